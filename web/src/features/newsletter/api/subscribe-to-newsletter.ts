import type { NewsletterInput, NewsletterReceipt } from '@prestigio/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/newsletter (newsletterSchema): 201 `{status: 'suscrito', message}` (the same for an address already subscribed); 400 with a
 * message for a bad address; 429 when the address sent too many.
 */
export function subscribeToNewsletter(input: NewsletterInput): Promise<NewsletterReceipt> {
  return apiRequest<NewsletterReceipt>('POST', '/api/newsletter', input);
}
