import { LandingSection } from '../../../components/layouts/public-site/landing-section';
import { benefits } from '../lib/landing-content';
import { SectionIcon } from './section-icon';

export function WhyChooseUsSection() {
  return (
    <LandingSection
      headingId="por-que-titulo"
      tone="dark"
      eyebrow="¿Por qué elegirnos?"
      title="La tranquilidad de trabajar con expertos"
      description="Cada operación inmobiliaria es una decisión patrimonial. La tratamos con el rigor, la discreción y el cuidado que merece."
      className="relative overflow-hidden bg-navy-900 text-white"
      backdrop={
        <>
          <div aria-hidden="true" className="absolute -top-32 -right-32 h-96 w-96 rounded-full border border-gold-400/15" />
          <div aria-hidden="true" className="absolute -bottom-40 -left-24 h-[28rem] w-[28rem] rounded-full border border-gold-400/10" />
        </>
      }
    >
      <ul className="mt-14 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="text-center">
            <span className="mx-auto inline-flex h-16 w-16 items-center justify-center rounded-full border border-gold-400/60 text-gold-400">
              <SectionIcon name={benefit.icon} className="h-7 w-7" />
            </span>
            <h3 className="mt-6 text-xl font-semibold">{benefit.title}</h3>
            <p className="mt-3 leading-relaxed text-navy-100">{benefit.description}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
