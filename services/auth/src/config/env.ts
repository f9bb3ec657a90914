import { defineServiceEnv, loadEnv, mailEnvShape, publicSiteUrlSchema } from '@prestigio/nest-common';
import { z } from 'zod';

const minutes = z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive');

/** The auth service's variables: the common ones (docs/architecture.md), listening on 3001 by default, and its own. */
export const envSchema = defineServiceEnv(3001, {
  /** Administrators are told of registrations waiting for them, agents of their approval. */
  ...mailEnvShape,
  /** Where the e-mails send people: `<url>/users`, `<url>/auth`. */
  PUBLIC_SITE_URL: publicSiteUrlSchema,
  /** The first admin, created at start when both are set (never overwritten afterwards). */
  ADMIN_USERNAME: z.string().trim().min(3, 'must be at least 3 characters long').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters long').optional(),
  ADMIN_EMAIL: z.email('must be an email address').default('admin@prestigio.mx'),
  ADMIN_FULL_NAME: z.string().trim().min(3).default('Administración Prestigio'),
  /** `approval`: new registrations wait for an admin; `open`: they are active at once. */
  REGISTRATION_MODE: z.enum(['approval', 'open'], { error: 'must be approval or open' }).default('approval'),
  SESSION_IDLE_TTL_MINUTES: minutes.default(8 * 60),
  SESSION_ABSOLUTE_TTL_HOURS: minutes.default(7 * 24),
  /** scrypt cost as log2(N); 17 is OWASP's recommendation. Tests may lower it for speed, never below 14. */
  PASSWORD_SCRYPT_LOG_N: z.coerce.number().int().min(14, 'must be at least 14').max(20, 'must be at most 20').default(17),
  /** Password of the demo agents seeded with SEED_DEMO_DATA=true. */
  DEMO_AGENT_PASSWORD: z.string().min(8, 'must be at least 8 characters long').default('Agente2026!'),
});
export type AuthEnv = z.output<typeof envSchema>;

/** The only place the service reads process.env; exits with one line per bad variable. */
export function loadServiceEnv(): AuthEnv {
  return loadEnv(envSchema);
}
