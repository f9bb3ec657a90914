import { z } from 'zod';
import { leadSchema } from './contact-form.js';

/** The footer's newsletter field: the contact form's email rule and honeypot. */
export const newsletterSchema = leadSchema.pick({ email: true, website: true });
export type NewsletterInput = z.infer<typeof newsletterSchema>;

export const newsletterMessages = {
  subscribed: 'Gracias por suscribirse. Pronto recibirá nuestras novedades en su correo.',
} as const;

/**
 * The answer to POST /api/newsletter. The same for a new address and one already subscribed: whether someone's
 * address is on the list is nobody else's business (docs/product-decisions.md).
 */
export const newsletterReceiptSchema = z.object({
  status: z.literal('suscrito'),
  message: z.string(),
});
export type NewsletterReceipt = z.infer<typeof newsletterReceiptSchema>;
