import { apiRequest } from '../../../lib/api-client';

export type NewsletterSubscription = { status: string };

/** POST /api/newsletter: stores the address (201 `{status: 'suscrito'}`; 400 with a message for a bad address). */
export function subscribeToNewsletter(email: string): Promise<NewsletterSubscription> {
  return apiRequest<NewsletterSubscription>('POST', '/api/newsletter', { email });
}
