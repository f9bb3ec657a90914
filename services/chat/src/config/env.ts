import { defineServiceEnv, loadEnv } from '@prestigio/nest-common';
import { z } from 'zod';

const milliseconds = z.coerce.number({ error: 'must be a number of milliseconds' }).int();

/** The chat service's variables: the common ones (docs/architecture.md), listening on 3005 by default. */
export const envSchema = defineServiceEnv(3005, {
  /**
   * The visitor sees the assistant "typing" for at least this long (an instant answer reads as a machine's); the
   * benchmark sets 0 to measure the assistant itself.
   */
  CHAT_TYPING_MS: milliseconds.min(0).max(10_000).default(400),
  /**
   * `office` (spec §2 hours, Mexico City) or `always`: whether advisors are offered live. `always` is for tests and the
   * benchmark, so they do not depend on the clock.
   */
  CHAT_AGENCY_HOURS: z.enum(['office', 'always']).default('office'),
  /** An advisor whose every inbox socket has been gone this long (portal closed, replica killed) no longer holds a conversation. */
  CHAT_AGENT_GRACE_MS: milliseconds.min(1_000).max(600_000).default(45_000),
  /** A waiting conversation offered to one advisor is offered to the next in turn after this long. */
  CHAT_OFFER_TIMEOUT_MS: milliseconds.min(1_000).max(3_600_000).default(120_000),
});
export type ChatEnv = z.output<typeof envSchema>;

/** The only place the service reads process.env; exits with one line per bad variable. */
export function loadServiceEnv(): ChatEnv {
  return loadEnv(envSchema);
}
