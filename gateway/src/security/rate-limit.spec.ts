import { describe, expect, it } from '@jest/globals';
import { limitKeyOf, RateLimiter } from './rate-limit.js';

describe('RateLimiter', () => {
  const rules = [{ name: 'leads', method: 'POST', path: '/api/leads', limit: 2, windowMs: 60_000 }];

  it('allows up to the limit per address, then refuses until the window ends', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(rules, 1, () => now);
    expect(limiter.check('POST', '/api/leads', 'a').allowed).toBe(true);
    expect(limiter.check('POST', '/api/leads', 'a').allowed).toBe(true);
    expect(limiter.check('POST', '/api/leads', 'a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.check('POST', '/api/leads', 'b').allowed).toBe(true);
    now += 30_000;
    expect(limiter.check('POST', '/api/leads', 'a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    now += 30_000;
    expect(limiter.check('POST', '/api/leads', 'a').allowed).toBe(true);
    limiter.stop();
  });

  it('scales every limit, and turns limiting off at scale 0', () => {
    const doubled = new RateLimiter(rules, 2, () => 0);
    const verdicts = Array.from({ length: 5 }, () => doubled.check('POST', '/api/leads', 'a').allowed);
    expect(verdicts).toEqual([true, true, true, true, false]);
    const off = new RateLimiter(rules, 0, () => 0);
    expect(Array.from({ length: 50 }, () => off.check('POST', '/api/leads', 'a').allowed).every(Boolean)).toBe(true);
    doubled.stop();
    off.stop();
  });

  it('counts a trailing slash as the same path', () => {
    const limiter = new RateLimiter(rules, 1, () => 0);
    expect([limiter.check('POST', '/api/leads', 'a'), limiter.check('POST', '/api/leads/', 'a'), limiter.check('POST', '/api/leads//', 'a')].map((v) => v.allowed)).toEqual([true, true, false]);
    limiter.stop();
  });

  it('counts IPv6 clients by their /64 and IPv4 by address', () => {
    expect(limitKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOf('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitKeyOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it('leaves other methods and paths alone', () => {
    const limiter = new RateLimiter(rules, 1, () => 0);
    for (let i = 0; i < 5; i += 1) {
      expect(limiter.check('GET', '/api/leads', 'a').allowed).toBe(true);
      expect(limiter.check('POST', '/api/leads/other', 'a').allowed).toBe(true);
    }
    limiter.stop();
  });
});
