// One load scenario through the gateway with autocannon, reduced to the numbers the results table shows.
import autocannon from 'autocannon';
import type { LoadSummary } from './format.js';

export interface LoadScenario {
  baseUrl: string;
  method?: 'GET' | 'POST';
  path?: string;
  /** Rotated through, one per request. */
  paths?: string[];
  body?: object;
  headers?: Record<string, string>;
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
  headers: extraHeaders = {},
  duration,
  connections,
}: LoadScenario): Promise<LoadSummary> {
  const headers = { ...(body ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: '*/*' }), ...extraHeaders };
  let next = 0;
  const result = await autocannon({
    url: new URL(path, baseUrl).toString(),
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
    connections,
    duration,
    // A slow answer is a result to report, not a failure: only give up on a request after 10 s.
    timeout: 10,
    requests: paths?.length ? [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }] : undefined,
  });
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
