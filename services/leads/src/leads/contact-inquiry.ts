import type { Interest, LeadSource, LeadSummary } from '@prestigio/contracts';

/**
 * One inquiry as the intake records it, whatever brought it: the contact form (name, email and phone) or the chat
 * assistant (a name and one way to reach the visitor).
 */
export interface ContactInquiry {
  source: LeadSource;
  /** null: the person gave no name (a saved search has only an e-mail); a known client keeps its own. */
  name: string | null;
  email: string | null;
  phone: string | null;
  interest: Interest | null;
  message?: string;
  propertyId?: string;
  /** The visitor's favourites, when the contact form carried them. */
  favouritePropertyIds?: string[];
  chatConversationId?: string;
  /** What the person is looking for, as far as known: a new client starts with it, a known one gets it to confirm. */
  wants?: Partial<LeadWants>;
  /** The next follow-up an agent recording it by hand gave. */
  nextFollowUpAt?: string;
  /** The agent who recorded it by hand (the lead is theirs when new); absent for the site and the chat. */
  recordedBy?: string;
  /** A form filled faster than people do: stored, marked "posible envío automático" for an agent to review. */
  looksAutomated?: boolean;
}

export type LeadWants = Pick<LeadSummary, 'operationType' | 'propertyType' | 'state' | 'city' | 'budgetMin' | 'budgetMax' | 'bedrooms'>;
export const leadWantsFields = ['operationType', 'propertyType', 'state', 'city', 'budgetMin', 'budgetMax', 'bedrooms'] as const satisfies ReadonlyArray<keyof LeadWants>;
