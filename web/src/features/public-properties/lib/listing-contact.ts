import type { PropertyDetail } from '@prestigio/contracts';
import { agency } from '../../../lib/agency';

export interface ListingContact {
  /** The agent in charge, or null when the listing names none (the agency answers). */
  agentName: string | null;
  phoneDisplay: string;
  telHref: string;
  whatsappHref: string;
}

/**
 * A Mexican number as people write it: the country code dropped, then 2-4-4 digits for Mexico City, Guadalajara and
 * Monterrey (55, 33, 81) and 3-3-4 elsewhere. Anything else is shown as given.
 */
export function formatPhone(digits: string): string {
  const national = digits.startsWith('52') && digits.length === 12 ? digits.slice(2) : digits;
  if (national.length !== 10) return digits;
  return /^(55|33|81)/.test(national)
    ? `${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`
    : `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
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
export function listingContact(property: Pick<PropertyDetail, 'title' | 'reference' | 'agent'>, url: string): ListingContact {
  const digits = property.agent?.phone?.replace(/\D/g, '') || agency.phoneDigits;
  return {
    agentName: property.agent?.fullName ?? null,
    phoneDisplay: formatPhone(digits),
    telHref: `tel:+${digits}`,
    whatsappHref: `https://wa.me/${digits}?text=${encodeURIComponent(whatsappMessage(property, url))}`,
  };
}
