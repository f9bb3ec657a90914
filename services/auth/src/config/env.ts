import { defineServiceEnv, loadEnv } from '@prestigio/nest-common';
import type { z } from 'zod';

/** The auth service's variables: the common ones (docs/architecture.md), listening on 3001 by default. */
export const envSchema = defineServiceEnv(3001);
export type AuthEnv = z.output<typeof envSchema>;

/** The only place the service reads process.env; exits with one line per bad variable. */
export function loadServiceEnv(): AuthEnv {
  return loadEnv(envSchema);
}
