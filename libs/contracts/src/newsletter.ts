import { z } from 'zod';
import { leadSchema } from './lead.js';

/** The footer's newsletter field: the contact form's email rule and honeypot. */
export const newsletterSchema = leadSchema.pick({ email: true, website: true });
export type NewsletterInput = z.infer<typeof newsletterSchema>;

export const newsletterMessages = {
  subscribed: 'Gracias por suscribirse. Pronto recibirá nuestras novedades en su correo.',
  alreadySubscribed: 'Este correo ya estaba suscrito. Seguirá recibiendo nuestras novedades.',
} as const;

/** The answer to POST /api/newsletter: subscribing again is fine and says so. */
export const newsletterReceiptSchema = z.object({
  status: z.literal('suscrito'),
  alreadySubscribed: z.boolean(),
  message: z.string(),
});
export type NewsletterReceipt = z.infer<typeof newsletterReceiptSchema>;
