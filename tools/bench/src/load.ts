// One load scenario through the gateway with autocannon, reduced to the numbers the results table shows.
import autocannon from 'autocannon';
import { percentile, type LoadSummary } from './format.js';

export interface LoadScenario {
  baseUrl: string;
  method?: 'GET' | 'POST';
  path?: string;
  /** Rotated through, one per request. */
  paths?: string[];
  body?: object;
  /** A body per request (the n-th request's), when each must differ: a contact request per visitor. */
  bodyOf?: (n: number) => object;
  headers?: Record<string, string>;
  /**
   * Requests per second from all connections together (autocannon's `overallRate`): a fixed offered load, whose
   * latencies autocannon corrects for coordinated omission. Without it, every connection sends as fast as it is
   * answered (saturation).
   */
  overallRate?: number;
  /** Seconds. */
  duration: number;
  connections: number;
}

export async function runLoad({
  baseUrl,
  method = 'GET',
  path = '/',
  paths,
  body,
  bodyOf,
  headers: extraHeaders = {},
  duration,
  connections,
  overallRate,
}: LoadScenario): Promise<LoadSummary> {
  const headers = { ...(body || bodyOf ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: '*/*' }), ...extraHeaders };
  let next = 0;
  let sent = 0;
  const varies = Boolean(paths?.length || bodyOf);
  // Every 2xx answer's own time (ms, fractional), as autocannon's latency histogram counts them: its percentiles stop
  // at p90, p97.5 and p99, and the goals are stated as p95.
  const latencies: number[] = [];
  // Answers marked `x-cache: HIT` by the gateway's cache of public answers (the headers come as [name, value, ...]).
  let cacheHits = 0;
  const countCacheHits = (client: { on(event: 'headers', listener: (response: { headers: string[] }) => void): void }) =>
    client.on('headers', ({ headers }) => {
      for (let index = 0; index < headers.length; index += 2) {
        if (headers[index]!.toLowerCase() === 'x-cache' && headers[index + 1] === 'HIT') cacheHits += 1;
      }
    });
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: new URL(path, baseUrl).toString(),
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
        connections,
        duration,
        // A slow answer is a result to report, not a failure: only give up on a request after 10 s.
        timeout: 10,
        setupClient: countCacheHits as never,
        ...(overallRate ? { overallRate } : {}),
        requests: varies
          ? [
              {
                setupRequest: (request) => ({
                  ...request,
                  ...(paths?.length ? { path: paths[next++ % paths.length]! } : {}),
                  ...(bodyOf ? { body: JSON.stringify(bodyOf(sent++)) } : {}),
                }),
              },
            ]
          : undefined,
      },
      (error: unknown, finished) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished)),
    );
    run.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p95: percentile(latencies, 95),
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    cacheHits,
    statusCodes: result.statusCodeStats ? Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count ?? 0])) : undefined,
  };
}
