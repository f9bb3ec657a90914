import { defineServiceEnv, loadEnv } from '@prestigio/nest-common';
import type { z } from 'zod';

/** The scheduling service's variables: the common ones (docs/architecture.md), listening on 3004 by default. */
export const envSchema = defineServiceEnv(3004);
export type SchedulingEnv = z.output<typeof envSchema>;

/** The only place the service reads process.env; exits with one line per bad variable. */
export function loadServiceEnv(): SchedulingEnv {
  return loadEnv(envSchema);
}
