import type { Interest, LeadSource } from '@prestigio/contracts';

/**
 * One inquiry as the intake records it, whatever brought it: the contact form (name, email and phone) or the chat
 * assistant (a name and one way to reach the visitor).
 */
export interface ContactInquiry {
  source: LeadSource;
  name: string;
  email: string | null;
  phone: string | null;
  interest: Interest | null;
  message?: string;
  propertyId?: string;
  chatConversationId?: string;
}
