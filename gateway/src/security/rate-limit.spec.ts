import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { limitKeyOf, RateLimiter } from './rate-limit.js';

describe('RateLimiter', () => {
  const rules = [{ name: 'leads', method: 'POST', path: '/api/leads', limit: 2, windowMs: 60_000 }];
  const allowed = async (checks: Array<Promise<{ allowed: boolean }>>) => (await Promise.all(checks)).map((verdict) => verdict.allowed);

  // rate-limiter-flexible reads Date.now(): the window's end is moved by hand.
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('allows up to the limit per address, then refuses until the window ends', async () => {
    const limiter = new RateLimiter(rules, 1);
    expect((await limiter.check('POST', '/api/leads', 'a')).allowed).toBe(true);
    expect((await limiter.check('POST', '/api/leads', 'a')).allowed).toBe(true);
    expect(await limiter.check('POST', '/api/leads', 'a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await limiter.check('POST', '/api/leads', 'b')).allowed).toBe(true);
    jest.advanceTimersByTime(30_000);
    expect(await limiter.check('POST', '/api/leads', 'a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    jest.advanceTimersByTime(30_000);
    expect((await limiter.check('POST', '/api/leads', 'a')).allowed).toBe(true);
  });

  it('scales every limit, and turns limiting off at scale 0', async () => {
    const doubled = new RateLimiter(rules, 2);
    expect(await allowed(Array.from({ length: 5 }, () => doubled.check('POST', '/api/leads', 'a')))).toEqual([true, true, true, true, false]);
    const off = new RateLimiter(rules, 0);
    expect((await allowed(Array.from({ length: 50 }, () => off.check('POST', '/api/leads', 'a')))).every(Boolean)).toBe(true);
  });

  it('counts a trailing slash as the same path', async () => {
    const limiter = new RateLimiter(rules, 1);
    const verdicts = [];
    for (const path of ['/api/leads', '/api/leads/', '/api/leads//']) verdicts.push((await limiter.check('POST', path, 'a')).allowed);
    expect(verdicts).toEqual([true, true, false]);
  });

  it('counts IPv6 clients by their /64 and IPv4 by address', () => {
    expect(limitKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOf('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitKeyOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it('leaves other methods and paths alone', async () => {
    const limiter = new RateLimiter(rules, 1);
    for (let i = 0; i < 5; i += 1) {
      expect((await limiter.check('GET', '/api/leads', 'a')).allowed).toBe(true);
      expect((await limiter.check('POST', '/api/leads/other', 'a')).allowed).toBe(true);
    }
  });
});
