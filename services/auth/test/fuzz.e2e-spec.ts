// Property-based fuzzing of the accounts' endpoints: registration, sign-in and out, the session read, the user's own
// profile and the admin's user changes. Generated bodies, cookies and ids of wrong types, deep or huge JSON, control and odd Unicode characters
// and prototype-pollution keys are answered with a 2xx or a Spanish 4xx in the error shape, never a 5xx; a refused
// registration or sign-in stores no account and no session. The seed is fixed (FUZZ_SEED).
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { SESSION_COOKIE, type Identity } from '@prestigio/contracts';
import { identityHeaders, startTestService, type TestService } from '@prestigio/testing';
import { controlCharacterBodies, expectAcceptableAnswer, expectRefusal, fuzz, hostileBodies, hostilePathSegment, sendRaw } from '@prestigio/testing/hostile-input';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { envSchema, type AuthEnv } from '../src/config/env.js';

let service: TestService<AuthEnv>;
let agentId: string;
const admin: Identity = { userId: randomUUID(), role: 'admin', status: 'active' };

const send = (method: string, path: string, body?: string, headers: Record<string, string> = {}) => sendRaw(service.baseUrl, method, path, headers, body);
const rowCounts = async () =>
  JSON.stringify((await service.app.get(DataSource).query(`SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM sessions) AS sessions`))[0]);

async function fuzzWrite(path: string, valid: Record<string, unknown>, textFields: string[]) {
  await fuzz(hostileBodies(valid, { textFields }), async (body) => {
    const before = await rowCounts();
    const answer = await send('POST', path, body);
    expectAcceptableAnswer(answer, body);
    if (answer.status >= 400 && (await rowCounts()) !== before) throw new Error(`refused (${answer.status}) but stored: ${body.slice(0, 300)}`);
  });
}

beforeAll(async () => {
  service = await startTestService(AppModule, {
    name: 'auth',
    envSchema,
    env: { ADMIN_USERNAME: 'directora', ADMIN_PASSWORD: 'Directora2026', PASSWORD_SCRYPT_LOG_N: '14' },
  });
  const registered = await send('POST', '/api/register', JSON.stringify({ fullName: 'Agente Fuzz', email: 'fuzz@prestigio.test', username: 'agentefuzz', password: 'Segura2026' }));
  agentId = (registered.body as { id: string }).id;
  if (!agentId) throw new Error(`setup failed: ${JSON.stringify(registered)}`);
});
afterAll(() => service?.stop());

describe('public account endpoints', () => {
  it('POST /api/register creates a pending account or refuses in Spanish, and a refusal stores nothing', async () => {
    const valid = { fullName: 'Mariana Robles', email: 'mariana.robles@prestigio.test', username: 'mrobles', password: 'Segura2026', confirmPassword: 'Segura2026' };
    await fuzzWrite('/api/register', valid, ['fullName', 'email', 'username', 'password']);
  });

  it('POST /api/login signs in or refuses in Spanish, and a refusal opens no session', async () => {
    await fuzzWrite('/api/login', { username: 'directora', password: 'Directora2026' }, ['username', 'password']);
  });

  it('refuses a control character in any text field of registration, sign-in and the own profile with a Spanish 400, storing nothing (a NUL in fullName was stored)', async () => {
    const registration = { fullName: 'Mariana Robles', email: 'mariana.c@prestigio.test', username: 'mroblesc', password: 'Segura2026' };
    const asAgent = () => identityHeaders({ userId: agentId, role: 'agent', status: 'pending' }, service.env.IDENTITY_SECRET);
    for (const [method, path, valid, fields, headers] of [
      ['POST', '/api/register', registration, ['fullName', 'email', 'username', 'password', 'phone'], () => ({})],
      ['POST', '/api/login', { username: 'directora', password: 'Directora2026' }, ['username', 'password'], () => ({})],
      ['PATCH', '/api/user', { fullName: 'Agente Fuzz', phone: '55 1234 5678' }, ['fullName', 'phone'], asAgent],
    ] as const) {
      await fuzz(
        controlCharacterBodies(valid, fields),
        async (body) => {
          const before = await rowCounts();
          expectRefusal(await send(method, path, body, headers()), body);
          if ((await rowCounts()) !== before) throw new Error(`refused but stored: ${body}`);
        },
        { examples: [JSON.stringify({ ...valid, [fields[0]]: 'Ana\u0000Ruiz' })] },
      );
    }
  });

  it('GET /api/user and POST /api/logout answer any session cookie with a 2xx or a Spanish 401', async () => {
    await fuzz(hostilePathSegment, async (cookie) => {
      expectAcceptableAnswer(await send('GET', '/api/user', undefined, { cookie: `${SESSION_COOKIE}=${cookie}` }), cookie);
      expectAcceptableAnswer(await send('POST', '/api/logout', undefined, { cookie: `${SESSION_COOKIE}=${cookie}` }), cookie);
    });
  });
});

describe('own profile, signed in as the agent', () => {
  it('PATCH /api/user answers any body with the user or a Spanish 4xx, and a refusal changes nothing', async () => {
    const asAgent = () => identityHeaders({ userId: agentId, role: 'agent', status: 'pending' }, service.env.IDENTITY_SECRET);
    const profile = async () =>
      JSON.stringify(await service.app.get(DataSource).query(`SELECT full_name, phone, email, username, role, status FROM users WHERE id = $1`, [agentId]));
    await fuzz(hostileBodies({ fullName: 'Agente Fuzz', phone: '55 1234 5678' }, { textFields: ['fullName', 'phone'] }), async (body) => {
      const before = await profile();
      const answer = await send('PATCH', '/api/user', body, asAgent());
      expectAcceptableAnswer(answer, body);
      if (answer.status >= 400 && (await profile()) !== before) throw new Error(`refused (${answer.status}) but changed: ${body.slice(0, 300)}`);
    });
  });
});

describe('user administration, signed in as an admin', () => {
  it('PATCH /api/users/:id answers any body with the changed user or a Spanish 4xx, and any id with a 404 or a 400', async () => {
    const asAdmin = () => identityHeaders(admin, service.env.IDENTITY_SECRET);
    await fuzz(hostileBodies({ role: 'agent', status: 'active' }), async (body) => {
      expectAcceptableAnswer(await send('PATCH', `/api/users/${agentId}`, body, asAdmin()), body);
    });
    await fuzz(hostilePathSegment, async (segment) => {
      expectRefusal(await send('PATCH', `/api/users/${segment}`, '{"status":"active"}', asAdmin()), segment);
    });
  });
});
