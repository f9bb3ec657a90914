import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { WebSocket } from 'ws';
import { IDENTITY_HEADER, type Identity } from '@prestigio/contracts';
import { verifyIdentity } from '@prestigio/contracts/identity-token';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.js';
import { startTestGateway, TEST_IDENTITY_SECRET, unusedPortUrl, type RunningGateway } from './support/gateway-harness.js';

const admin: Identity = { userId: 'admin-1', role: 'admin', status: 'active' };

function open(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

function nextMessage(socket: WebSocket): Promise<string> {
  return new Promise((resolve) => socket.once('message', (data) => resolve(data.toString())));
}

function closed(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => socket.once('close', (code) => resolve(code)));
}

/** The HTTP answer to an upgrade the gateway refused. */
function refusedUpgrade(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => reject(new Error('the upgrade was accepted')));
    socket.once('error', () => undefined);
    socket.once('unexpected-response', (_req, res: IncomingMessage) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
  });
}

describe('gateway WebSocket upgrades', () => {
  let chat: FakeUpstream;
  let running: RunningGateway;
  let wsBase: string;

  beforeAll(async () => {
    chat = await startFakeUpstream('chat');
    running = await startTestGateway({
      upstreams: { chat: [chat.url] },
      dependencies: { resolveIdentity: async (req) => (req.headers.cookie === 'sid=admin' ? admin : null) },
    });
    wsBase = `ws://127.0.0.1:${running.port}`;
  });

  afterAll(async () => {
    await running.gateway.close();
    await chat.stop();
  });

  it('carries messages both ways through /ws', async () => {
    const socket = await open(`${wsBase}/ws`);
    const reply = nextMessage(socket);
    socket.send('hola');
    expect(await reply).toBe('echo:hola');
    const second = nextMessage(socket);
    socket.send(JSON.stringify({ type: 'message', content: '¿Tienen casas en Mérida?' }));
    expect(await second).toBe(`echo:${JSON.stringify({ type: 'message', content: '¿Tienen casas en Mérida?' })}`);
    const done = closed(socket);
    socket.close();
    await done;
  });

  it('strips client-sent internal headers on the upgrade and adds request id and forwarding headers', async () => {
    const socket = await open(`${wsBase}/ws?room=1`, {
      [IDENTITY_HEADER]: 'forged.token',
      'x-user-id': 'admin-1',
      'x-internal-trace': 'x',
      'x-request-id': 'ws-client-request-0001',
    });
    const seen = chat.upgrades.at(-1)!;
    expect(seen.url).toBe('/ws?room=1');
    expect(seen.headers[IDENTITY_HEADER]).toBeUndefined();
    expect(seen.headers['x-user-id']).toBeUndefined();
    expect(seen.headers['x-internal-trace']).toBeUndefined();
    expect(seen.headers['x-request-id']).toBe('ws-client-request-0001');
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    const done = closed(socket);
    socket.close();
    await done;
  });

  it('forwards a signed identity on the upgrade when the resolver knows the caller', async () => {
    const socket = await open(`${wsBase}/ws`, { cookie: 'sid=admin' });
    const seen = chat.upgrades.at(-1)!;
    const token = seen.headers[IDENTITY_HEADER] as string;
    expect(verifyIdentity(token, TEST_IDENTITY_SECRET, seen.headers['x-request-id'] as string)).toEqual(admin);
    const done = closed(socket);
    socket.close();
    await done;
  });

  it('refuses upgrades on any other path with 404', async () => {
    const refused = await refusedUpgrade(`${wsBase}/api/leads`);
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.body)).toEqual({ statusCode: 404, message: 'Recurso no encontrado' });
  });

  it('answers a plain HTTP request on /ws with 426', async () => {
    const response = await fetch(`http://127.0.0.1:${running.port}/ws`);
    expect(response.status).toBe(426);
  });

  it('answers 502 when no chat replica is up', async () => {
    const lonely = await startTestGateway({ upstreams: { chat: [await unusedPortUrl()] } });
    try {
      const refused = await refusedUpgrade(`ws://127.0.0.1:${lonely.port}/ws`);
      expect(refused.status).toBe(502);
      expect(JSON.parse(refused.body)).toEqual({ statusCode: 502, message: 'Servicio no disponible temporalmente' });
    } finally {
      await lonely.gateway.close();
    }
  });

  it('closes open tunnels on shutdown', async () => {
    const own = await startTestGateway({ upstreams: { chat: [chat.url] } });
    const socket = await open(`ws://127.0.0.1:${own.port}/ws`);
    const done = closed(socket);
    await own.gateway.close();
    expect(await done).toBeGreaterThan(0);
    await expect(fetch(`http://127.0.0.1:${own.port}/health`)).rejects.toThrow();
  });
});
