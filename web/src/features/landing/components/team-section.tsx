import { LandingSection } from '../../../components/layouts/public-site/landing-section';
import { Portrait } from '../../../components/ui/portrait';
import { team } from '../lib/landing-content';

export function TeamSection() {
  return (
    <LandingSection
      headingId="equipo-titulo"
      eyebrow="Nuestro equipo"
      title="Personas que conocen el mercado"
      description="Profesionales con trayectoria en bienes raíces, finanzas y derecho inmobiliario, dedicados a su patrimonio."
      className="bg-white"
    >
      <ul className="mt-14 grid gap-8 md:grid-cols-3">
        {team.map((member) => (
          <li key={member.name} className="rounded-xl bg-navy-50/60 p-8 text-center ring-1 ring-navy-100">
            <Portrait
              src={member.image}
              initials={member.initials}
              className="mx-auto h-28 w-28 bg-gradient-to-br from-navy-800 to-navy-950 ring-4 ring-gold-400/70 ring-offset-4 ring-offset-white"
              initialsClassName="font-serif text-3xl font-semibold tracking-wider text-gold-300"
            />
            <h3 className="mt-7 text-xl font-semibold text-navy-900">{member.name}</h3>
            <p className="mt-1 text-sm font-semibold tracking-wider text-gold-700 uppercase">{member.role}</p>
            <p className="mt-4 leading-relaxed text-navy-500">{member.description}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
