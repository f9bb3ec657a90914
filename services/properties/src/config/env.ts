import { defineServiceEnv, loadEnv } from '@prestigio/nest-common';
import type { z } from 'zod';

/** The properties service's variables: the common ones (docs/architecture.md), listening on 3002 by default. */
export const envSchema = defineServiceEnv(3002);
export type PropertiesEnv = z.output<typeof envSchema>;

/** The only place the service reads process.env; exits with one line per bad variable. */
export function loadServiceEnv(): PropertiesEnv {
  return loadEnv(envSchema);
}
