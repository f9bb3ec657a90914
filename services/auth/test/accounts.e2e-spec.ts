import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  IDENTITY_HEADER,
  REQUEST_ID_HEADER,
  activeAgentsReplySchema,
  userProfileReplySchema,
  resolveSessionReplySchema,
  RpcSubjects,
  SESSION_COOKIE,
  type Identity,
} from '@prestigio/contracts';
import { signIdentity } from '@prestigio/contracts/identity-token';
import { NatsService } from '@prestigio/nest-common';
import { eventually, startTestService, type TestService } from '@prestigio/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { UsersService } from '../src/users/users.service.js';
import { envSchema, type AuthEnv } from '../src/config/env.js';

let service: TestService<AuthEnv>;
const admin = { username: 'directora', password: 'Directora2026' };

beforeAll(async () => {
  service = await startTestService(AppModule, {
    name: 'auth',
    envSchema,
    env: { ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, PASSWORD_SCRYPT_LOG_N: '14' },
  });
});
afterAll(() => service?.stop());

const api = () => request(service.baseUrl);

function sessionCookie(response: request.Response): string {
  const header = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!header) throw new Error('no session cookie set');
  return header.split(';')[0]!;
}

/** What the gateway adds after resolving a session: a signed identity bound to the request id. */
function asIdentity(identity: Identity, requestId: string = randomUUID()) {
  return { [REQUEST_ID_HEADER]: requestId, [IDENTITY_HEADER]: signIdentity(identity, service.env.IDENTITY_SECRET, requestId) };
}

async function login(username: string, password: string) {
  const response = await api().post('/api/login').send({ username, password });
  expect(response.status).toBe(200);
  return { user: response.body, cookie: sessionCookie(response) };
}

let counter = 0;
function newAgent() {
  counter += 1;
  return { fullName: `Agente Prueba ${counter}`, email: `agente${counter}@prestigio.test`, username: `agente${counter}`, password: 'Segura2026' };
}

describe('registration', () => {
  it('creates a pending agent, signs it in, and never returns the password', async () => {
    const agent = newAgent();
    const response = await api().post('/api/register').send({ ...agent, confirmPassword: agent.password });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ username: agent.username, role: 'agent', status: 'pending' });
    expect(JSON.stringify(response.body)).not.toMatch(/password|Segura2026|scrypt/i);
    const cookie = response.headers['set-cookie']![0]!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    const me = await api().get('/api/user').set('cookie', sessionCookie(response));
    expect(me.body).toMatchObject({ username: agent.username, status: 'pending' });
  });

  it('refuses a name holding a NUL or a line break with 400 naming the field, and creates no account (a NUL once was stored)', async () => {
    for (const fullName of ['Ana\u0000Ruiz Prueba', 'Ana Ruiz\r\nBcc: x@y.z']) {
      const agent = newAgent();
      const response = await api().post('/api/register').send({ ...agent, fullName });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: 'Datos inválidos',
        errors: { fullName: 'El nombre no puede contener saltos de línea ni caracteres de control' },
      });
      const stored = await service.app.get(DataSource).query(`SELECT count(*)::int AS count FROM users WHERE username = $1`, [agent.username]);
      expect(stored).toEqual([{ count: 0 }]);
    }
  });

  it('refuses a duplicate username (ignoring case) or email with 409 and a Spanish message', async () => {
    const agent = newAgent();
    await api().post('/api/register').send(agent).expect(201);
    const sameName = await api().post('/api/register').send({ ...agent, email: 'otro@prestigio.test', username: agent.username.toUpperCase() });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({
      statusCode: 409,
      message: 'El nombre de usuario ya está registrado',
      errors: { username: 'El nombre de usuario ya está registrado' },
    });
    const sameEmail = await api().post('/api/register').send({ ...agent, username: 'otro.nombre' });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe('Ya existe una cuenta con ese correo electrónico');
  });

  it('rejects a weak password with the spec messages and stores nothing', async () => {
    const agent = newAgent();
    const noUpper = await api().post('/api/register').send({ ...agent, password: 'sinmayuscula1' });
    expect(noUpper.status).toBe(400);
    expect(noUpper.body.errors).toEqual({ password: 'La contraseña debe contener al menos una letra mayúscula' });
    const noDigit = await api().post('/api/register').send({ ...agent, password: 'SinNumeros' });
    expect(noDigit.body.errors).toEqual({ password: 'La contraseña debe contener al menos un número' });
    const short = await api().post('/api/register').send({ ...agent, password: 'Ab1' });
    expect(short.body.errors).toEqual({ password: 'La contraseña debe tener al menos 8 caracteres' });
    await api().post('/api/login').send({ username: agent.username, password: 'sinmayuscula1' }).expect(401);
  });
});

