import { leadSchema } from '@prestigio/contracts';
import { apiErrorMessage } from '../../../lib/api-client';

export const NEWSLETTER_SUCCESS =
  '¡Gracias por suscribirse! Recibirá nuestras novedades y propiedades exclusivas en su correo.';
export const NEWSLETTER_FAILURE =
  'No pudimos registrar su suscripción en este momento. Intente nuevamente en unos minutos.';

/** The address is checked with the contact form's own rule, so both speak the same message ("Ingrese un correo válido"). */
export function newsletterEmailError(email: string): string | undefined {
  const result = leadSchema.shape.email.safeParse(email);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** What the visitor reads when the API refused or failed: the server's own message when it sent one. */
export function newsletterFailureMessage(error: unknown): string {
  return apiErrorMessage(error) ?? NEWSLETTER_FAILURE;
}
