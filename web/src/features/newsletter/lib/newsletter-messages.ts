import { newsletterMessages, newsletterSchema, type NewsletterReceipt } from '@prestigio/contracts';
import { apiErrorMessage } from '../../../lib/api-client';
import { contractMessage } from '../../../lib/validation';

export const NEWSLETTER_FAILURE =
  'No pudimos registrar su suscripción en este momento. Intente nuevamente en unos minutos.';

/** The address is checked with the contract's rule (the contact form's), so both speak the same message. */
export function newsletterEmailError(email: string): string | undefined {
  return contractMessage(newsletterSchema.shape.email, email);
}

/** The confirmation: the server's own words (new or already subscribed), or the contract's default. */
export function newsletterConfirmation(receipt: Partial<NewsletterReceipt> | null): string {
  return receipt?.message?.trim() ? receipt.message : newsletterMessages.subscribed;
}

/** What the visitor reads when the API refused or failed: the server's own message when it sent one. */
export function newsletterFailureMessage(error: unknown): string {
  return apiErrorMessage(error) ?? NEWSLETTER_FAILURE;
}