describe('sessions', () => {
  it('issues a new session id at every login and ends the previous one', async () => {
    const first = await login(admin.username, admin.password);
    const second = await api().post('/api/login').set('cookie', first.cookie).send(admin);
    const secondCookie = sessionCookie(second);
    expect(secondCookie).not.toBe(first.cookie);
    await api().get('/api/user').set('cookie', first.cookie).expect(401);
    await api().get('/api/user').set('cookie', secondCookie).expect(200);
  });

  it('logout deletes the session server-side at once', async () => {
    const { cookie } = await login(admin.username, admin.password);
    await api().post('/api/logout').set('cookie', cookie).expect(204);
    const after = await api().get('/api/user').set('cookie', cookie);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ statusCode: 401, message: 'No has iniciado sesión' });
  });

  it('answers the gateway over NATS with the identity behind a token, and null once it ends', async () => {
    const { cookie, user } = await login(admin.username, admin.password);
    const token = cookie.slice(`${SESSION_COOKIE}=`.length);
    const nats = service.app.get(NatsService);
    const reply = await nats.request(RpcSubjects.resolveSession, { token }, resolveSessionReplySchema);
    expect(reply.identity).toEqual({ userId: user.id, role: 'admin', status: 'active' });
    await api().post('/api/logout').set('cookie', cookie).expect(204);
    const after = await nats.request(RpcSubjects.resolveSession, { token }, resolveSessionReplySchema);
    expect(after.identity).toBeNull();
  });

  it('gives the login form its messages for missing fields and one message for any bad credentials', async () => {
    const empty = await api().post('/api/login').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      username: 'El nombre de usuario debe tener al menos 3 caracteres',
      password: 'La contraseña debe tener al menos 6 caracteres',
    });
    const wrongPassword = await api().post('/api/login').send({ username: admin.username, password: 'incorrecta' });
    const unknownUser = await api().post('/api/login').send({ username: 'nadie.existe', password: 'incorrecta' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });
});

