import { defineServiceEnv, loadEnv, mailEnvShape, publicSiteUrlSchema } from '@prestigio/nest-common';
import { z } from 'zod';

const hour = z.coerce.number({ error: 'must be an hour from 0 to 23' }).int().min(0).max(23);

/** Comma-separated values, blanks ignored. */
const list = <T extends z.ZodType>(item: T) =>
  z.string().transform((value, context) => {
    const items = value.split(',').map((part) => part.trim()).filter(Boolean);
    const parsed = z.array(item).safeParse(items);
    if (!parsed.success) {
      context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'is not a valid list' });
      return z.NEVER;
    }
    return parsed.data;
  });

/**
 * The scheduling service's variables: the common ones (docs/architecture.md), the e-mail queue's, and the agency's
 * calendar. Hours are the first and last slot start in America/Mexico_City; days are ISO weekdays (1 Monday).
 */
export const envSchema = defineServiceEnv(3004, {
  ...mailEnvShape,
  SCHEDULING_OPEN_DAYS: list(z.coerce.number().int().min(1, 'days are 1 (Monday) to 7 (Sunday)').max(7, 'days are 1 (Monday) to 7 (Sunday)')).default([1, 2, 3, 4, 5]),
  SCHEDULING_FIRST_HOUR: hour.default(9),
  SCHEDULING_LAST_HOUR: hour.default(17),
  /** Holidays and other closed dates, YYYY-MM-DD. */
  SCHEDULING_CLOSED_DATES: list(z.iso.date({ error: 'dates must be YYYY-MM-DD' })).default([]),
  /** Each call gets a room `<base>/Prestigio<random>`: Jitsi Meet by default, or a self-hosted Jitsi. */
  MEETING_BASE_URL: z.url({ error: 'must be a URL' }).default('https://meet.jit.si'),
  /** Where visitors open the site: the manage link in e-mails is `<url>/videollamada/<token>`. */
  PUBLIC_SITE_URL: publicSiteUrlSchema,
});
export type SchedulingEnv = z.output<typeof envSchema>;

/** The only place the service reads process.env; exits with one line per bad variable. */
export function loadServiceEnv(): SchedulingEnv {
  return loadEnv(envSchema);
}
