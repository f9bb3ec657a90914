import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IDENTITY_HEADER, type Identity } from '@prestigio/contracts';
import { verifyIdentity } from '@prestigio/contracts/identity-token';
import { contentSecurityPolicy } from '../src/security/security-headers.js';
import { startFakeUpstream, type EchoedRequest, type FakeUpstream } from './support/fake-upstream.js';
import { send, startTestGateway, TEST_IDENTITY_SECRET, type RunningGateway } from './support/gateway-harness.js';

const agent: Identity = { userId: 'user-7', role: 'agent', status: 'active' };

describe('gateway HTTP routing', () => {
  const upstreams: Record<string, FakeUpstream> = {};
  let running: RunningGateway;

  beforeAll(async () => {
    for (const name of ['auth', 'properties', 'leads', 'scheduling']) upstreams[name] = await startFakeUpstream(name);
    running = await startTestGateway({
      upstreams: {
        auth: [upstreams.auth!.url],
        properties: [upstreams.properties!.url],
        leads: [upstreams.leads!.url],
        scheduling: [upstreams.scheduling!.url],
      },
      bodyLimitBytes: 64 * 1024,
      dependencies: {
        // A caller holding the agent's session cookie is that agent; everyone else is anonymous.
        resolveIdentity: async (req) => (req.headers.cookie === 'sid=agent-session' ? agent : null),
      },
    });
  });

  afterAll(async () => {
    await running.gateway.close();
    for (const upstream of Object.values(upstreams)) await upstream.stop();
  });

  it.each([
    ['POST', '/api/login', 'auth'],
    ['POST', '/api/logout', 'auth'],
    ['POST', '/api/register', 'auth'],
    ['GET', '/api/user', 'auth'],
    ['PATCH', '/api/user', 'auth'],
    ['GET', '/api/users', 'auth'],
    ['PATCH', '/api/users/42/role', 'auth'],
    ['POST', '/api/properties/search', 'properties'],
    ['GET', '/api/properties/abc?include=photos', 'properties'],
    ['POST', '/api/leads', 'leads'],
    ['GET', '/api/activities/recent', 'leads'],
    ['GET', '/api/dashboard/summary', 'leads'],
    ['POST', '/api/newsletter/subscriptions', 'leads'],
    ['POST', '/api/schedule-video-call', 'scheduling'],
    ['DELETE', '/api/video-calls/9', 'scheduling'],
  ])('%s %s reaches %s with the path unchanged', async (method, path, upstream) => {
    const response = await send(running.baseUrl, path, { method });
    expect(response.status).toBe(200);
    const echoed = response.json<EchoedRequest>();
    expect(echoed.upstream).toBe(upstream);
    expect(echoed.method).toBe(method);
    expect(echoed.url).toBe(path);
  });

  it.each([
    ['/robots.txt', '/api/properties/site-files/robots.txt'],
    ['/sitemap.xml?x=1', '/api/properties/site-files/sitemap.xml'],
  ])('sends the crawlers\' %s to the catalogue as %s', async (path, apiPath) => {
    const response = await send(running.baseUrl, path);
    expect(response.status).toBe(200);
    expect(response.json<EchoedRequest>()).toMatchObject({ upstream: 'properties', method: 'GET', url: apiPath });
  });

  it.each(['/api', '/api/unknown', '/api/usersx', '/api/user/extra', '/api/login/x', '/api/leads/../users'])(
    'answers 404 JSON for the unknown API path %s',
    async (path) => {
      const response = await send(running.baseUrl, path);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ statusCode: 404, message: 'Recurso no encontrado' });
    },
  );

  it('delivers a POST body intact, byte for byte', async () => {
    const body = JSON.stringify({ name: 'Ana López', message: 'Me interesa la casa en Polanco — ¿sigue disponible?', filler: 'x'.repeat(40_000) });
    const response = await send(running.baseUrl, '/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const echoed = response.json<EchoedRequest>();
    expect(echoed.body).toBe(body);
    expect(echoed.headers['content-type']).toBe('application/json');
  });

  it('delivers a chunked POST body intact', async () => {
    const body = 'ñ'.repeat(20_000);
    const response = await send(running.baseUrl, '/api/leads', { method: 'POST', body, chunked: true });
    expect(response.json<EchoedRequest>().body).toBe(body);
  });

  it('refuses a body over BODY_LIMIT by its Content-Length with 413 JSON, without forwarding it', async () => {
    const before = upstreams.leads!.requests.length;
    const response = await send(running.baseUrl, '/api/leads', { method: 'POST', body: 'x'.repeat(64 * 1024 + 1) });
    expect(response.status).toBe(413);
    expect(response.json()).toEqual({ statusCode: 413, message: 'La solicitud es demasiado grande' });
    expect(upstreams.leads!.requests.length).toBe(before);
  });

  it('refuses a chunked body with 413 once it passes BODY_LIMIT while streaming', async () => {
    const response = await send(running.baseUrl, '/api/leads', { method: 'POST', body: 'x'.repeat(200 * 1024), chunked: true });
    expect(response.status).toBe(413);
    expect(response.json()).toEqual({ statusCode: 413, message: 'La solicitud es demasiado grande' });
  });

  it('strips client-sent internal headers (identity, user, internal) before the upstream sees them', async () => {
    const response = await send(running.baseUrl, '/api/user', {
      headers: {
        [IDENTITY_HEADER]: 'forged.token',
        'x-user-id': 'admin-1',
        'x-user-role': 'admin',
        'x-internal-debug': '1',
        'x-forwarded-user': 'admin',
        'x-custom': 'kept',
      },
    });
    const { headers } = response.json<EchoedRequest>();
    expect(headers[IDENTITY_HEADER]).toBeUndefined();
    expect(headers['x-user-id']).toBeUndefined();
    expect(headers['x-user-role']).toBeUndefined();
    expect(headers['x-internal-debug']).toBeUndefined();
    expect(headers['x-forwarded-user']).toBeUndefined();
    expect(headers['x-custom']).toBe('kept');
  });

  it("streams a signed-in agent's own profile change to auth with its identity, and refuses one sent from another site", async () => {
    const body = JSON.stringify({ fullName: 'Ana López', phone: '55 1234 5678' });
    const headers = { cookie: 'sid=agent-session', 'content-type': 'application/json', origin: running.baseUrl };
    const echoed = (await send(running.baseUrl, '/api/user', { method: 'PATCH', headers, body })).json<EchoedRequest>();
    expect(echoed).toMatchObject({ upstream: 'auth', method: 'PATCH', url: '/api/user', body });
    expect(verifyIdentity(echoed.headers[IDENTITY_HEADER] as string, TEST_IDENTITY_SECRET, echoed.headers['x-request-id'] as string)).toEqual(agent);

    const before = upstreams.auth!.requests.length;
    const foreign = await send(running.baseUrl, '/api/user', { method: 'PATCH', headers: { ...headers, origin: 'https://sitio-malicioso.example' }, body });
    expect(foreign.status).toBe(403);
    expect(upstreams.auth!.requests.length).toBe(before);
  });

  it('forwards a signed identity bound to the request id when the resolver knows the caller', async () => {
    const response = await send(running.baseUrl, '/api/user', { headers: { cookie: 'sid=agent-session', [IDENTITY_HEADER]: 'forged.token' } });
    const { headers } = response.json<EchoedRequest>();
    const token = headers[IDENTITY_HEADER] as string;
    expect(verifyIdentity(token, TEST_IDENTITY_SECRET, headers['x-request-id'] as string)).toEqual(agent);
  });

  it('sets x-request-id: keeps a well-formed one, replaces a malformed one, creates one when absent', async () => {
    const kept = await send(running.baseUrl, '/api/user', { headers: { 'x-request-id': '3f2a1c9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b' } });
    expect(kept.headers['x-request-id']).toBe('3f2a1c9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b');
    expect(kept.json<EchoedRequest>().headers['x-request-id']).toBe('3f2a1c9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b');

    const replaced = await send(running.baseUrl, '/api/user', { headers: { 'x-request-id': 'bad id\twith "quotes"' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(replaced.json<EchoedRequest>().headers['x-request-id']).toBe(replaced.headers['x-request-id']);

    const created = await send(running.baseUrl, '/api/user');
    expect(created.json<EchoedRequest>().headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('replaces client-sent forwarding headers with what the gateway saw', async () => {
    const response = await send(running.baseUrl, '/api/user', {
      headers: { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    });
    const { headers } = response.json<EchoedRequest>();
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(`127.0.0.1:${running.port}`);
    expect(headers['x-real-ip']).toBe('127.0.0.1');
  });

  it("does not let a client's Connection header remove the headers the gateway sets", async () => {
    const response = await send(running.baseUrl, '/api/user', {
      headers: { connection: 'keep-alive, x-forwarded-for, x-real-ip, x-forwarded-proto', 'x-real-ip': '6.6.6.6' },
    });
    const { headers } = response.json<EchoedRequest>();
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-real-ip']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
  });

  it('puts the security headers on proxied, error and gateway responses, and no x-powered-by', async () => {
    for (const path of ['/api/user', '/api/unknown', '/health']) {
      const response = await send(running.baseUrl, path);
      expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['x-powered-by']).toBeUndefined();
      // Plain http here, so no HSTS.
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-request-id']).toBeTruthy();
    }
  });

  it('adds HSTS when a trusted TLS terminator says the request came over https', async () => {
    const behindTls = await startTestGateway({ upstreams: { auth: [upstreams.auth!.url] }, trustProxy: true });
    try {
      const overHttps = await send(behindTls.baseUrl, '/api/user', { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' } });
      expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const seen = overHttps.json<EchoedRequest>().headers;
      expect(seen['x-forwarded-proto']).toBe('https');
      expect(seen['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
      const overHttp = await send(behindTls.baseUrl, '/api/user', { headers: { 'x-forwarded-proto': 'http' } });
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindTls.gateway.close();
    }
  });
});
