import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** A limit on one kind of request per client address. */
export interface RateLimitRule {
  name: string;
  method: string;
  /** Exact path, or a prefix ending in `/`. */
  path: string;
  limit: number;
  windowMs: number;
}

/**
 * Requests anyone can make that write something or cost a lot, limited per client address: contact requests,
 * newsletter sign-ups, registrations, login attempts (auth also throttles failures per username), chat connections.
 */
export const rateLimitRules: readonly RateLimitRule[] = [
  { name: 'leads', method: 'POST', path: '/api/leads', limit: 5, windowMs: 10 * 60_000 },
  { name: 'newsletter', method: 'POST', path: '/api/newsletter', limit: 5, windowMs: 10 * 60_000 },
  { name: 'saved-searches', method: 'POST', path: '/api/saved-searches', limit: 5, windowMs: 10 * 60_000 },
  { name: 'register', method: 'POST', path: '/api/register', limit: 10, windowMs: 60 * 60_000 },
  { name: 'login', method: 'POST', path: '/api/login', limit: 30, windowMs: 10 * 60_000 },
  { name: 'schedule', method: 'POST', path: '/api/schedule-video-call', limit: 10, windowMs: 10 * 60_000 },
  { name: 'chat', method: 'GET', path: '/ws', limit: 30, windowMs: 60_000 },
];

export const RATE_LIMIT_MESSAGE = 'Ha realizado demasiadas solicitudes. Intente de nuevo en unos minutos.';

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Where a rule's counters live. In memory by default: each gateway instance counts what it sees (documented in
 * docs/architecture.md). A shared store (Redis, Postgres) is one rate-limiter-flexible class away: pass a factory that
 * builds, say, a RateLimiterRedis per rule, with an in-memory `insuranceLimiter` for when the store is down.
 */
export type LimiterFactory = (rule: RateLimitRule) => RateLimiterAbstract;

/** Fixed windows per address in this process (rate-limiter-flexible's memory store; idle counters expire). */
export const inMemoryLimiters: LimiterFactory = (rule) =>
  new RateLimiterMemory({ keyPrefix: rule.name, points: rule.limit, duration: rule.windowMs / 1000 });

/** The rules' counters per client address, kept by rate-limiter-flexible. */
export class RateLimiter {
  private readonly limited: ReadonlyArray<{ rule: RateLimitRule; limiter: RateLimiterAbstract }>;

  /** `scale` multiplies every limit (RATE_LIMIT_SCALE); 0 turns limiting off. */
  constructor(rules: readonly RateLimitRule[] = rateLimitRules, scale = 1, createLimiter: LimiterFactory = inMemoryLimiters) {
    const scaled = scale === 0 ? [] : rules.map((rule) => ({ ...rule, limit: Math.max(1, Math.round(rule.limit * scale)) }));
    this.limited = scaled.map((rule) => ({ rule, limiter: createLimiter(rule) }));
  }

  async check(method: string, requestPath: string, address: string): Promise<RateLimitVerdict> {
    // Express routes `/api/leads/` like `/api/leads`: a trailing slash must not be a way around the limit.
    const pathname = requestPath.replace(/\/+$/, '') || '/';
    const entry = this.limited.find(
      ({ rule }) => rule.method === method && (pathname === rule.path || (rule.path.endsWith('/') && pathname.startsWith(rule.path))),
    );
    if (!entry) return { allowed: true };
    try {
      await entry.limiter.consume(limitKeyOf(address));
      return { allowed: true };
    } catch (rejection) {
      // The library rejects with the counter's state when the limit is reached, and with an Error when its store fails.
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
  }
}

/** One IPv6 holder gets a whole /64, so IPv6 addresses are counted by that prefix. */
export function limitKeyOf(address: string): string {
  const plain = address.replace(/^::ffff:/i, '');
  if (isIPv6(plain)) return `${expandIPv6(plain).slice(0, 4).join(':')}::/64`;
  return plain;
}

function expandIPv6(address: string): string[] {
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  return [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
}

/** The address to count: the socket's peer, or behind a trusted proxy the address that proxy saw. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').map((entry) => entry.trim());
    const nearest = chain.filter(Boolean).at(-1);
    if (nearest) return nearest;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/** 127.0.0.0/8 and ::1 (also as IPv4-mapped): the machine itself. */
export function isLoopbackAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, '');
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}
