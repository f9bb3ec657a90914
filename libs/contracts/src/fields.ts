import { z } from 'zod';

/**
 * Forms send '' for "no choice"; the API treats it (or only spaces) as absent. A vertical tab or form feed is
 * whitespace to trim() but a control character to the text schemas, which refuse it: never taken for blank.
 */
export function blankAsUndefined<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' && !/[\v\f]/.test(value) ? undefined : value), schema);
}

export const wholeNumber = (max = Number.MAX_SAFE_INTEGER) =>
  z
    .number({ error: 'Debe ser un número' })
    .int('Debe ser un número entero')
    .min(0, 'No puede ser negativo')
    .max(max, `No puede ser mayor que ${max.toLocaleString('es-MX')}`);

export const nonNegativeNumber = (max = Number.MAX_SAFE_INTEGER) =>
  z
    .number({ error: 'Debe ser un número' })
    .min(0, 'No puede ser negativo')
    .max(max, `No puede ser mayor que ${max.toLocaleString('es-MX')}`);

/**
 * zod's own messages (for rules the contracts give no message of their own) in Spanish, like every message the
 * contracts define. Called once at start-up by every service and by the web app.
 */
export function applySpanishValidationMessages(): void {
  z.config(z.locales.es());
}

// ── Text: what a person can type ─────────────────────────────────────────────────────────────────────────────────────

/** C0 control characters and DEL: a NUL (which Postgres refuses), an escape, a bell… nothing a person types. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const controlCharacters = /[\u0000-\u001F\u007F]/;
/** The same, except tab and line breaks, which multi-line text (messages, notes, descriptions) legitimately holds. */
// eslint-disable-next-line no-control-regex -- see above
const controlCharactersButLineBreaks = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** "El nombre no puede contener saltos de línea ni caracteres de control": the field named in the message. */
export const controlCharacterMessage = (label: string, multiLine: boolean) =>
  multiLine ? `${label} no puede contener caracteres de control` : `${label} no puede contener saltos de línea ni caracteres de control`;

/**
 * One line of text a person typed (a name, a city, a search): trimmed, and refused with a Spanish message naming the
 * field (`label`, e.g. "El nombre") when it holds a line break or any other control character. Every single-line
 * text field of the contracts starts here, so none can carry a NUL into Postgres or a header into an e-mail.
 */
export function lineText(label: string, params?: { error?: string }) {
  // Checked before trimming: trim() would silently drop a vertical tab or form feed at either end.
  return z
    .string(params)
    .refine((text) => !controlCharacters.test(text), controlCharacterMessage(label, false))
    .trim();
}

/** Multi-line text (a message, a note, a description): trimmed; tab and line breaks kept, other control characters refused. */
export function paragraphText(label: string, params?: { error?: string }) {
  return z
    .string(params)
    .refine((text) => !controlCharactersButLineBreaks.test(text), controlCharacterMessage(label, true))
    .trim();
}

/** A value compared byte for byte (a password, an id, a honeypot): not trimmed, but no control characters either. */
export function exactText(label: string, params?: { error?: string }) {
  return z.string(params).refine((text) => !controlCharacters.test(text), controlCharacterMessage(label, false));
}

// ── Dates: a sensible range wherever one is accepted ─────────────────────────────────────────────────────────────────

/**
 * Every date the API accepts (activities, follow-ups, list filters, bookings, availability) lies between the first
 * day of 2000 and ten years from today: before that the agency had no clients, beyond it nobody plans. Outside, a
 * Spanish 400; year 0001, 9999 or 275760 never reaches Postgres or the date arithmetic.
 */
export const ACCEPTED_DATES = { earliest: '2000-01-01', yearsAhead: 10 } as const;
export const acceptedDatesMessage = `La fecha debe estar entre el 1 de enero de ${ACCEPTED_DATES.earliest.slice(0, 4)} y ${ACCEPTED_DATES.yearsAhead} años a partir de hoy`;

const earliestAcceptedMs = Date.parse(`${ACCEPTED_DATES.earliest}T00:00:00Z`);
/** The last accepted instant: ten years from now. */
function latestAcceptedMs(now = Date.now()): number {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + ACCEPTED_DATES.yearsAhead);
  return latest.getTime();
}
function isAcceptedInstant(ms: number): boolean {
  return Number.isFinite(ms) && ms >= earliestAcceptedMs && ms <= latestAcceptedMs();
}

/** A day of the calendar (YYYY-MM-DD) within ACCEPTED_DATES; `error` is the field's own message for a malformed day. */
export function acceptedDay(error: string) {
  return z.iso.date({ error, abort: true }).refine((day) => isAcceptedInstant(Date.parse(`${day}T00:00:00Z`)), acceptedDatesMessage);
}

/** An instant with its offset (ISO 8601) within ACCEPTED_DATES; `error` is the field's own message for a malformed one. */
export function acceptedDateTime(error: string) {
  return z.iso.datetime({ offset: true, error, abort: true }).refine((instant) => isAcceptedInstant(Date.parse(instant)), acceptedDatesMessage);
}

/** A day of the agency's calendar, as date inputs and the URL write it (the portal's list filters and periods). */
export const calendarDayField = acceptedDay('Fecha no válida (AAAA-MM-DD)');

/** Multi-line text a person writes (a note, a description), required, up to `max` characters. */
export const writtenText = (label: string, max: number, message: string) =>
  paragraphText(label, { error: 'Debe ser texto' }).min(1, message).max(max, `No puede tener más de ${max} caracteres`);

/** A phone as people type it (spec §5: at least 8 digits, the spec's message), for the contact form and an agent's account. */
export const phoneField = lineText('El teléfono', { error: 'El teléfono debe tener al menos 8 dígitos' })
  .min(8, 'El teléfono debe tener al menos 8 dígitos')
  .max(25, 'El teléfono es demasiado largo')
  .regex(/^[0-9+()\-.\s]+$/, 'El teléfono solo puede contener números, espacios y los signos + ( ) -')
  // "+++ ---- " has 8 characters but no number to call.
  .refine((phone) => (phone.match(/\d/g)?.length ?? 0) >= 8, 'El teléfono debe tener al menos 8 dígitos');
