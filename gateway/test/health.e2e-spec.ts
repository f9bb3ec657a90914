import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gatewayHealthSchema, type GatewayHealth } from '@prestigio/contracts';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.js';
import { send, startTestGateway, type RunningGateway } from './support/gateway-harness.js';

describe('gateway /health', () => {
  const upstreams: FakeUpstream[] = [];
  let leadsHealthStatus = 200;
  let running: RunningGateway;

  beforeAll(async () => {
    const start = async (name: string, options?: Parameters<typeof startFakeUpstream>[1]) => {
      const upstream = await startFakeUpstream(name, options);
      upstreams.push(upstream);
      return upstream;
    };
    const [auth, properties, leads, scheduling, chatA, chatB] = [
      await start('auth'),
      await start('properties'),
      await start('leads', { healthStatus: () => leadsHealthStatus }),
      await start('scheduling'),
      await start('chat'),
      await start('chat'),
    ];
    running = await startTestGateway({
      upstreams: {
        auth: [auth!.url],
        properties: [properties!.url],
        leads: [leads!.url],
        scheduling: [scheduling!.url],
        chat: [chatA!.url, chatB!.url],
      },
    });
  });

  afterAll(async () => {
    await running.gateway.close();
    for (const upstream of upstreams) await upstream.stop().catch(() => undefined);
  });

  it('reports every replica of every upstream, 200 when all are up', async () => {
    const response = await send(running.baseUrl, '/health');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const health = gatewayHealthSchema.parse(response.json()) as GatewayHealth;
    expect(health.status).toBe('ok');
    expect(Object.keys(health.upstreams).sort()).toEqual(['auth', 'chat', 'leads', 'properties', 'scheduling']);
    expect(health.upstreams.chat!.map((replica) => replica.url)).toEqual([upstreams[4]!.url, upstreams[5]!.url]);
    expect(health.upstreams.auth![0]).toEqual({ url: upstreams[0]!.url, status: 'up', health: expect.objectContaining({ service: 'auth', status: 'ok' }) });
  });

  it('answers 503 degraded when a replica reports an error, and names it', async () => {
    leadsHealthStatus = 503;
    try {
      const response = await send(running.baseUrl, '/health');
      expect(response.status).toBe(503);
      const health = gatewayHealthSchema.parse(response.json());
      expect(health.status).toBe('degraded');
      expect(health.upstreams.leads![0]).toMatchObject({ status: 'down', health: { status: 'error' } });
      expect(health.upstreams.auth![0]!.status).toBe('up');
    } finally {
      leadsHealthStatus = 200;
    }
  });

  it('answers 503 with the replica down when it does not answer at all', async () => {
    const chatB = upstreams[5]!;
    await chatB.stop();
    const response = await send(running.baseUrl, '/health');
    expect(response.status).toBe(503);
    const health = gatewayHealthSchema.parse(response.json());
    expect(health.upstreams.chat).toEqual([
      expect.objectContaining({ url: upstreams[4]!.url, status: 'up' }),
      { url: chatB.url, status: 'down' },
    ]);
  });
});
