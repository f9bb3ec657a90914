import { z } from 'zod';
import { interests } from './catalog.js';
import { leadSchema } from './lead.js';

/** Where a lead or one of its inquiries came from: the contact form now, the chat assistant later. */
export const leadSources = ['sitio_web', 'chat'] as const;
export type LeadSource = (typeof leadSources)[number];

/**
 * Data of `leads.lead.created` (a new lead with its first inquiry) and `leads.inquiry.received` (a known lead wrote
 * again). Name, email and phone are the contact details as given with this inquiry.
 */
export const leadInquiryEventSchema = z.object({
  leadId: z.uuid(),
  inquiryId: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  interest: z.enum(interests).nullable(),
  source: z.enum(leadSources),
  propertyId: z.string().optional(),
  message: z.string().optional(),
});
export type LeadInquiryEvent = z.infer<typeof leadInquiryEventSchema>;
export const leadCreatedEventSchema = leadInquiryEventSchema;
export type LeadCreatedEvent = LeadInquiryEvent;
export const inquiryReceivedEventSchema = leadInquiryEventSchema;
export type InquiryReceivedEvent = LeadInquiryEvent;

/** The answer to POST /api/leads (the web does not read it). */
export const leadReceiptSchema = z.object({ id: z.uuid(), status: z.literal('recibido') });
export type LeadReceipt = z.infer<typeof leadReceiptSchema>;

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
