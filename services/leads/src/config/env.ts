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
  /**
   * How long an instant saved-search alert about a listing without a photo waits before it is sent: a listing created
   * already published is announced before the portal uploads its photos, and the first photo stored in this time is
   * in the e-mail (PropertyMainPhotoSet fills it into the alert, read when the e-mail is written).
   */
  SAVED_SEARCH_PHOTO_WAIT_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0, 'must not be negative').default(300_000),
});
export type LeadsEnv = z.output<typeof envSchema>;

/** The only place the service reads process.env; exits with one line per bad variable. */
export function loadServiceEnv(): LeadsEnv {
  return loadEnv(envSchema);
}
