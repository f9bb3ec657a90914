import { defineServiceEnv, loadEnv } from '@prestigio/nest-common';
import type { z } from 'zod';

/** The leads service's variables: the common ones (docs/architecture.md), listening on 3003 by default. */
export const envSchema = defineServiceEnv(3003);
export type LeadsEnv = z.output<typeof envSchema>;

/** The only place the service reads process.env; exits with one line per bad variable. */
export function loadServiceEnv(): LeadsEnv {
  return loadEnv(envSchema);
}
