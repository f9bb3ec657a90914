/** People need longer than this to fill in the contact form; simple bots post it at once. */
export const MIN_HUMAN_FILL_MS = 2_500;

export type BotSignal = 'honeypot filled' | 'filled too fast';

/** What the public forms carry besides their data: the hidden field and, for the contact form, the fill time. */
export interface BotTrapFields {
  website?: string;
  elapsedMs?: number;
}

/**
 * Why a submission looks automated, or null. A form without elapsedMs (an API client, the chat) is not judged by
 * time, only by the honeypot.
 */
export function botSignal(fields: BotTrapFields): BotSignal | null {
  if (fields.website !== undefined && fields.website.trim() !== '') return 'honeypot filled';
  if (fields.elapsedMs !== undefined && fields.elapsedMs < MIN_HUMAN_FILL_MS) return 'filled too fast';
  return null;
}