describe('user administration', () => {
  it('lets an admin approve a pending agent, who can then act as active', async () => {
    const agent = newAgent();
    const registered = (await api().post('/api/register').send(agent)).body;
    const { user: adminUser } = await login(admin.username, admin.password);
    const adminIdentity: Identity = { userId: adminUser.id, role: 'admin', status: 'active' };

    const list = await api().get('/api/users').set(asIdentity(adminIdentity));
    expect(list.status).toBe(200);
    expect(list.body[0].status).toBe('pending');
    expect(list.body.map((u: { username: string }) => u.username)).toContain(agent.username);

    const approved = await api().patch(`/api/users/${registered.id}`).set(asIdentity(adminIdentity)).send({ status: 'active' });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('active');
    const me = await login(agent.username, agent.password);
    expect(me.user.status).toBe('active');
  });

  it('e-mails the active administrators when someone registers and waits, and the agent once approved', async () => {
    const database = service.app.get(DataSource);
    const agent = newAgent();
    const registered = (await api().post('/api/register').send(agent).expect(201)).body;
    const mailsTo = (recipient: string): Promise<Array<{ subject: string; text_body: string }>> =>
      database.query(`SELECT subject, text_body FROM mail_queue WHERE recipient = $1 ORDER BY created_at`, [recipient]);
    const admins: Array<{ email: string }> = await database.query(`SELECT email FROM users WHERE role = 'admin' AND status = 'active'`);
    expect(admins.length).toBeGreaterThan(0);
    for (const { email } of admins) {
      expect(await mailsTo(email)).toEqual(
        expect.arrayContaining([
          { subject: `Nueva cuenta por aprobar: ${agent.fullName}`, text_body: expect.stringContaining(`${agent.fullName} (${agent.username}, ${agent.email}) se registró en el portal y espera tu aprobación.`) },
        ]),
      );
    }
    expect(await mailsTo(agent.email)).toEqual([]);

    const { user: adminUser } = await login(admin.username, admin.password);
    const adminIdentity: Identity = { userId: adminUser.id, role: 'admin', status: 'active' };
    await api().patch(`/api/users/${registered.id}`).set(asIdentity(adminIdentity)).send({ status: 'active' }).expect(200);
    expect(await mailsTo(agent.email)).toEqual([{ subject: 'Tu cuenta en Prestigio fue aprobada', text_body: expect.stringContaining('/auth') }]);
    // A role change later is no second approval.
    await api().patch(`/api/users/${registered.id}`).set(asIdentity(adminIdentity)).send({ role: 'agent' }).expect(200);
    expect(await mailsTo(agent.email)).toHaveLength(1);
  });

  it("tells other services over NATS a user's public name and phone, never more", async () => {
    const nats = service.app.get(NatsService);
    const users = service.app.get(UsersService);
    const withPhone = await users.create({ ...newAgent(), fullName: 'Agente con teléfono', role: 'agent', status: 'active', phone: '525552801599' });
    expect(await nats.request(RpcSubjects.userProfile, { userId: withPhone.id }, userProfileReplySchema)).toEqual({
      fullName: 'Agente con teléfono',
      username: withPhone.username,
      phone: '525552801599',
    });
    const registered = (await api().post('/api/register').send(newAgent())).body;
    expect(await nats.request(RpcSubjects.userProfile, { userId: registered.id }, userProfileReplySchema)).toMatchObject({ phone: null });
    // The account's own answers carry its phone (the "Mi perfil" form shows it); none was given here.
    expect(registered.phone).toBeNull();

    // An agent may give a phone when registering (as typed; kept as digits with Mexico's code), with the spec's rule.
    const withTypedPhone = (await api().post('/api/register').send({ ...newAgent(), phone: '(55) 1234-5678' }).expect(201)).body;
    expect(await nats.request(RpcSubjects.userProfile, { userId: withTypedPhone.id }, userProfileReplySchema)).toMatchObject({ phone: '525512345678' });
    const refused = await api().post('/api/register').send({ ...newAgent(), phone: '55 12' }).expect(400);
    expect(JSON.stringify(refused.body)).toContain('El teléfono debe tener al menos 8 dígitos');
  });

  it('lists over NATS only active accounts as agents who can take clients, pending ones only once approved', async () => {
    const nats = service.app.get(NatsService);
    const activeUsernames = async () =>
      (await nats.request(RpcSubjects.activeAgents, {}, activeAgentsReplySchema)).agents.map((a) => a.username);
    const agent = newAgent();
    const registered = (await api().post('/api/register').send(agent)).body;
    expect(await activeUsernames()).not.toContain(agent.username);
    const { user: adminUser } = await login(admin.username, admin.password);
    const adminIdentity: Identity = { userId: adminUser.id, role: 'admin', status: 'active' };
    await api().patch(`/api/users/${registered.id}`).set(asIdentity(adminIdentity)).send({ status: 'active' }).expect(200);
    const after = await activeUsernames();
    expect(after).toContain(agent.username);
    expect(after).toContain(admin.username);
  });

  it('refuses agents (403), anonymous callers (401), and forged or replayed identities', async () => {
    const { user: adminUser } = await login(admin.username, admin.password);
    const agentIdentity: Identity = { userId: randomUUID(), role: 'agent', status: 'active' };
    const agentCall = await api().get('/api/users').set(asIdentity(agentIdentity));
    expect(agentCall.status).toBe(403);
    expect(agentCall.body.message).toBe('No tienes permiso para realizar esta acción');

    await api().get('/api/users').expect(401);

    const adminIdentity: Identity = { userId: adminUser.id, role: 'admin', status: 'active' };
    const forged = signIdentity(adminIdentity, 'not-the-gateway-secret-at-all', 'req-forged');
    await api().get('/api/users').set({ [REQUEST_ID_HEADER]: 'req-forged', [IDENTITY_HEADER]: forged }).expect(401);

    const genuine = asIdentity(adminIdentity, 'req-original');
    await api().get('/api/users').set(genuine).expect(200);
    // The same token copied onto another request is not accepted.
    await api().get('/api/users').set({ ...genuine, [REQUEST_ID_HEADER]: 'req-other' }).expect(401);
  });

  it('ends every session of a deactivated user at once', async () => {
    const agent = newAgent();
    const registered = (await api().post('/api/register').send(agent)).body;
    const { user: adminUser } = await login(admin.username, admin.password);
    const adminIdentity: Identity = { userId: adminUser.id, role: 'admin', status: 'active' };
    await api().patch(`/api/users/${registered.id}`).set(asIdentity(adminIdentity)).send({ status: 'active' }).expect(200);
    const { cookie } = await login(agent.username, agent.password);
    await api().get('/api/user').set('cookie', cookie).expect(200);

    await api().patch(`/api/users/${registered.id}`).set(asIdentity(adminIdentity)).send({ status: 'deactivated' }).expect(200);
    await api().get('/api/user').set('cookie', cookie).expect(401);
    const again = await api().post('/api/login').send({ username: agent.username, password: agent.password });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('Tu cuenta está desactivada. Contacta a un administrador.');
  });

  it('lets two admins demoting each other at once end with one admin, never a deadlock or a 500', async () => {
    const { user: first } = await login(admin.username, admin.password);
    const second = newAgent();
    const registered = (await api().post('/api/register').send(second)).body;
    const firstIdentity: Identity = { userId: first.id, role: 'admin', status: 'active' };
    await api().patch(`/api/users/${registered.id}`).set(asIdentity(firstIdentity)).send({ status: 'active', role: 'admin' }).expect(200);
    const secondIdentity: Identity = { userId: registered.id, role: 'admin', status: 'active' };

    const [demoteSecond, demoteFirst] = await Promise.all([
      api().patch(`/api/users/${registered.id}`).set(asIdentity(firstIdentity)).send({ role: 'agent' }),
      api().patch(`/api/users/${first.id}`).set(asIdentity(secondIdentity)).send({ role: 'agent' }),
    ]);
    expect([demoteSecond.status, demoteFirst.status].sort()).toEqual([200, 409]);
    // Put things back for the tests that follow: the original admin stays the only admin.
    if (demoteFirst.status === 200) {
      await api().patch(`/api/users/${first.id}`).set(asIdentity(secondIdentity)).send({ role: 'admin' }).expect(200);
      await api().patch(`/api/users/${registered.id}`).set(asIdentity(firstIdentity)).send({ role: 'agent' }).expect(200);
    }
  });

  it('never removes the last active admin', async () => {
    const { user: adminUser } = await login(admin.username, admin.password);
    const adminIdentity: Identity = { userId: adminUser.id, role: 'admin', status: 'active' };
    const demote = await api().patch(`/api/users/${adminUser.id}`).set(asIdentity(adminIdentity)).send({ role: 'agent' });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe('No puedes quitar al último administrador activo');
  });
});

