import { afterEach, describe, expect, it } from '@jest/globals';
import { startFakeUpstream, type EchoedRequest, type FakeUpstream } from './support/fake-upstream.js';
import { send, startTestGateway, unusedPortUrl, type RunningGateway } from './support/gateway-harness.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('gateway upstream pools', () => {
  let running: RunningGateway | undefined;
  let upstreams: FakeUpstream[] = [];

  afterEach(async () => {
    await running?.gateway.close();
    running = undefined;
    for (const upstream of upstreams) await upstream.stop().catch(() => undefined);
    upstreams = [];
  });

  async function upstream(name: string, options?: Parameters<typeof startFakeUpstream>[1]): Promise<FakeUpstream> {
    const started = await startFakeUpstream(name, options);
    upstreams.push(started);
    return started;
  }

  it('reuses kept-alive upstream connections instead of opening one per request', async () => {
    const replica = await upstream('properties');
    running = await startTestGateway({ upstreams: { properties: [replica.url] } });
    for (let i = 0; i < 20; i += 1) expect((await send(running.baseUrl, '/api/properties/search', { method: 'POST', body: '{}' })).status).toBe(200);
    expect(replica.connectionCount).toBe(1);
  });

  it('alternates between two replicas, round-robin', async () => {
    const [a, b] = [await upstream('a'), await upstream('b')];
    running = await startTestGateway({ upstreams: { properties: [a.url, b.url] } });
    const served: string[] = [];
    for (let i = 0; i < 6; i += 1) served.push((await send(running.baseUrl, '/api/properties')).json<EchoedRequest>().upstream);
    expect(served).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
  });

  it('skips a dead replica: every request is served by the live one', async () => {
    const live = await upstream('live');
    running = await startTestGateway({ upstreams: { leads: [await unusedPortUrl(), live.url] } });
    for (let i = 0; i < 5; i += 1) {
      const response = await send(running.baseUrl, '/api/leads');
      expect(response.status).toBe(200);
      expect(response.json<EchoedRequest>().upstream).toBe('live');
    }
  });

  it('retries a POST refused by a dead replica on the next one, body intact', async () => {
    const live = await upstream('live');
    running = await startTestGateway({ upstreams: { leads: [await unusedPortUrl(), live.url] } });
    const body = JSON.stringify({ name: 'Carlos Méndez', phone: '5512345678', message: 'y'.repeat(100_000) });
    // The first request goes to the dead replica first (round-robin starts there), so it must be retried.
    const response = await send(running.baseUrl, '/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(200);
    expect(response.json<EchoedRequest>().body).toBe(body);
    expect(live.requests).toHaveLength(1);
  });

  it('answers 502 JSON at once when the only replica is down, and serves again once it is back', async () => {
    const replica = await upstream('auth');
    running = await startTestGateway({ upstreams: { auth: [replica.url] }, tuning: { markDownMs: 200 } });
    expect((await send(running.baseUrl, '/api/user')).status).toBe(200);

    await replica.stop();
    const started = Date.now();
    const down = await send(running.baseUrl, '/api/user');
    expect(down.status).toBe(502);
    expect(down.json()).toEqual({ statusCode: 502, message: 'Servicio no disponible temporalmente' });
    // While marked down the gateway does not even try: still 502, immediately.
    expect((await send(running.baseUrl, '/api/user')).status).toBe(502);
    expect(Date.now() - started).toBeLessThan(400);

    await replica.restart();
    await sleep(250);
    const back = await send(running.baseUrl, '/api/user');
    expect(back.status).toBe(200);
    expect(back.json<EchoedRequest>().upstream).toBe('auth');
  });

  it('answers 504 JSON when a replica accepts the request but never answers', async () => {
    const slow = await upstream('slow', { hangOn: '/api/properties/slow' });
    running = await startTestGateway({ upstreams: { properties: [slow.url] }, tuning: { upstreamTimeoutMs: 300 } });
    const response = await send(running.baseUrl, '/api/properties/slow');
    expect(response.status).toBe(504);
    expect(response.json()).toEqual({ statusCode: 504, message: 'El servicio tardó demasiado en responder' });
    // A slow replica is not a dead one: the next request still goes to it.
    expect((await send(running.baseUrl, '/api/properties/fast')).status).toBe(200);
  });

  it('expands a host name to all its addresses (a scaled compose service) and balances over them', async () => {
    const first = await upstream('replica-1', { host: '127.0.0.1' });
    const second = await upstream('replica-2', { host: '127.0.0.2', port: first.port });
    const third = await upstream('replica-3', { host: '127.0.0.3', port: first.port });
    running = await startTestGateway({
      upstreams: { scheduling: [`http://scheduling:${first.port}`] },
      dependencies: {
        resolveAddresses: async (hostname) => (hostname === 'scheduling' ? ['127.0.0.1', '127.0.0.2', '127.0.0.3'] : []),
      },
    });
    expect(running.gateway.pools.scheduling.targets.map((target) => target.url)).toEqual([first.url, second.url, third.url]);
    const served = new Set<string>();
    for (let i = 0; i < 3; i += 1) served.add((await send(running.baseUrl, '/api/video-calls')).json<EchoedRequest>().upstream);
    expect(served).toEqual(new Set(['replica-1', 'replica-2', 'replica-3']));
  });

  it('answers 503 JSON when a host name resolves to no replica at all', async () => {
    running = await startTestGateway({
      upstreams: { scheduling: ['http://scheduling:3004'] },
      dependencies: { resolveAddresses: async () => [] },
    });
    const response = await send(running.baseUrl, '/api/schedule-video-call', { method: 'POST', body: '{}' });
    expect(response.status).toBe(503);
    expect(response.json()).toEqual({ statusCode: 503, message: 'Servicio no disponible temporalmente' });
  });

  it('on close, lets an in-flight request finish, then stops even with a kept-alive client connection', async () => {
    const slow = await upstream('slow', { hangOn: '/api/properties/slow' });
    running = await startTestGateway({ upstreams: { properties: [slow.url] }, tuning: { upstreamTimeoutMs: 300, shutdownGraceMs: 5_000 } });
    const { gateway, baseUrl } = running;
    running = undefined;
    // fetch keeps its connection alive after the answer: close() must not wait for the client to hang up.
    const inFlight = fetch(`${baseUrl}/api/properties/slow`);
    await sleep(50);
    const started = Date.now();
    await gateway.close();
    expect((await inFlight).status).toBe(504);
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(fetch(`${baseUrl}/api/properties/fast`)).rejects.toThrow();
  });
});
