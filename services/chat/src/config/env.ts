import { defineServiceEnv, loadEnv } from '@prestigio/nest-common';
import type { z } from 'zod';

/** The chat service's variables: the common ones (docs/architecture.md), listening on 3005 by default. */
export const envSchema = defineServiceEnv(3005);
export type ChatEnv = z.output<typeof envSchema>;

/** The only place the service reads process.env; exits with one line per bad variable. */
export function loadServiceEnv(): ChatEnv {
  return loadEnv(envSchema);
}
