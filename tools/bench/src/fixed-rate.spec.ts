import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runFixedRate } from './fixed-rate.js';

describe('runFixedRate', () => {
  let server: Server;
  let baseUrl: string;
  const arrivals: number[] = [];

  beforeAll(async () => {
    let answered = 0;
    server = createServer((req, res) => {
      arrivals.push(performance.now());
      req.resume();
      // Every other answer a cache hit; the 40th waits 300 ms (a stall).
      answered += 1;
      const stall = answered === 40 ? 300 : 0;
      setTimeout(() => res.writeHead(200, { 'x-cache': answered % 2 ? 'HIT' : 'MISS' }).end('{}'), stall);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('offers evenly spaced requests, not bursts, and times each from when it was due', async () => {
    const started = performance.now();
    const load = await runFixedRate({ baseUrl, method: 'POST', path: '/search', body: { a: 1 }, rate: 100, duration: 1, connections: 1 });
    expect(load.requests).toBe(100);
    expect(load.non2xx + load.errors + load.timeouts).toBe(0);
    expect(load.cacheHits).toBe(50);
    // On one connection, the stall delays the requests due behind it: their wait counts (coordinated omission).
    expect(load.max).toBeGreaterThanOrEqual(290);
    expect(load.p95).toBeGreaterThan(50);
    // Offered on schedule, not in a burst: the n-th request (in order, on one connection) never arrives before it was
    // due, n × 10 ms after the start. A late machine only makes them later (a timer's lateness is not asserted: on a
    // loaded CI runner the requests a late timer owes go out together, by design), while a burst arrives early.
    expect(arrivals).toHaveLength(100);
    const early = arrivals.map((time, index) => ({ index, early: started + index * 10 - time })).filter(({ early }) => early > 0);
    expect(early).toEqual([]);
  });
});