describe('own profile (PATCH /api/user, "Mi perfil")', () => {
  /** A registered agent (pending unless approved below), signed in, with the identity the gateway would vouch for. */
  async function registeredAgent(extra: Record<string, unknown> = {}) {
    const agent = newAgent();
    const response = await api().post('/api/register').send({ ...agent, ...extra }).expect(201);
    const user = response.body as { id: string; role: 'agent'; status: 'pending' };
    return { agent, user, cookie: sessionCookie(response), identity: { userId: user.id, role: user.role, status: user.status } as Identity };
  }

  async function profileEvents(userId: string): Promise<Array<{ payload: Record<string, unknown>; published_at: Date | null }>> {
    return service.app
      .get(DataSource)
      .query(`SELECT payload, published_at FROM outbox_events WHERE subject = 'auth.user.profile-updated' AND payload->>'userId' = $1 ORDER BY position`, [
        userId,
      ]);
  }

  it('changes the name and phone (kept as digits with the country code), seen by GET /api/user and by the listings\' RPC', async () => {
    const { user, cookie, identity } = await registeredAgent();
    const changed = await api().patch('/api/user').set(asIdentity(identity)).send({ fullName: '  Lucía Hernández Ortega ', phone: '(33) 3615-2040' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: user.id, fullName: 'Lucía Hernández Ortega', phone: '523336152040', role: 'agent', status: 'pending' });
    expect(JSON.stringify(changed.body)).not.toMatch(/password|scrypt/i);

    const me = await api().get('/api/user').set('cookie', cookie).expect(200);
    expect(me.body).toMatchObject({ fullName: 'Lucía Hernández Ortega', phone: '523336152040' });
    const nats = service.app.get(NatsService);
    expect(await nats.request(RpcSubjects.userProfile, { userId: user.id }, userProfileReplySchema)).toMatchObject({
      fullName: 'Lucía Hernández Ortega',
      phone: '523336152040',
    });

    // Without a phone in the body the phone stays; blank or null clears it.
    await api().patch('/api/user').set(asIdentity(identity)).send({ fullName: 'Lucía Hernández' }).expect(200);
    expect((await api().get('/api/user').set('cookie', cookie)).body).toMatchObject({ fullName: 'Lucía Hernández', phone: '523336152040' });
    expect((await api().patch('/api/user').set(asIdentity(identity)).send({ fullName: 'Lucía Hernández', phone: '' }).expect(200)).body.phone).toBeNull();
    await api().patch('/api/user').set(asIdentity(identity)).send({ fullName: 'Lucía Hernández', phone: '5512345678' }).expect(200);
    expect((await api().patch('/api/user').set(asIdentity(identity)).send({ fullName: 'Lucía Hernández', phone: null }).expect(200)).body.phone).toBeNull();
  });

  it('records auth.user.profile-updated in the outbox with the change, publishes it, and records nothing when nothing changed', async () => {
    const { user, identity, agent } = await registeredAgent({ phone: '55 1111 2222' });
    await api().patch('/api/user').set(asIdentity(identity)).send({ fullName: 'Rodrigo Salas', phone: '81 8340 1234' }).expect(200);
    const [event] = await profileEvents(user.id);
    expect(event!.payload).toEqual({ userId: user.id, fullName: 'Rodrigo Salas', username: agent.username, phone: '528183401234' });
    // The relay publishes it to JetStream once committed.
    await eventually(async () => expect((await profileEvents(user.id))[0]!.published_at).not.toBeNull(), 10_000);

    await api().patch('/api/user').set(asIdentity(identity)).send({ fullName: 'Rodrigo Salas', phone: '(81) 8340-1234' }).expect(200);
    expect(await profileEvents(user.id)).toHaveLength(1);
    await api().patch('/api/user').set(asIdentity(identity)).send({ fullName: 'Rodrigo Salas', phone: '' }).expect(200);
    expect((await profileEvents(user.id)).map((row) => row.payload.phone)).toEqual(['528183401234', null]);
  });

  it('answers 401 without a session and 400 with the Spanish messages, changing nothing', async () => {
    const anonymous = await api().patch('/api/user').send({ fullName: 'Sin Sesión' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ statusCode: 401, message: 'Inicia sesión para continuar' });
    // The session cookie alone is not enough: writes go by the identity the gateway signs.
    const { user, cookie, identity } = await registeredAgent({ phone: '5512345678' });
    await api().patch('/api/user').set('cookie', cookie).send({ fullName: 'Solo Cookie' }).expect(401);

    const invalid = await api().patch('/api/user').set(asIdentity(identity)).send({ fullName: 'Al', phone: '55 12' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      statusCode: 400,
      message: 'Datos inválidos',
      errors: { fullName: 'El nombre debe tener al menos 3 caracteres', phone: 'El teléfono debe tener al menos 8 dígitos' },
    });
    const letters = await api().patch('/api/user').set(asIdentity(identity)).send({ fullName: 'Nombre Válido', phone: 'llámame 5512345678' });
    expect(letters.body.errors).toEqual({ phone: 'El teléfono solo puede contener números, espacios y los signos + ( ) -' });
    const empty = await api().patch('/api/user').set(asIdentity(identity)).send({});
    expect(empty.body.errors).toEqual({ fullName: 'El nombre debe tener al menos 3 caracteres' });
    expect((await api().get('/api/user').set('cookie', cookie)).body).toMatchObject({ fullName: expect.stringMatching(/^Agente Prueba/), phone: '525512345678' });
    expect(await profileEvents(user.id)).toEqual([]);
  });

  it('never changes role, status, e-mail or username, whatever else the body carries', async () => {
    const { agent, user, cookie, identity } = await registeredAgent();
    const sneaky = await api()
      .patch('/api/user')
      .set(asIdentity(identity))
      .send({ fullName: 'Agente Ambicioso', role: 'admin', status: 'active', email: 'jefa@prestigio.test', username: 'jefa', approvedAt: new Date().toISOString() });
    expect(sneaky.status).toBe(200);
    const me = (await api().get('/api/user').set('cookie', cookie).expect(200)).body;
    expect(me).toMatchObject({ fullName: 'Agente Ambicioso', role: 'agent', status: 'pending', email: agent.email, username: agent.username });
    // Still waiting for an admin: the portal's other calls refuse it, and the admins' list says so.
    const { user: adminUser } = await login(admin.username, admin.password);
    const list = await api().get('/api/users').set(asIdentity({ userId: adminUser.id, role: 'admin', status: 'active' })).expect(200);
    expect(list.body.find((u: { id: string }) => u.id === user.id)).toMatchObject({ role: 'agent', status: 'pending' });
  });

  it('refuses an account deactivated after its identity was vouched for (403)', async () => {
    const { user, identity } = await registeredAgent();
    const { user: adminUser } = await login(admin.username, admin.password);
    await api().patch(`/api/users/${user.id}`).set(asIdentity({ userId: adminUser.id, role: 'admin', status: 'active' })).send({ status: 'deactivated' }).expect(200);
    const refused = await api().patch('/api/user').set(asIdentity(identity)).send({ fullName: 'Ya No Trabajo Aquí' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Tu cuenta está desactivada');
    expect(await profileEvents(user.id)).toEqual([]);
  });
});

describe('login throttling', () => {
  const wrong = (username: string, address: string) =>
    api().post('/api/login').set('x-forwarded-for', address).send({ username, password: 'incorrecta' });

  it('refuses one address after eight failures on one account (429), existing or not, however the name is spelt', async () => {
    for (const username of [admin.username, 'fantasma']) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 9; attempt += 1) statuses.push((await wrong(username, '10.0.0.1')).status);
      expect(statuses).toEqual([...Array(8).fill(401), 429]);
      const locked = await wrong(username, '10.0.0.1');
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(/^Demasiados intentos fallidos\. Intenta de nuevo en \d+ minutos?\.$/);
    }
    // Even the right password is refused from that address, however the name is spelt: a dotted capital I (U+0130),
    // full-width letters or an accent once each got a fresh counter and signed in.
    for (const spelling of [admin.username, 'DİRECTORA', 'ｄｉｒｅｃｔｏｒａ', 'dirécTora']) {
      const response = await api().post('/api/login').set('x-forwarded-for', '10.0.0.1').send({ ...admin, username: spelling });
      expect([spelling, response.status]).toEqual([spelling, 429]);
    }
  }, 60_000);

  it("does not let a stranger's failures from one address lock the owner out of their own address", async () => {
    const owner = newAgent();
    await api().post('/api/register').set('x-forwarded-for', '10.0.3.200').send(owner).expect(201);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) statuses.push((await wrong(owner.username, '10.0.3.1')).status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(8);
    expect(statuses.slice(8)).toEqual([429, 429, 429, 429]);
    const ownerSignsIn = await api().post('/api/login').set('x-forwarded-for', '10.0.3.2').send({ username: owner.username, password: owner.password });
    expect(ownerSignsIn.status).toBe(200);
    // Unknown and existing accounts are answered alike: the same status and message for a wrong password.
    const unknown = await wrong('nadie-registrado', '10.0.3.3');
    const known = await wrong(owner.username, '10.0.3.3');
    expect([unknown.status, unknown.body.message]).toEqual([known.status, known.body.message]);
  }, 60_000);

  it('refuses the account everywhere once distributed failures pass its wider limit, for every address alike', async () => {
    const target = newAgent();
    await api().post('/api/register').set('x-forwarded-for', '10.0.4.200').send(target).expect(201);
    // Fifty failures spread over ten addresses (five each: under the per-address limit), in parallel per address.
    await Promise.all(
      Array.from({ length: 10 }, async (_, address) => {
        for (let attempt = 0; attempt < 5; attempt += 1) expect((await wrong(target.username, `10.0.4.${address}`)).status).toBe(401);
      }),
    );
    const fromNewAddress = await api().post('/api/login').set('x-forwarded-for', '10.0.4.100').send({ username: target.username, password: target.password });
    expect(fromNewAddress.status).toBe(429);
    expect(fromNewAddress.body.message).toBe('Demasiados intentos fallidos. Intenta de nuevo en 60 minutos.');
  }, 120_000);

  it('counts a burst of parallel attempts from one address one by one, so no more than the limit reach the password check', async () => {
    const burst = await Promise.all(Array.from({ length: 14 }, () => wrong('rafaga', '10.0.2.1')));
    const statuses = burst.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(8);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  }, 60_000);
});
