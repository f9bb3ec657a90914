import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_NATS_NAMESPACE, DEVELOPMENT_IDENTITY_SECRET } from '@prestigio/contracts';
import { logLevels, type LogLevel } from '../logger.js';
import { DEVELOPMENT_ORIGINS } from '../security/origin-check.js';

export const upstreamNames = ['auth', 'properties', 'leads', 'scheduling', 'chat'] as const;
export type UpstreamName = (typeof upstreamNames)[number];

const upstreamEnvVars: Record<UpstreamName, { variable: string; defaultPort: number }> = {
  auth: { variable: 'AUTH_URL', defaultPort: 3001 },
  properties: { variable: 'PROPERTIES_URL', defaultPort: 3002 },
  leads: { variable: 'LEADS_URL', defaultPort: 3003 },
  scheduling: { variable: 'SCHEDULING_URL', defaultPort: 3004 },
  chat: { variable: 'CHAT_URL', defaultPort: 3005 },
};


/** Knobs that are not environment variables (the contract fixes those); tests shorten them. */
export interface GatewayTuning {
  /** A replica that does not accept the TCP connection within this time is marked down. */
  connectTimeoutMs: number;
  /** Upstream silence after which the client gets 504. */
  upstreamTimeoutMs: number;
  /** How long a refusing replica is skipped before it is tried again. */
  markDownMs: number;
  /** How often upstream host names are resolved again (docker compose scaling adds and removes replicas). */
  dnsRefreshMs: number;
  /** Timeout of each replica's /health probe. */
  healthTimeoutMs: number;
  /** After this long, shutdown cuts the connections that are still busy. */
  shutdownGraceMs: number;
  /** Keep-alive sockets per replica: enough for bursts, bounded so one slow replica cannot eat every descriptor. */
  maxSocketsPerTarget: number;
  /** A client must send a request's headers within this time (slow-header attacks). */
  headersTimeoutMs: number;
  /** A client must send a whole request, body included, within this time (an agent's 12 MB photo upload fits). */
  requestTimeoutMs: number;
  /**
   * Anonymous request bodies are read whole by the gateway before any replica is asked, within this time and up to
   * `anonymousBodyLimitBytes`: a client sending a byte every few seconds then holds a gateway socket, never a
   * replica's. Every public form is a few kilobytes of JSON.
   */
  anonymousBodyDeadlineMs: number;
  anonymousBodyLimitBytes: number;
  /** Requests one client address may have in flight at once (scaled by RATE_LIMIT_SCALE; 0 turns it off). */
  maxRequestsInFlightPerClient: number;
  /** WebSockets one client address may hold open at once (scaled likewise). */
  maxWebSocketsPerClient: number;
  /** WebSockets the gateway holds open at once, from everyone. */
  maxWebSockets: number;
  /**
   * How long an anonymous public catalogue answer (a search, featured listings, a listing's JSON) is replayed by the
   * gateway (upstreams/public-answers.ts); 0 turns it off.
   */
  publicAnswerCacheMs: number;
  /** How long a listing fetched for its page's server-rendered head is reused (static/property-pages.ts). */
  propertyPageCacheMs: number;
  /** How long a listing's page waits for the properties service before going out without the listing's head. */
  propertyPageTimeoutMs: number;
  /** How long a listing's page waits for the app's server render before going out with its plain block. */
  pageRenderTimeoutMs: number;
}

export const defaultTuning: GatewayTuning = {
  connectTimeoutMs: 2_000,
  upstreamTimeoutMs: 30_000,
  markDownMs: 5_000,
  dnsRefreshMs: 10_000,
  healthTimeoutMs: 2_000,
  shutdownGraceMs: 10_000,
  maxSocketsPerTarget: 256,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 120_000,
  anonymousBodyDeadlineMs: 10_000,
  anonymousBodyLimitBytes: 1024 * 1024,
  maxRequestsInFlightPerClient: 32,
  maxWebSocketsPerClient: 20,
  maxWebSockets: 20_000,
  publicAnswerCacheMs: 500,
  propertyPageCacheMs: 30_000,
  propertyPageTimeoutMs: 2_000,
  // The first render of a listing loads the page's code (about 0.3 s); later ones take a few milliseconds.
  pageRenderTimeoutMs: 3_000,
};

export interface GatewayConfig {
  host: string;
  port: number;
  /** Each upstream's base URLs, as configured (host names are resolved later, by the pool). */
  upstreams: Record<UpstreamName, string[]>;
  webDist: string;
  bodyLimitBytes: number;
  identitySecret: string;
  natsUrl: string;
  natsNamespace: string;
  /** Postgres holding the rate-limit counters every gateway replica shares (schema `gateway`). */
  databaseUrl: string;
  logLevel: LogLevel;
  nodeEnv: 'development' | 'production' | 'test';
  /**
   * Whether X-Forwarded-For/-Proto/-Host from the peer are believed (a TLS terminator in front of the gateway).
   * Off by default: the gateway is then the edge and sets those headers itself from the socket.
   */
  trustProxy: boolean;
  /** Origins besides the gateway's own allowed to make state-changing API calls and open WebSockets. */
  allowedOrigins: ReadonlySet<string>;
  /** Multiplies every per-address rate limit; 0 turns them off (the browser-test stack signs in many times). */
  rateLimitScale: number;
  /** The site's public address, without a trailing slash: canonical URLs and link previews of the pages. */
  publicSiteUrl: string;
  tuning: GatewayTuning;
}

