import { CalendarCheck, MessageCircle, Phone } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useFreePlace } from '../../../lib/floating-clearance';
import type { PropertyContact } from '../lib/property-contact';

/** The agent in charge (or the agency), with a call, a WhatsApp message about the listing and "Agendar visita". */
export function AgentCard({ contact, onScheduleVisit }: { contact: PropertyContact; onScheduleVisit: () => void }) {
  const initials = (contact.agentName ?? 'Prestigio')
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  return (
    <section aria-labelledby="asesor-titulo" className="rounded-2xl bg-navy-900 p-6 text-white shadow-xl sm:p-8">
      <div className="flex items-center gap-4">
        <span aria-hidden="true" className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-gold-400 font-serif text-xl font-semibold text-navy-900">
          {initials}
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wider text-gold-300 uppercase">{contact.agentName ? 'Asesor a cargo' : 'Atención a clientes'}</p>
          <h2 id="asesor-titulo" className="mt-1 font-serif text-2xl font-semibold">
            {contact.agentName ?? 'Prestigio'}
          </h2>
        </div>
      </div>
      <div className="mt-6 grid gap-3">
        <a href={contact.telHref} className="inline-flex items-center gap-3 text-lg font-semibold hover:text-gold-300">
          <Phone className="h-5 w-5 text-gold-400" aria-hidden="true" />
          <span>
            <span className="sr-only">Llamar al </span>
            {contact.phoneDisplay}
          </span>
        </a>
        <a
          href={contact.whatsappHref}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-3 font-semibold hover:text-gold-300"
        >
          <MessageCircle className="h-5 w-5 text-gold-400" aria-hidden="true" />
          Escribir por WhatsApp
        </a>
        <Button type="button" variant="gold" size="lg" className="mt-2 w-full" onClick={onScheduleVisit}>
          <CalendarCheck className="h-5 w-5" aria-hidden="true" />
          Agendar visita
        </Button>
      </div>
    </section>
  );
}

/**
 * On phones (up to 640 px), a bar fixed at the bottom with "Llamar", "WhatsApp" and "Agendar visita". It never covers
 * a control or a message (floating-clearance): over the contact form, the gallery's buttons or a link it steps aside,
 * and while the visitor types. Toasts stand above it (`data-bottom-bar`).
 */
export function PropertyContactBar({ contact, onScheduleVisit }: { contact: PropertyContact; onScheduleVisit: () => void }) {
  const bar = useRef<HTMLDivElement>(null);
  const place = useFreePlace(bar, 0, true, false);
  const itemClass = 'flex min-h-12 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg text-xs font-semibold';
  return (
    <div
      ref={bar}
      role="region"
      aria-label="Contactar sobre esta propiedad"
      data-bottom-bar
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 flex gap-2 border-t border-navy-100 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(10,25,47,0.12)] backdrop-blur-sm min-[641px]:hidden',
        place === null && 'invisible',
      )}
    >
      <a href={contact.telHref} className={cn(itemClass, 'text-navy-900 ring-1 ring-navy-200')}>
        <Phone className="h-5 w-5 text-gold-600" aria-hidden="true" />
        Llamar
      </a>
      <a href={contact.whatsappHref} target="_blank" rel="noopener" className={cn(itemClass, 'text-navy-900 ring-1 ring-navy-200')}>
        <MessageCircle className="h-5 w-5 text-gold-600" aria-hidden="true" />
        WhatsApp
      </a>
      <button type="button" onClick={onScheduleVisit} className={cn(itemClass, 'bg-gold-400 text-navy-900')}>
        <CalendarCheck className="h-5 w-5" aria-hidden="true" />
        Agendar visita
      </button>
    </div>
  );
}
