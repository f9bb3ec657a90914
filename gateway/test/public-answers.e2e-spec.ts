import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { REQUEST_ID_HEADER, SESSION_COOKIE } from '@prestigio/contracts';
import { eventually } from '@prestigio/testing';
import { contentSecurityPolicy } from '../src/security/security-headers.js';
import { send, startTestGateway, type RunningGateway } from './support/gateway-harness.js';

/** A properties service that counts what reaches it and answers with a number that changes on every request. */
interface CountingCatalogue {
  url: string;
  seen: Array<{ method: string; url: string; body: string; requestId: string | undefined; ifNoneMatch: string | undefined; acceptEncoding: string | undefined }>;
  /** What the next answers' status is. */
  status: number;
  /** Delay before answering, ms. */
  delayMs: number;
  stop(): Promise<void>;
}

async function startCountingCatalogue(): Promise<CountingCatalogue> {
  const catalogue: Omit<CountingCatalogue, 'url' | 'stop'> = { seen: [], status: 200, delayMs: 0 };
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/health') return res.end('{"status":"ok"}');
      const requestId = req.headers[REQUEST_ID_HEADER] as string | undefined;
      catalogue.seen.push({ method: req.method!, url: req.url!, body: Buffer.concat(chunks).toString(), requestId, ifNoneMatch: req.headers['if-none-match'], acceptEncoding: req.headers['accept-encoding'] });
      const answer = JSON.stringify({ answer: catalogue.seen.length });
      setTimeout(() => {
        res.writeHead(catalogue.status, {
          'content-type': 'application/json; charset=utf-8',
          etag: `W/"${catalogue.seen.length}"`,
          [REQUEST_ID_HEADER]: requestId ?? 'none',
          'x-upstream-only': 'kept-out',
          'content-security-policy': "default-src *",
        });
        res.end(answer);
      }, catalogue.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return Object.assign(catalogue, {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

const search = (criteria: object, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(criteria),
});

describe('the gateway\'s short cache of anonymous public catalogue answers', () => {
  const TTL_MS = 300;
  let catalogue: CountingCatalogue;
  let running: RunningGateway;
  // Each test its own criteria, so no answer of another test is replayed.
  let testNumber = 0;
  let criteria: { operationType: string; location: string; page: number };

  beforeAll(async () => {
    catalogue = await startCountingCatalogue();
    running = await startTestGateway({ upstreams: { properties: [catalogue.url] }, tuning: { publicAnswerCacheMs: TTL_MS } });
  });

  afterAll(async () => {
    await running.gateway.close();
    await catalogue.stop();
  });

  beforeEach(() => {
    catalogue.status = 200;
    catalogue.delayMs = 0;
    catalogue.seen.length = 0;
    testNumber += 1;
    criteria = { operationType: 'comprar', location: 'polanco', page: testNumber };
  });

  it('replays a search for the same criteria in any key order, with this request\'s own id and the gateway\'s headers', async () => {
    const first = await send(running.baseUrl, '/api/properties/search', search(criteria, { [REQUEST_ID_HEADER]: 'first-request-0001' }));
    const reordered = Object.fromEntries(Object.entries(criteria).reverse());
    const second = await send(running.baseUrl, '/api/properties/search', search(reordered, { [REQUEST_ID_HEADER]: 'second-request-0002' }));

    expect(catalogue.seen).toHaveLength(1);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.status).toBe(200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.json()).toEqual({ answer: 1 });
    expect(second.headers[REQUEST_ID_HEADER]).toBe('second-request-0002');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers.etag).toBe('W/"1"');
    expect(second.headers['content-security-policy']).toBe(contentSecurityPolicy);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['x-upstream-only']).toBeUndefined();
    expect(Number(second.headers['content-length'])).toBe(second.body.length);
  });

  it('asks the service again once the answer is older than its time to live', async () => {
    await send(running.baseUrl, '/api/properties/search', search(criteria));
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 50));
    const later = await send(running.baseUrl, '/api/properties/search', search(criteria));
    expect(later.headers['x-cache']).toBe('MISS');
    expect(later.json()).toEqual({ answer: 2 });
    expect(catalogue.seen).toHaveLength(2);
  });

  it('answers from a kept answer past half its time while fetching it again, and never from one past its time', async () => {
    await send(running.baseUrl, '/api/properties/search', search(criteria));
    await new Promise((resolve) => setTimeout(resolve, TTL_MS * 0.6));
    // Past half its time: still this answer, at once, and the service is asked again behind it.
    const ahead = await send(running.baseUrl, '/api/properties/search', search(criteria));
    expect(ahead.headers['x-cache']).toBe('HIT');
    expect(ahead.json()).toEqual({ answer: 1 });
    await eventually(() => expect(catalogue.seen).toHaveLength(2));
    const refreshed = await send(running.baseUrl, '/api/properties/search', search(criteria));
    expect(refreshed.headers['x-cache']).toBe('HIT');
    expect(refreshed.json()).toEqual({ answer: 2 });
  });

  it('sends simultaneous identical searches to the service once', async () => {
    catalogue.delayMs = 100;
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(running.baseUrl, '/api/properties/search', search(criteria))));
    expect(catalogue.seen).toHaveLength(1);
    expect(answers.map((answer) => answer.json())).toEqual(Array(5).fill({ answer: 1 }));
    expect(answers.filter((answer) => answer.headers['x-cache'] === 'MISS')).toHaveLength(1);
  });

  it('keeps different criteria apart', async () => {
    await send(running.baseUrl, '/api/properties/search', search(criteria));
    const other = await send(running.baseUrl, '/api/properties/search', search({ ...criteria, location: 'condesa' }));
    expect(other.json()).toEqual({ answer: 2 });
    expect(catalogue.seen.map((request) => JSON.parse(request.body).location)).toEqual(['polanco', 'condesa']);
  });

  it('never answers a visitor with a session from the cache, nor keeps their answer', async () => {
    const cookie = `${SESSION_COOKIE}=agent-session-token`;
    await send(running.baseUrl, '/api/properties/search', search(criteria, { cookie }));
    const again = await send(running.baseUrl, '/api/properties/search', search(criteria, { cookie }));
    expect(again.headers['x-cache']).toBeUndefined();
    const anonymous = await send(running.baseUrl, '/api/properties/search', search(criteria));
    expect(anonymous.headers['x-cache']).toBe('MISS');
    expect(catalogue.seen).toHaveLength(3);
  });

  it('keeps no answer but a 200: a failure reaches the service again', async () => {
    catalogue.status = 503;
    const failed = await send(running.baseUrl, '/api/properties/search', search(criteria));
    expect(failed.status).toBe(503);
    catalogue.status = 200;
    const next = await send(running.baseUrl, '/api/properties/search', search(criteria));
    expect(next.status).toBe(200);
    expect(next.headers['x-cache']).toBe('MISS');
    expect(catalogue.seen).toHaveLength(2);
  });

  it('asks for the whole answer even when the first visitor sent a conditional request', async () => {
    const first = await send(running.baseUrl, '/api/properties/search', search(criteria, { 'if-none-match': 'W/"1"' }));
    expect(first.status).toBe(200);
    expect(catalogue.seen[0]!.ifNoneMatch).toBeUndefined();
  });

  it('asks for a plain answer whatever encodings the first visitor accepts: the kept one is replayed to all', async () => {
    const first = await send(running.baseUrl, '/api/properties/search', search(criteria, { 'accept-encoding': 'gzip, br' }));
    expect(first.status).toBe(200);
    expect(catalogue.seen[0]!.acceptEncoding).toBeUndefined();
    const replayed = await send(running.baseUrl, '/api/properties/search', search(criteria));
    expect(replayed.headers['x-cache']).toBe('HIT');
    expect(replayed.json()).toEqual({ answer: 1 });
  });

  it('replays featured listings and a listing\'s JSON, not the agents\' routes nor other reads', async () => {
    for (const path of ['/api/properties/featured', `/api/properties/casa-en-polanco-${testNumber}`]) {
      await send(running.baseUrl, path);
      expect((await send(running.baseUrl, path)).headers['x-cache']).toBe('HIT');
    }
    for (const path of ['/api/properties/manage', '/api/properties/photos/a/b/card.webp', `/api/properties/casa-${testNumber}/similar`]) {
      await send(running.baseUrl, path);
      expect((await send(running.baseUrl, path)).headers['x-cache']).toBeUndefined();
    }
    const favourites = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"ids":["a"]}' };
    await send(running.baseUrl, '/api/properties/favourites', favourites);
    expect((await send(running.baseUrl, '/api/properties/favourites', favourites)).headers['x-cache']).toBeUndefined();
    expect(catalogue.seen).toHaveLength(2 + 6 + 2);
  });

  it('forgets every answer when an agent changes a listing through it', async () => {
    await send(running.baseUrl, '/api/properties/search', search(criteria));
    await send(running.baseUrl, '/api/properties/manage/123/status', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{"status":"vendido"}' });
    const after = await send(running.baseUrl, '/api/properties/search', search(criteria));
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.json()).toEqual({ answer: 3 });
  });

  it('passes a body that is not JSON to the service, every time', async () => {
    const broken = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"operationType":' };
    await send(running.baseUrl, '/api/properties/search', broken);
    expect((await send(running.baseUrl, '/api/properties/search', broken)).headers['x-cache']).toBeUndefined();
    expect(catalogue.seen).toHaveLength(2);
  });
});
