import type { ChatContactChannel, SavedSearchFrequency } from '@prestigio/contracts';
import type { ParsedCriteria } from '../assistant/criteria-parser.js';

/** Where the assistant stands with a visitor: what it is waiting for, and what it learnt. */
export interface ConversationState {
  /** The detail the assistant asked for last, if it waits for one. */
  awaiting?: 'name' | 'contact' | 'email' | 'phone' | 'callAnswer' | AlertAwaiting;
  name?: string;
  channel?: ChatContactChannel;
  email?: string;
  phone?: string;
  /** Sent to the CRM once; later requests for an advisor are answered without asking again. */
  contactSent?: boolean;
  /** The visitor said they want a video call; the offer is made once the CRM linked the lead and an e-mail is known. */
  callWanted?: boolean;
  /** Answers in a row that did not help (not understood, nothing found): at two, a person is offered. */
  misses?: number;
  /** The search criteria gathered over the conversation, refined message by message. */
  criteria?: ParsedCriteria;
  /** An alert the visitor asked for ("avísame si aparece algo así"), until it is saved or declined. */
  alert?: { frequency: SavedSearchFrequency };
  /** The alerts saved in this conversation ("email|name"): asked again, the visitor is reminded, not mailed twice. */
  alertsSaved?: string[];
}

/** What the alert flow waits for: what to look for, an e-mail, the consent to the privacy notice. */
export type AlertAwaiting = 'alertCriteria' | 'alertEmail' | 'alertConsent';

/** Whether the video-call offer may be made: wanted, and an e-mail to send its connection details to (spec §8). */
export function readyToOffer(state: ConversationState): boolean {
  return state.callWanted === true && Boolean(state.email);
}

/**
 * The state for a visitor's turn with the pending question as stored: the visitor's replica keeps the state between
 * turns, but an advisor who took, handed back or closed the conversation meanwhile forgot the question in the store
 * (LiveChatService), so the assistant does not take the next words for the answer to it.
 */
export function withStoredQuestion(state: ConversationState, stored: ConversationState['awaiting'] | null): ConversationState {
  const { awaiting: _held, ...rest } = state;
  return stored ? { ...rest, awaiting: stored } : rest;
}