/** The SPA build beside the gateway in the repository: <repo>/web/dist, from src/config or dist/config alike. */
export const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const byteUnits: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** `12mb`, `512kb`, `1048576` → bytes (binary units, as express's body parsers read them). */
export function parseByteSize(value: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value);
  if (!match) return null;
  const bytes = Math.floor(Number(match[1]) * byteUnits[(match[2] ?? 'b').toLowerCase()]!);
  return bytes > 0 ? bytes : null;
}

const baseUrlList = z
  .string()
  .transform((value, ctx) => {
    const urls = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
    if (urls.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'expected at least one base URL' });
      return z.NEVER;
    }
    for (const url of urls) {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        ctx.addIssue({ code: 'custom', message: `"${url}" is not a URL` });
        return z.NEVER;
      }
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        ctx.addIssue({ code: 'custom', message: `"${url}" must be http:// or https://` });
        return z.NEVER;
      }
    }
    return urls.map((url) => url.replace(/\/+$/, ''));
  });

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const upstreamShape = Object.fromEntries(
  upstreamNames.map((name) => {
    const { variable, defaultPort } = upstreamEnvVars[name];
    return [variable, baseUrlList.prefault(`http://127.0.0.1:${defaultPort}`)];
  }),
) as Record<string, z.ZodPrefault<typeof baseUrlList>>;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    ...upstreamShape,
    WEB_DIST: z.string().min(1).optional(),
    NATS_URL: z
      .string()
      .regex(/^(nats|tls|ws|wss):\/\/[^,\s]+(,\s*(nats|tls|ws|wss):\/\/[^,\s]+)*$/, 'expected one or more comma-separated nats:// URLs')
      .default('nats://127.0.0.1:4222'),
    NATS_NAMESPACE: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, "_" and "-" only')
      .default(DEFAULT_NATS_NAMESPACE),
    // The services' database: the shared rate-limit counters live in its `gateway` schema.
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\/.+/, 'expected a postgres:// URL').default('postgres://postgres@127.0.0.1:5432/prestigio'),
    IDENTITY_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    BODY_LIMIT: z
      .string()
      .default('12mb')
      .transform((value, ctx) => {
        const bytes = parseByteSize(value);
        if (bytes === null) {
          ctx.addIssue({ code: 'custom', message: 'expected a size such as 12mb, 512kb or 1048576' });
          return z.NEVER;
        }
        return bytes;
      }),
    LOG_LEVEL: z.enum(logLevels).default('log'),
    TRUST_PROXY: booleanFlag,
    RATE_LIMIT_SCALE: z.coerce.number().min(0, 'must be 0 or more').default(1),
    // How long anonymous public catalogue answers are replayed (upstreams/public-answers.ts); 0 turns the cache off.
    PUBLIC_ANSWER_CACHE_MS: z.coerce.number().int('must be whole milliseconds').min(0, 'must be 0 or more').max(1_000, 'must be at most 1000 (public reads lag a second at most)').default(defaultTuning.publicAnswerCacheMs),
    // The services' own rule (libs/nest-common publicSiteUrlSchema), which the gateway cannot import.
    PUBLIC_SITE_URL: z
      .url({ error: 'must be a URL' })
      .default('http://localhost:8080')
      .transform((url) => url.replace(/\/+$/, '')),
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((value) => value.split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean)),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.IDENTITY_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['IDENTITY_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    if (env.NODE_ENV === 'production' && env.IDENTITY_SECRET === DEVELOPMENT_IDENTITY_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['IDENTITY_SECRET'], message: 'must not be the public development value in production' });
    }
  });

export class InvalidEnvironmentError extends Error {
  override name = 'InvalidEnvironmentError';
}

/** Validates the environment once at boot; throws naming every bad variable. Nothing else reads process.env. */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  // Empty strings (`FOO=` in a compose file) mean "not set", so defaults apply.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'} ${issue.message}`);
    throw new InvalidEnvironmentError(`Invalid gateway environment: ${problems.join('; ')}`);
  }
  const values = parsed.data as z.infer<typeof envSchema> & Record<string, string[]>;
  const upstreams = Object.fromEntries(
    upstreamNames.map((name) => [name, values[upstreamEnvVars[name].variable]]),
  ) as Record<UpstreamName, string[]>;
  const webDist = values.WEB_DIST
    ? isAbsolute(values.WEB_DIST)
      ? values.WEB_DIST
      : resolve(values.WEB_DIST)
    : defaultWebDist;
  return {
    host: values.HOST,
    port: values.PORT,
    upstreams,
    webDist,
    bodyLimitBytes: values.BODY_LIMIT,
    identitySecret: values.IDENTITY_SECRET ?? DEVELOPMENT_IDENTITY_SECRET,
    natsUrl: values.NATS_URL,
    natsNamespace: values.NATS_NAMESPACE,
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    nodeEnv: values.NODE_ENV,
    trustProxy: values.TRUST_PROXY,
    allowedOrigins: new Set([...values.ALLOWED_ORIGINS, ...(values.NODE_ENV === 'production' ? [] : DEVELOPMENT_ORIGINS)]),
    rateLimitScale: values.RATE_LIMIT_SCALE,
    publicSiteUrl: values.PUBLIC_SITE_URL,
    tuning: { ...defaultTuning, publicAnswerCacheMs: values.PUBLIC_ANSWER_CACHE_MS },
  };
}
