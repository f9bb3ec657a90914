import { LandingSection } from '../../../components/layouts/public-site/landing-section';
import { services } from '../lib/landing-content';
import { SectionIcon } from './section-icon';

export function ServicesSection() {
  return (
    <LandingSection
      anchor="servicios"
      headingId="servicios-titulo"
      eyebrow="Nuestros servicios"
      title="Asesoría integral en cada etapa"
      description="Desde la primera visita hasta la entrega de llaves, un solo equipo se ocupa de todo lo que su operación necesita."
      className="bg-navy-50"
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li
            key={service.title}
            className="group rounded-xl bg-white p-8 shadow-sm ring-1 ring-navy-100 transition-shadow duration-300 hover:shadow-lg"
          >
            <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-navy-900 text-gold-400 transition-colors group-hover:bg-gold-400 group-hover:text-navy-900">
              <SectionIcon name={service.icon} className="h-6 w-6" />
            </span>
            <h3 className="mt-6 text-xl font-semibold text-navy-900">{service.title}</h3>
            <p className="mt-3 leading-relaxed text-navy-500">{service.description}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
