import { z } from 'zod';

const positiveMs = z.coerce.number({ error: 'must be a number of milliseconds' }).int().positive('must be positive');

/**
 * The variables of a service that sends e-mail; spread into `defineServiceEnv(port, { ...mailEnvShape })`.
 * The SMTP default is the local catcher `npm start` runs (and MailDev's port under docker compose).
 */
export const mailEnvShape = {
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3, 'must be an address such as "Prestigio <citas@prestigio.mx>"').default('Prestigio Inmobiliaria <citas@prestigio.mx>'),
  /** How often the sender looks for due messages. */
  MAIL_POLL_INTERVAL_MS: positiveMs.default(2_000),
  /** Wait after the first failed attempt; doubled after each further failure, up to MAIL_RETRY_MAX_MS. */
  MAIL_RETRY_BASE_MS: positiveMs.default(30_000),
  MAIL_RETRY_MAX_MS: positiveMs.default(3_600_000),
};

export interface MailEnv {
  SMTP_URL: string;
  MAIL_FROM: string;
  MAIL_POLL_INTERVAL_MS: number;
  MAIL_RETRY_BASE_MS: number;
  MAIL_RETRY_MAX_MS: number;
}
