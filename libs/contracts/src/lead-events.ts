import { z } from 'zod';
import { interests } from './labels.js';

/**
 * Where a lead or one of its inquiries came from: the site's contact form, the chat assistant, or an agent who
 * recorded a WhatsApp message, a phone call, a referral or a walk-in by hand.
 */
export const leadSources = ['sitio_web', 'chat', 'whatsapp', 'telefono', 'referido', 'manual'] as const;
export type LeadSource = (typeof leadSources)[number];

/**
 * Data of `leads.lead.created` (a new lead with its first inquiry, a possible duplicate included) and
 * `leads.inquiry.received` (an inquiry with a known client's e-mail). Name, email and phone are the contact details as
 * given with this inquiry. `leadId` is internal to the services; only `inquiryId` is ever shown to a visitor.
 */
export const leadInquiryEventSchema = z.object({
  leadId: z.uuid(),
  inquiryId: z.uuid(),
  name: z.string(),
  /** Either may be missing for a chat visitor, who leaves one way to be reached. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  interest: z.enum(interests).nullable(),
  source: z.enum(leadSources),
  propertyId: z.string().optional(),
  message: z.string().optional(),
  /**
   * The chat conversation the inquiry came from: the chat offers that visitor a video call, with `inquiryId` (an
   * opaque id bookable for a day), never `leadId`.
   */
  chatConversationId: z.uuid().optional(),
});
export type LeadInquiryEvent = z.infer<typeof leadInquiryEventSchema>;
export const leadCreatedEventSchema = leadInquiryEventSchema;
export type LeadCreatedEvent = LeadInquiryEvent;
export const inquiryReceivedEventSchema = leadInquiryEventSchema;
export type InquiryReceivedEvent = LeadInquiryEvent;

/**
 * Data of `leads.lead.assigned` (outbox): a client was given to another agent, or to nobody, in the portal. Services
 * that keep a copy of the client's agent follow it (the live chat's inbox: the conversation goes to the new agent).
 */
export const leadAssignedEventSchema = z.object({
  leadId: z.uuid(),
  /** The new agent (null: unassigned). */
  agentId: z.uuid().nullable(),
  previousAgentId: z.uuid().nullable(),
});
export type LeadAssignedEvent = z.infer<typeof leadAssignedEventSchema>;
