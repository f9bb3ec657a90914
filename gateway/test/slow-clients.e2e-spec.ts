// What one hostile address can take from everyone else: slow bodies, many requests at once, many WebSockets, and a
// look at the internal addresses behind /health. Clients on 127.0.0.2 stand for "another visitor" (Linux answers the
// whole 127.0.0.0/8 on loopback).
import { afterEach, describe, expect, it } from '@jest/globals';
import type { Identity } from '@prestigio/contracts';
import { Agent, request, type ClientRequest } from 'node:http';
import WebSocket from 'ws';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.js';
import { send, startTestGateway, type RunningGateway, type TestGatewayOptions } from './support/gateway-harness.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const agentIdentity: Identity = { userId: '00000000-0000-4000-8000-000000000001', role: 'agent', status: 'active' };
const adminIdentity: Identity = { userId: '00000000-0000-4000-8000-000000000002', role: 'admin', status: 'active' };

describe('gateway under slow and greedy clients', () => {
  let running: RunningGateway | undefined;
  let upstream: FakeUpstream | undefined;
  const openRequests: ClientRequest[] = [];
  const openSockets: WebSocket[] = [];

  afterEach(async () => {
    for (const req of openRequests.splice(0)) req.destroy();
    for (const socket of openSockets.splice(0)) socket.terminate();
    await running?.gateway.close();
    running = undefined;
    await upstream?.stop();
    upstream = undefined;
  });

  async function start(options: Partial<TestGatewayOptions> = {}): Promise<RunningGateway> {
    upstream = await startFakeUpstream('properties');
    running = await startTestGateway({
      upstreams: { properties: [upstream.url], chat: [upstream.url] },
      rateLimitScale: 1,
      ...options,
      tuning: { maxSocketsPerTarget: 8, anonymousBodyDeadlineMs: 3_000, upstreamTimeoutMs: 5_000, ...options.tuning },
    });
    return running;
  }

  /** A POST that announces `length` bytes and sends one every `intervalMs`; resolves with its status, if any. */
  function slowPost(path: string, length: number, intervalMs: number, headers: Record<string, string> = {}): Promise<number | null> {
    return new Promise((resolve) => {
      const req = request(
        { host: '127.0.0.1', port: running!.port, path, method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': length, ...headers } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? null);
        },
      );
      openRequests.push(req);
      req.on('error', () => resolve(null));
      req.flushHeaders();
      let sent = 0;
      const timer = setInterval(() => {
        if (req.destroyed || sent >= length) return clearInterval(timer);
        req.write(' ');
        sent += 1;
      }, intervalMs);
      req.on('close', () => clearInterval(timer));
    });
  }

  /** A search from another address, timed (each page its own, so the gateway's short cache never answers it). */
  function searchFromOtherAddress(agent: Agent, page: number): Promise<{ status: number; ms: number }> {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: running!.port, path: '/api/properties/search', method: 'POST', localAddress: '127.0.0.2', agent, headers: { 'content-type': 'application/json' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, ms: performance.now() - started }));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ operationType: 'comprar', page }));
    });
  }

  it('keeps serving other visitors while 300 slow bodies come from one address', async () => {
    await start();
    const slow = Array.from({ length: 300 }, () => slowPost('/api/properties/search', 200, 1_000));
    await sleep(500);

    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const timings: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const result = await searchFromOtherAddress(agent, i + 1);
      expect(result.status).toBe(200);
      timings.push(result.ms);
    }
    agent.destroy();
    timings.sort((a, b) => a - b);
    // Stalled, these would wait for the upstream timeout (5 s here, 30 s in production); the target is far below.
    expect(timings[Math.floor(timings.length * 0.99)]).toBeLessThan(500);

    const statuses = await Promise.all(slow);
    // The address had its share in flight (32), the rest were refused at once; the slow ones ran out of time.
    expect(statuses.filter((status) => status === 429).length).toBe(300 - 32);
    expect(statuses.filter((status) => status === 408).length).toBe(32);
    // None of the slow bodies ever reached the replica: they held gateway sockets only.
    expect(upstream!.requests.filter((seen) => seen.headers['x-real-ip'] === '127.0.0.1')).toHaveLength(0);
    expect(upstream!.requests.length).toBeGreaterThanOrEqual(100);
  }, 30_000);

  it('answers a slow anonymous body with 408 in Spanish, and refuses one that grows past the public limit', async () => {
    await start({ tuning: { anonymousBodyDeadlineMs: 1_000, anonymousBodyLimitBytes: 1_024 } });
    expect(await slowPost('/api/properties/search', 50, 200)).toBe(408);

    const tooBig = await send(running!.baseUrl, '/api/properties/search', { method: 'POST', body: 'x'.repeat(5_000), chunked: true });
    expect(tooBig.status).toBe(413);
    expect(tooBig.json()).toEqual({ statusCode: 413, message: 'La solicitud es demasiado grande' });
    expect(upstream!.requests).toHaveLength(0);

    const slowResponse = await new Promise<string>((resolve) => {
      const req = request(
        { host: '127.0.0.1', port: running!.port, path: '/api/properties/search', method: 'POST', agent: false, headers: { 'content-length': 10 } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          res.on('end', () => resolve(text));
        },
      );
      openRequests.push(req);
      req.flushHeaders();
    });
    expect(JSON.parse(slowResponse)).toEqual({ statusCode: 408, message: 'La solicitud tardó demasiado en llegar. Intente de nuevo.' });
  }, 15_000);

  it('streams a signed-in agent\'s large upload to the replica, beyond the anonymous limit', async () => {
    await start({
      tuning: { anonymousBodyLimitBytes: 1_024 },
      dependencies: { resolveIdentity: async (req) => (req.headers.cookie === 'sid=agent' ? agentIdentity : null) },
    });
    const body = 'y'.repeat(200_000);
    const response = await send(running!.baseUrl, '/api/properties/manage', { method: 'POST', headers: { cookie: 'sid=agent' }, body });
    expect(response.status).toBe(200);
    expect(upstream!.requests.at(-1)!.body).toBe(body);
  });

  it('lets one address hold only its share of WebSockets, and gives a place back when one closes', async () => {
    await start({ tuning: { maxWebSocketsPerClient: 2 } });
    const url = `ws://127.0.0.1:${running!.port}/ws`;
    const open = (localAddress = '127.0.0.1') =>
      new Promise<{ socket: WebSocket; status: number }>((resolve) => {
        const socket = new WebSocket(url, { localAddress });
        openSockets.push(socket);
        socket.once('open', () => resolve({ socket, status: 101 }));
        socket.once('unexpected-response', (_req, res) => resolve({ socket, status: res.statusCode ?? 0 }));
        socket.once('error', () => resolve({ socket, status: 0 }));
      });
    const first = await open();
    expect(first.status).toBe(101);
    expect((await open()).status).toBe(101);
    expect((await open()).status).toBe(429);
    expect((await open('127.0.0.2')).status).toBe(101);
    first.socket.close();
    await sleep(200);
    expect((await open()).status).toBe(101);
  });

  it('tells strangers only whether it is up; the machine itself and admins see the replicas', async () => {
    await start({
      trustProxy: true,
      dependencies: { resolveIdentity: async (req) => (req.headers.cookie === 'sid=admin' ? adminIdentity : req.headers.cookie === 'sid=agent' ? agentIdentity : null) },
    });
    const fromOutside = { 'x-forwarded-for': '203.0.113.9' };
    const stranger = await send(running!.baseUrl, '/health', { headers: fromOutside });
    expect(Object.keys(stranger.json() as object)).toEqual(['status']);
    expect(stranger.text).not.toContain('127.0.0.1');
    const agent = await send(running!.baseUrl, '/health', { headers: { ...fromOutside, cookie: 'sid=agent' } });
    expect(Object.keys(agent.json() as object)).toEqual(['status']);
    const admin = await send(running!.baseUrl, '/health', { headers: { ...fromOutside, cookie: 'sid=admin' } });
    expect(admin.json()).toHaveProperty('upstreams');
    const local = await send(running!.baseUrl, '/health');
    expect(local.json()).toHaveProperty('upstreams');
  });
});
