import { z } from 'zod';
import { interests } from './catalog.js';
import { favouritePropertyIdsSchema } from './favourites.js';
import { blankAsUndefined, exactText, lineText, paragraphText } from './fields.js';

/** A phone as people type it (spec §5: at least 8 digits, the spec's message), for the contact form and an agent's account. */
export const phoneField = lineText('El teléfono', { error: 'El teléfono debe tener al menos 8 dígitos' })
  .min(8, 'El teléfono debe tener al menos 8 dígitos')
  .max(25, 'El teléfono es demasiado largo')
  .regex(/^[0-9+()\-.\s]+$/, 'El teléfono solo puede contener números, espacios y los signos + ( ) -')
  // "+++ ---- " has 8 characters but no number to call.
  .refine((phone) => (phone.match(/\d/g)?.length ?? 0) >= 8, 'El teléfono debe tener al menos 8 dígitos');

/**
 * A phone as tel: and wa.me links take it: digits only, with Mexico's country code (52) added to a ten-digit national
 * number; other lengths are taken as already international.
 */
export function internationalPhoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `52${digits}` : digits;
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

/** The contact form (spec §3 Lead, §5 contact rules; messages binding). */
export const leadSchema = z.object({
  name: lineText('El nombre', { error: 'El nombre es demasiado corto' })
    .min(2, 'El nombre es demasiado corto')
    .max(100, 'El nombre es demasiado largo'),
  phone: phoneField,
  email: lineText('El correo', { error: 'Ingrese un correo válido' })
    .toLowerCase()
    .pipe(z.email('Ingrese un correo válido').max(254, 'Ingrese un correo válido')),
  interest: blankAsUndefined(z.enum(interests, { error: 'Seleccione un interés válido' }).optional()),
  message: blankAsUndefined(paragraphText('El mensaje').max(2000, 'El mensaje no puede tener más de 2,000 caracteres').optional()),
  privacy: z.literal(true, { error: 'Debe aceptar la política de privacidad' }),
  /** The listing the visitor asked about, from its detail page. */
  propertyId: blankAsUndefined(exactText('La propiedad').max(64).optional()),
  /** The visitor's favourites ("Mis favoritos", kept on their device), when they chose to send them; never required. */
  favouritePropertyIds: favouritePropertyIdsSchema.optional(),
  /** Honeypot: people leave it empty; simple bots fill it. */
  website: z.string().max(500).optional(),
  /** Milliseconds the visitor spent on the form; bots submit instantly. */
  elapsedMs: z.number().int().min(0).optional(),
});
export type LeadInput = z.infer<typeof leadSchema>;

/** The notice version a visitor accepted, stored with the consent (LFPDPPP). */
export const PRIVACY_NOTICE_VERSION = '2026-11';

/** The answer to POST /api/leads (the web does not read it). */
export const leadReceiptSchema = z.object({ id: z.uuid(), status: z.literal('recibido') });
export type LeadReceipt = z.infer<typeof leadReceiptSchema>;
