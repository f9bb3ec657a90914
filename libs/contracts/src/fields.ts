import { z } from 'zod';

/** Forms send '' for "no choice"; the API treats it as absent. */
export function blankAsUndefined<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);
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
