import { resolve } from 'node:path';
import { defineServiceEnv, loadEnv, publicSiteUrlSchema } from '@prestigio/nest-common';
import { z } from 'zod';

/** The properties service's variables: the common ones (docs/architecture.md), listening on 3002 by default. */
export const envSchema = defineServiceEnv(3002, {
  /** Where uploaded photos are written (a volume under docker compose). Relative paths resolve from the cwd. */
  PHOTOS_DIR: z
    .string()
    .min(1, 'must not be empty')
    .default('.data/photos')
    .transform((path) => resolve(path)),
  /** The site's public address: the sitemap and robots.txt give absolute links. */
  PUBLIC_SITE_URL: publicSiteUrlSchema,
});
export type PropertiesEnv = z.output<typeof envSchema>;

/** The only place the service reads process.env; exits with one line per bad variable. */
export function loadServiceEnv(): PropertiesEnv {
  return loadEnv(envSchema);
}
