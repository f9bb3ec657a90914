// A fixed offered rate, as wrk2 offers it: request n is due at start + n / rate, whatever happened to the ones
// before, and its latency runs from when it was due (corrected for coordinated omission: a stalled server cannot
// lower its own figures by slowing the sender down). autocannon's `overallRate` instead lets each connection send its
// share as fast as it can at the start of every second, so "200 req/s" arrived as a burst of 200 requests each second.
import http from 'node:http';
import { percentile, type LoadSummary } from './format.js';

export interface FixedRateScenario {
  baseUrl: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
  /** Requests per second, evenly spaced. */
  rate: number;
  /** Seconds of sending. */
  duration: number;
  /** Connections at most (kept alive); a request due while all are busy waits for one, and that wait counts. */
  connections: number;
  /** A request unanswered after this long is a timeout. */
  timeoutMs?: number;
}

/** Offers `rate` requests a second for `duration` seconds, then waits for the answers (up to the timeout). */
export async function runFixedRate({ baseUrl, method, path, body, rate, duration, connections, timeoutMs = 10_000 }: FixedRateScenario): Promise<LoadSummary> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(path, baseUrl);
  const payload = body ? JSON.stringify(body) : undefined;
  const headers = payload ? { 'content-type': 'application/json', accept: 'application/json', 'content-length': Buffer.byteLength(payload) } : { accept: '*/*' };
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  let timeouts = 0;
  let cacheHits = 0;
  const inFlight = new Set<Promise<void>>();

  const send = (due: number) => {
    const done = new Promise<void>((resolve) => {
      const request = http.request(url, { method, headers, agent }, (response) => {
        response.resume();
        response.once('end', () => {
          const status = response.statusCode ?? 0;
          statusCodes[status] = (statusCodes[status] ?? 0) + 1;
          if (status >= 200 && status < 300) latencies.push(performance.now() - due);
          if (response.headers['x-cache'] === 'HIT') cacheHits += 1;
          resolve();
        });
        response.once('error', () => {
          errors += 1;
          resolve();
        });
      });
      let timedOut = false;
      request.setTimeout(timeoutMs, () => {
        timedOut = true;
        timeouts += 1;
        request.destroy();
      });
      request.once('error', () => {
        if (!timedOut) errors += 1;
        resolve();
      });
      request.end(payload);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  const interval = 1000 / rate;
  const total = Math.round(rate * duration);
  const start = performance.now();
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Every request due by now goes out (a late timer sends the ones it owes at once, each timed from its due time).
    while (sent < total && start + sent * interval <= now) send(start + sent++ * interval);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + sent * interval - performance.now())));
  }
  const sentFor = (performance.now() - start) / 1000;
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const answered = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  const non2xx = Object.entries(statusCodes).reduce((sum, [status, count]) => sum + (Number(status) >= 200 && Number(status) < 300 ? 0 : count), 0);
  return {
    requests: answered,
    // What was offered and answered, over the time it was offered.
    requestsPerSecond: answered / Math.max(sentFor, duration),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p97_5: percentile(latencies, 97.5),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    errors,
    timeouts,
    non2xx,
    cacheHits,
    statusCodes,
  };
}
