import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';

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
  { name: 'register', method: 'POST', path: '/api/register', limit: 10, windowMs: 60 * 60_000 },
  { name: 'login', method: 'POST', path: '/api/login', limit: 30, windowMs: 10 * 60_000 },
  { name: 'schedule', method: 'POST', path: '/api/schedule-video-call', limit: 10, windowMs: 10 * 60_000 },
  { name: 'chat', method: 'GET', path: '/ws', limit: 30, windowMs: 60_000 },
];

export const RATE_LIMIT_MESSAGE = 'Ha realizado demasiadas solicitudes. Intente de nuevo en unos minutos.';

interface Window {
  startedAt: number;
  count: number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window counters per rule and address, in memory: each gateway instance counts what it sees (documented in
 * docs/architecture.md). Old windows are swept so the map stays small.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly sweeper: NodeJS.Timeout;

  private readonly rules: readonly RateLimitRule[];

  /** `scale` multiplies every limit (RATE_LIMIT_SCALE); 0 turns limiting off. */
  constructor(
    rules: readonly RateLimitRule[] = rateLimitRules,
    scale = 1,
    private readonly now: () => number = Date.now,
  ) {
    this.rules = scale === 0 ? [] : rules.map((rule) => ({ ...rule, limit: Math.max(1, Math.round(rule.limit * scale)) }));
    const longest = Math.max(60_000, ...this.rules.map((rule) => rule.windowMs));
    this.sweeper = setInterval(() => this.sweep(longest), 60_000);
    this.sweeper.unref();
  }

  check(method: string, requestPath: string, address: string): RateLimitVerdict {
    // Express routes `/api/leads/` like `/api/leads`: a trailing slash must not be a way around the limit.
    const pathname = requestPath.replace(/\/+$/, '') || '/';
    const rule = this.rules.find(
      (candidate) => candidate.method === method && (pathname === candidate.path || (candidate.path.endsWith('/') && pathname.startsWith(candidate.path))),
    );
    if (!rule) return { allowed: true };
    const key = `${rule.name}|${limitKeyOf(address)}`;
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= rule.windowMs) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= rule.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + rule.windowMs - now) / 1000)) };
  }

  stop(): void {
    clearInterval(this.sweeper);
    this.windows.clear();
  }

  private sweep(longestWindowMs: number): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (now - window.startedAt >= longestWindowMs) this.windows.delete(key);
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
