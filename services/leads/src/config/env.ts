import { defineServiceEnv, loadEnv, mailEnvShape, publicSiteUrlSchema } from '@prestigio/nest-common';
import { z } from 'zod';

/**
 * The leads service's variables: the common ones (docs/architecture.md), the e-mail queue's (agents are told of the
 * leads assigned to them), listening on 3003 by default.
 */
export const envSchema = defineServiceEnv(3003, {
  ...mailEnvShape,
  /** Where agents open the portal: e-mails link to `<url>/leads/<id>`. */
  PUBLIC_SITE_URL: publicSiteUrlSchema,
});
export type LeadsEnv = z.output<typeof envSchema>;

/** The only place the service reads process.env; exits with one line per bad variable. */
export function loadServiceEnv(): LeadsEnv {
  return loadEnv(envSchema);
}
