import { defineServiceEnv, loadEnv } from '@prestigio/nest-common';
import { z } from 'zod';

/** The chat service's variables: the common ones (docs/architecture.md), listening on 3005 by default. */
export const envSchema = defineServiceEnv(3005, {
  /**
   * The visitor sees the assistant "typing" for at least this long (an instant answer reads as a machine's); the
   * benchmark sets 0 to measure the assistant itself.
   */
  CHAT_TYPING_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).max(10_000).default(400),
});
export type ChatEnv = z.output<typeof envSchema>;

/** The only place the service reads process.env; exits with one line per bad variable. */
export function loadServiceEnv(): ChatEnv {
  return loadEnv(envSchema);
}
