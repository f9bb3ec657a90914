import { z } from 'zod';
import { favouritePropertyIdsSchema } from './favourites.js';
import { blankAsUndefined, exactText, lineText, paragraphText, phoneField } from './fields.js';
import { interests } from './labels.js';

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

/**
 * The consent every public form asks for, in the visitor's words, the notice's name being its link: the forms show it
 * beside their checkbox, and the chat assistant states it, and asks for it, before it saves an alert (issue 27).
 */
export const privacyConsentWords = {
  before: 'He leído y acepto el',
  notice: 'Aviso de Privacidad',
  after: 'y autorizo el tratamiento de mis datos para ser contactado.',
} as const;
export const PRIVACY_CONSENT_TEXT = `${privacyConsentWords.before} ${privacyConsentWords.notice} ${privacyConsentWords.after}`;

/** The answer to POST /api/leads (the web does not read it). */
export const leadReceiptSchema = z.object({ id: z.uuid(), status: z.literal('recibido') });
export type LeadReceipt = z.infer<typeof leadReceiptSchema>;
