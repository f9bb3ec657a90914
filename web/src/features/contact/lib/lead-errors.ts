import { apiErrorMessage } from '../../../lib/api-client';

/** Spec §8 leaves a failed lead open; this is what the visitor reads when the server gave no message of its own. */
export const LEAD_FAILURE_TITLE = 'No se pudo enviar su mensaje';
export const LEAD_FAILURE_FALLBACK =
  'Ocurrió un problema al enviar su mensaje. Intente nuevamente en unos minutos o llámenos al 55 5280 1500; con gusto le atenderemos.';

/** The toast text of a failed submission: the server's own message (validation, rate limit) or the fallback. */
export function leadFailureMessage(error: unknown): string {
  return apiErrorMessage(error) ?? LEAD_FAILURE_FALLBACK;
}
