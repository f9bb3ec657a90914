import { z } from 'zod';
import { DEFAULT_NATS_NAMESPACE, DEVELOPMENT_IDENTITY_SECRET } from '@prestigio/contracts';


export const logLevels = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
export type LogLevelName = (typeof logLevels)[number];

export const portSchema = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const booleanFlagSchema = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/** The variables every service shares (docs/architecture.md). PORT has no default here: each service sets its own. */
/** The site's public address, for links in e-mails and the sitemap; kept without a trailing slash. */
export const publicSiteUrlSchema = z
  .url({ error: 'must be a URL' })
  .default('http://localhost:8080')
  .transform((url) => url.replace(/\/+$/, ''));

export const baseEnvSchema = z.object({
  PORT: portSchema,
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL')
    .default('postgres://postgres@127.0.0.1:5432/prestigio'),
  /**
   * A streaming replica of DATABASE_URL's server. When set, reads that tolerate a second of lag (the public catalogue)
   * go there while it is within a second of the primary; unset, everything reads the primary.
   */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL')
    .optional(),
  NATS_URL: z
    .string()
    .regex(/^(nats|tls):\/\/[^,\s]+(,\s*(nats|tls):\/\/[^,\s]+)*$/, 'must be one or more comma-separated nats:// URLs')
    .default('nats://127.0.0.1:4222'),
  // 3 on a three-node JetStream cluster (the compose `ha` profile, Kubernetes), so a stream survives losing a node.
  NATS_STREAM_REPLICAS: z.coerce
    .number({ error: 'must be a number of replicas' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 5')
    .max(5, 'must be between 1 and 5')
    .default(1),
  // A subject token and part of the stream name, so no dots, spaces or wildcards.
  NATS_NAMESPACE: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must contain only letters, digits, "_" or "-"')
    .default(DEFAULT_NATS_NAMESPACE),
  // Optional here; filled with the development value (or demanded in production) by defineServiceEnv.
  IDENTITY_SECRET: z.string().min(16, 'must be at least 16 characters long').optional(),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('log'),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  SEED_DEMO_DATA: booleanFlagSchema.default(false),
});

type BaseShape = typeof baseEnvSchema.shape;
type SecretFields = Pick<z.infer<typeof baseEnvSchema>, 'NODE_ENV' | 'IDENTITY_SECRET'>;

/**
 * The env schema of one service: the common variables, PORT defaulting to the service's port, and the service's own
 * variables. In production IDENTITY_SECRET must be set explicitly; elsewhere it falls back to a development value.
 */
export function defineServiceEnv<Extra extends z.ZodRawShape = Record<never, never>>(defaultPort: number, extra?: Extra) {
  return baseEnvSchema
    .extend({ PORT: portSchema.default(defaultPort), ...(extra ?? ({} as Extra)) })
    .superRefine((env, context) => {
      const { NODE_ENV, IDENTITY_SECRET } = env as unknown as SecretFields;
      if (NODE_ENV === 'production' && !IDENTITY_SECRET) {
        context.addIssue({ code: 'custom', path: ['IDENTITY_SECRET'], message: 'is required when NODE_ENV=production' });
      }
      if (NODE_ENV === 'production' && IDENTITY_SECRET === DEVELOPMENT_IDENTITY_SECRET) {
        context.addIssue({ code: 'custom', path: ['IDENTITY_SECRET'], message: 'must not be the public development value in production' });
      }
    })
    .transform((env) => ({
      ...env,
      IDENTITY_SECRET: (env as unknown as SecretFields).IDENTITY_SECRET ?? DEVELOPMENT_IDENTITY_SECRET,
    }));
}

/** What every service's env contains after validation, whatever it adds. */
export type BaseEnv = Omit<z.infer<z.ZodObject<BaseShape>>, 'IDENTITY_SECRET'> & { IDENTITY_SECRET: string };

export type EnvSource = Record<string, string | undefined>;

export type EnvParseResult<T> = { ok: true; env: T } | { ok: false, problems: string[] };

/** Validates a set of variables; on failure returns one readable line per bad variable. */
export function parseEnv<Schema extends z.ZodType>(schema: Schema, source: EnvSource): EnvParseResult<z.output<Schema>> {
  // `FOO=` (an empty value in a compose or .env file) means "not set", so the default applies, as in the gateway.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(present);
  if (result.success) return { ok: true, env: result.data };
  const problems = new Map<string, string>();
  for (const issue of result.error.issues) {
    const variable = issue.path.length > 0 ? issue.path.join('.') : '(environment)';
    if (!problems.has(variable)) problems.set(variable, describeIssue(issue, source[variable]));
  }
  return { ok: false, problems: [...problems].map(([variable, message]) => `Invalid environment variable ${variable}: ${message}`) };
}

function describeIssue(issue: z.core.$ZodIssue, value: string | undefined): string {
  if (value === undefined && issue.code === 'invalid_type') return 'is required';
  return issue.message;
}

export interface LoadEnvOptions {
  source?: EnvSource;
  /** Where the problem lines go; standard error by default (the logger is not configured yet at this point). */
  report?: (line: string) => void;
  exit?: (code: number) => never;
}

/**
 * Reads and validates the process environment once at boot. Fails fast: prints one line per bad variable and exits
 * with code 1, so a misconfigured service never half-starts.
 */
export function loadEnv<Schema extends z.ZodType>(schema: Schema, options: LoadEnvOptions = {}): z.output<Schema> {
  const {
    source = process.env,
    report = (line: string) => process.stderr.write(`${line}\n`),
    exit = (code: number) => process.exit(code),
  } = options;
  const result = parseEnv(schema, source);
  if (result.ok) return result.env;
  for (const line of result.problems) report(line);
  return exit(1);
}
