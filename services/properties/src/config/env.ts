import { resolve } from 'node:path';
import { defineServiceEnv, loadEnv } from '@prestigio/nest-common';
import { z } from 'zod';

/** The properties service's variables: the common ones (docs/architecture.md), listening on 3002 by default. */
export const envSchema = defineServiceEnv(3002, {
  /** Where uploaded photos are written (a volume under docker compose). Relative paths resolve from the cwd. */
  PHOTOS_DIR: z
    .string()
    .min(1, 'must not be empty')
    .default('.data/photos')
    .transform((path) => resolve(path)),
});
export type PropertiesEnv = z.output<typeof envSchema>;

/** The only place the service reads process.env; exits with one line per bad variable. */
export function loadServiceEnv(): PropertiesEnv {
  return loadEnv(envSchema);
}
