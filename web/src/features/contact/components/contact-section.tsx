import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { LandingSection } from '../../../components/layouts/public-site/landing-section';
import { agency, officeHours } from '../../../lib/agency';
import { ContactFormPlaceholder, LazyContactForm } from './lazy-contact-form';

function ContactLine({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-gold-400/15 text-gold-300">{icon}</span>
      <span>
        <span className="block text-sm font-semibold tracking-wide text-gold-300">{title}</span>
        <span className="mt-0.5 block text-navy-100">{children}</span>
      </span>
    </li>
  );
}

/** Spec §2 contact: the agency's details and fixed hours beside the contact form. */
export function ContactSection() {
  const iconClass = 'h-5 w-5';
  return (
    <LandingSection
      anchor="contacto"
      headingId="contacto-titulo"
      eyebrow="Contacto"
      title="Hablemos de su próxima propiedad"
      description="Déjenos sus datos y un asesor especializado se pondrá en contacto con usted para atender su solicitud de forma personal."
      className="bg-white"
    >
      <div className="mt-14 grid overflow-hidden rounded-2xl shadow-xl ring-1 shadow-navy-900/10 ring-navy-100 lg:grid-cols-5">
        <div className="bg-navy-900 p-8 text-white sm:p-10 lg:col-span-2">
          <h3 className="text-2xl font-semibold">Información de contacto</h3>
          <p className="mt-3 leading-relaxed text-navy-100">
            Visítenos en nuestras oficinas o escríbanos; respondemos cada solicitud en menos de un día hábil.
          </p>
          <ul className="mt-8 space-y-6">
            <ContactLine icon={<Phone className={iconClass} aria-hidden="true" />} title="Teléfono">
              <a href={agency.phoneHref} className="hover:text-gold-300">
                {agency.phoneDisplay}
              </a>
            </ContactLine>
            <ContactLine icon={<MessageCircle className={iconClass} aria-hidden="true" />} title="WhatsApp">
              <a href={agency.whatsappHref} className="hover:text-gold-300" rel="noopener" target="_blank">
                {agency.phoneDisplay}
              </a>
            </ContactLine>
            <ContactLine icon={<Mail className={iconClass} aria-hidden="true" />} title="Correo electrónico">
              <a href={`mailto:${agency.email}`} className="hover:text-gold-300">
                {agency.email}
              </a>
            </ContactLine>
            <ContactLine icon={<MapPin className={iconClass} aria-hidden="true" />} title="Oficinas">
              {agency.address}
            </ContactLine>
          </ul>
          <div className="mt-10 rounded-xl border border-gold-400/30 bg-navy-950/40 p-6">
            <h4 className="flex items-center gap-2 font-serif text-lg font-semibold text-gold-300">
              <Clock className="h-5 w-5" aria-hidden="true" />
              Horario de atención
            </h4>
            <dl className="mt-4 space-y-2">
              {officeHours.map((slot) => (
                <div key={slot.days} className="flex justify-between gap-4 border-b border-white/10 pb-2 last:border-0">
                  <dt className="text-navy-100">{slot.days}</dt>
                  <dd className="font-semibold tabular-nums">{slot.hours}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-4">
                <dt className="text-navy-100">Domingo</dt>
                <dd className="text-navy-200">Cerrado</dd>
              </div>
            </dl>
          </div>
        </div>
        <div className="bg-white p-8 sm:p-10 lg:col-span-3">
          <h3 className="mb-6 text-2xl font-semibold text-navy-900">Envíenos un mensaje</h3>
          <Suspense fallback={<ContactFormPlaceholder />}>
            <LazyContactForm />
          </Suspense>
        </div>
      </div>
    </LandingSection>
  );
}
