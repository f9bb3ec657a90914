import { Clock, Heart, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../ui/logo';
import { agency, officeHours } from '../../../lib/agency';
import { favouritesLink, legalLinks, sectionLinks } from '../../../lib/site-links';
import { SectionLink } from './section-link';

const footerLink = 'text-sm text-navy-100 transition-colors hover:text-gold-300';

export function SiteFooter({ newsletter }: { newsletter: ReactNode }) {
  return (
    <footer className="bg-navy-950 text-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-5">
          <Logo />
          <p className="text-sm leading-relaxed text-navy-100">
            Más de 15 años acompañando a familias e inversionistas en la compra, venta y renta de propiedades de
            prestigio en México.
          </p>
          <ul className="space-y-3 text-sm text-navy-100">
            <li className="flex gap-3">
              <Phone className="mt-0.5 h-4 w-4 shrink-0 text-gold-400" aria-hidden="true" />
              <a href={agency.phoneHref} className="hover:text-gold-300">
                {agency.phoneDisplay}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail className="mt-0.5 h-4 w-4 shrink-0 text-gold-400" aria-hidden="true" />
              <a href={`mailto:${agency.email}`} className="hover:text-gold-300">
                {agency.email}
              </a>
            </li>
            <li className="flex gap-3">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-gold-400" aria-hidden="true" />
              <span>{agency.addressShort}</span>
            </li>
          </ul>
        </div>

        <div>
          <nav aria-labelledby="footer-enlaces">
            <h2 id="footer-enlaces" className="font-serif text-lg font-semibold text-gold-300">
              Enlaces rápidos
            </h2>
            <ul className="mt-5 space-y-3">
              {sectionLinks.map((link) => (
                <li key={link.anchor}>
                  <SectionLink anchor={link.anchor} className={footerLink}>
                    {link.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
          </nav>
          {/* Beside the spec's quick links, not among them: the device's own list (issue 27). */}
          <p className="mt-8">
            <Link to={favouritesLink.to} className={`${footerLink} inline-flex items-center gap-2`}>
              <Heart className="h-4 w-4 text-gold-400" aria-hidden="true" />
              {favouritesLink.label}
            </Link>
          </p>
        </div>

        <div>
          <h2 className="font-serif text-lg font-semibold text-gold-300">Información</h2>
          <nav aria-label="Información legal">
            <ul className="mt-5 space-y-3">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <h3 className="mt-8 flex items-center gap-2 text-sm font-semibold text-white">
            <Clock className="h-4 w-4 text-gold-400" aria-hidden="true" />
            Horario de atención
          </h3>
          <dl className="mt-3 space-y-1 text-sm text-navy-100">
            {officeHours.map((slot) => (
              <div key={slot.days} className="flex gap-2">
                <dt>{slot.days}:</dt>
                <dd>{slot.hours}</dd>
              </div>
            ))}
          </dl>
        </div>

        {/* Kept clear of the back-to-top button (floating-clearance): it rises above the block instead of covering it. */}
        <div data-keep-clear>
          <h2 className="font-serif text-lg font-semibold text-gold-300">Boletín</h2>
          <p className="mt-5 mb-4 text-sm leading-relaxed text-navy-100">
            Reciba antes que nadie nuestras nuevas propiedades, análisis del mercado y oportunidades de inversión.
          </p>
          {newsletter}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-5 py-6 text-xs text-navy-200 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          {/* The prerendered landing carries its build's year: a page hydrated in a later one keeps it until the next build. */}
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} {agency.legalName} Todos los derechos reservados.
          </p>
          <p>Precios en pesos mexicanos (MXN), sujetos a cambio sin previo aviso.</p>
        </div>
      </div>
    </footer>
  );
}
