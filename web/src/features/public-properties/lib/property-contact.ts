import type { PropertyDetail } from '@prestigio/contracts';
import { agency } from '../../../lib/agency';
import { formatPhone } from '../../../lib/phone';

export interface PropertyContact {
  /** The agent in charge, or null when the listing names none (the agency answers). */
  agentName: string | null;
  phoneDisplay: string;
  telHref: string;
  whatsappHref: string;
}

/** The text a WhatsApp message about the listing starts with: its title, reference and address. */
export function whatsappMessage(property: Pick<PropertyDetail, 'title' | 'reference'>, url: string): string {
  return `Hola, me interesa la propiedad «${property.title}» (Ref. ${property.reference}): ${url}`;
}

/** The message the contact form is filled with by "Agendar visita". */
export function visitRequestMessage(property: Pick<PropertyDetail, 'title' | 'reference'>): string {
  return `Me interesa agendar una visita a «${property.title}» (Ref. ${property.reference}). ¿Qué días y horarios tienen disponibles?`;
}

/** Whom a visitor calls or writes about a listing: its agent's phone, or the agency's when the agent gave none. */
export function propertyContact(property: Pick<PropertyDetail, 'title' | 'reference' | 'agent'>, url: string): PropertyContact {
  const digits = property.agent?.phone?.replace(/\D/g, '') || agency.phoneDigits;
  return {
    agentName: property.agent?.fullName ?? null,
    phoneDisplay: formatPhone(digits),
    telHref: `tel:+${digits}`,
    whatsappHref: `https://wa.me/${digits}?text=${encodeURIComponent(whatsappMessage(property, url))}`,
  };
}
