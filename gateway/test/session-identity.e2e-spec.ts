// The accounts flow across the real pieces: the gateway resolving cookies through the real auth service (its built
// process, so the gateway's tests never import a service) over NATS, and a fake properties service that shows what
// identity reached it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IDENTITY_HEADER, SESSION_COOKIE, type Identity } from '@prestigio/contracts';
import { signIdentity, verifyIdentity } from '@prestigio/contracts/identity-token';
import { startServiceProcess, type ServiceProcess } from '@prestigio/testing';
import { connect, type NatsConnection } from 'nats';
import request from 'supertest';
import { SessionResolver } from '../src/security/session-resolver.js';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.js';
import { startTestGateway, TEST_IDENTITY_SECRET, type RunningGateway } from './support/gateway-harness.js';

const admin = { username: 'admin.sistema', password: 'AdminSistema2026' };
let auth: ServiceProcess;
let properties: FakeUpstream;
let nats: NatsConnection;
let sessions: SessionResolver;
let running: RunningGateway;

beforeAll(async () => {
  auth = await startServiceProcess('auth', {
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    PASSWORD_SCRYPT_LOG_N: '14',
  });
  properties = await startFakeUpstream('properties');
  nats = await connect({ servers: auth.namespace.natsUrl });
  // The production cache lifetime: deactivation must still take effect within a second, through the events.
  sessions = new SessionResolver(nats, auth.namespace.namespace);
  sessions.start();
  running = await startTestGateway({
    upstreams: { auth: [auth.baseUrl], properties: [properties.url] },
    dependencies: { resolveIdentity: sessions.resolve },
  });
});

afterAll(async () => {
  await running?.gateway.close();
  sessions?.stop();
  await nats?.drain();
  await properties?.stop();
  await auth?.stop();
});

const gateway = () => request(running.baseUrl);
const cookieOf = (response: request.Response) =>
  ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0]!;

/** The identity the properties service received for a request made with this cookie. */
async function identitySeenUpstream(cookie?: string, through = running): Promise<Identity | null> {
  const response = await request(through.baseUrl).get('/api/properties/whoami').set(cookie ? { cookie } : {});
  const echoed = response.body as { headers: Record<string, string> };
  return verifyIdentity(echoed.headers[IDENTITY_HEADER], TEST_IDENTITY_SECRET, echoed.headers['x-request-id']);
}

describe('sessions through the gateway', () => {
  it('register → pending → admin approves → agent signs in → /api/user → logout → 401', async () => {
    const registered = await gateway()
      .post('/api/register')
      .send({ fullName: 'Sofía Treviño', email: 'sofia@prestigio.test', username: 'strevino', password: 'Segura2026' });
    expect(registered.status).toBe(201);
    expect(registered.body.status).toBe('pending');
    const pendingCookie = cookieOf(registered);
    expect(await identitySeenUpstream(pendingCookie)).toEqual({ userId: registered.body.id, role: 'agent', status: 'pending' });
    // A pending account may not administer anything.
    await gateway().get('/api/users').set('cookie', pendingCookie).expect(403);

    const adminLogin = await gateway().post('/api/login').send(admin).expect(200);
    const adminCookie = cookieOf(adminLogin);
    const users = await gateway().get('/api/users').set('cookie', adminCookie).expect(200);
    expect(users.body[0]).toMatchObject({ username: 'strevino', status: 'pending' });
    await gateway().patch(`/api/users/${registered.body.id}`).set('cookie', adminCookie).send({ status: 'active' }).expect(200);

    const agentLogin = await gateway().post('/api/login').send({ username: 'strevino', password: 'Segura2026' }).expect(200);
    const agentCookie = cookieOf(agentLogin);
    expect(agentCookie).not.toBe(pendingCookie);
    const me = await gateway().get('/api/user').set('cookie', agentCookie).expect(200);
    expect(me.body).toMatchObject({ username: 'strevino', role: 'agent', status: 'active' });
    expect(await identitySeenUpstream(agentCookie)).toEqual({ userId: registered.body.id, role: 'agent', status: 'active' });
    // An agent is refused user administration by the service, whatever the UI shows.
    await gateway().get('/api/users').set('cookie', agentCookie).expect(403);

    await gateway().post('/api/logout').set('cookie', agentCookie).expect(204);
    await gateway().get('/api/user').set('cookie', agentCookie).expect(401);
    expect(await identitySeenUpstream(agentCookie)).toBeNull();
  });

  it("stops a deactivated user's session within a second", async () => {
    const adminCookie = cookieOf(await gateway().post('/api/login').send(admin).expect(200));
    const registered = await gateway()
      .post('/api/register')
      .send({ fullName: 'Iván Salas', email: 'ivan@prestigio.test', username: 'isalas', password: 'Segura2026' })
      .expect(201);
    await gateway().patch(`/api/users/${registered.body.id}`).set('cookie', adminCookie).send({ status: 'active' }).expect(200);
    const agentCookie = cookieOf(await gateway().post('/api/login').send({ username: 'isalas', password: 'Segura2026' }).expect(200));
    expect(await identitySeenUpstream(agentCookie)).not.toBeNull(); // now cached by the gateway

    await gateway().patch(`/api/users/${registered.body.id}`).set('cookie', adminCookie).send({ status: 'deactivated' }).expect(200);
    const deadline = Date.now() + 1_000;
    let identity = await identitySeenUpstream(agentCookie);
    while (identity && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      identity = await identitySeenUpstream(agentCookie);
    }
    expect(identity).toBeNull();
  });

  // Two gateway replicas, each with its own connection and cache: a logout answered by one must end the session
  // at the other, which has it cached, within a second (the broadcast; the cache's 2 s lifetime is the bound).
  it('ends a session at every gateway replica within a second of a logout at one', async () => {
    const otherNats = await connect({ servers: auth.namespace.natsUrl });
    const otherSessions = new SessionResolver(otherNats, auth.namespace.namespace);
    otherSessions.start();
    const other = await startTestGateway({
      upstreams: { auth: [auth.baseUrl], properties: [properties.url] },
      dependencies: { resolveIdentity: otherSessions.resolve },
    });
    try {
      const adminCookie = cookieOf(await gateway().post('/api/login').send(admin).expect(200));
      expect(await identitySeenUpstream(adminCookie, other)).not.toBeNull(); // now cached there
      await gateway().post('/api/logout').set('cookie', adminCookie).expect(204);
      const deadline = Date.now() + 1_000;
      let identity = await identitySeenUpstream(adminCookie, other);
      while (identity && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        identity = await identitySeenUpstream(adminCookie, other);
      }
      expect(identity).toBeNull();
    } finally {
      await other.gateway.close();
      otherSessions.stop();
      await otherNats.drain();
    }
  });

  it('ignores an identity header sent by a client, forged or replayed', async () => {
    const forged = signIdentity({ userId: 'x', role: 'admin', status: 'active' }, TEST_IDENTITY_SECRET, 'req-1');
    const response = await gateway().get('/api/users').set({ [IDENTITY_HEADER]: forged, 'x-request-id': 'req-1' });
    expect(response.status).toBe(401);
    expect(await identitySeenUpstream()).toBeNull();
  });

  it('refuses a state-changing call from a foreign origin before it reaches a service', async () => {
    const response = await gateway().post('/api/login').set('origin', 'https://sitio-malicioso.example').send(admin);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ statusCode: 403, message: 'Solicitud rechazada: origen no permitido' });
    await gateway().post('/api/login').set('origin', running.baseUrl).send(admin).expect(200);
  });
});
