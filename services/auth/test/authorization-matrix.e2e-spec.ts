// Every portal endpoint of the auth service against every kind of caller, as one table: what the service itself
// enforces, whatever the page shows. User administration is the admin's alone; here the owner is the agent whose own
// account the row changes (an agent may not promote, or approve, anyone, itself included). The current user and
// logout go by the session cookie, so each caller signs in for real; the own profile, like every portal write, by the
// signed identity (anyone signed in, pending too, edits their own account and nobody else's).
import { afterAll, beforeAll } from '@jest/globals';
import { SESSION_COOKIE, type Identity } from '@prestigio/contracts';
import { startTestService, type TestService } from '@prestigio/testing';
import { describeAuthorizationMatrix, signedIdentityHeaders, type Caller, type MatrixRow, type SignedInCaller } from '@prestigio/testing/authorization-matrix';
import request from 'supertest';
import { AppModule } from '../src/app.module.js';
import { envSchema, type AuthEnv } from '../src/config/env.js';
import type { User } from '../src/users/user.entity.js';
import { UsersService } from '../src/users/users.service.js';

let service: TestService<AuthEnv>;
const api = () => request(service.baseUrl);
const password = 'Permisos2026';
const admin = { username: 'directora', password: 'Directora2026' };

let counter = 0;
function account(status: 'pending' | 'active'): Promise<User> {
  counter += 1;
  return service.app
    .get(UsersService)
    .create({ fullName: `Cuenta Permisos ${counter}`, email: `permisos${counter}@prestigio.test`, username: `permisos${counter}`, password, role: 'agent', status });
}

interface Target {
  /** The owner: an active agent whose account the row changes. */
  owner: User;
  /** A registration waiting for approval. */
  applicant: User;
}

/** The callers who are not the target's owner: the same accounts for every row. */
let fixed: Record<Exclude<SignedInCaller, 'owner'>, { user: Pick<User, 'id' | 'username' | 'role' | 'status'>; password: string }>;

function identityOf(caller: SignedInCaller, target: Target): Identity {
  const user = caller === 'owner' ? target.owner : fixed[caller].user;
  return { userId: user.id, role: user.role, status: user.status };
}

function headersOf(caller: Caller, target: Target): Record<string, string> {
  return signedIdentityHeaders(caller === 'anonymous' ? undefined : identityOf(caller, target), service.env.IDENTITY_SECRET);
}

/** A real session of the caller's, as the browser would hold it after signing in; none for anonymous. */
async function cookieOf(caller: Caller, target: Target): Promise<string> {
  if (caller === 'anonymous') return '';
  const credentials = caller === 'owner' ? { username: target.owner.username, password } : { username: fixed[caller].user.username, password: fixed[caller].password };
  const signedIn = await api().post('/api/login').send(credentials).expect(200);
  const cookie = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? []).find((header) => header.startsWith(`${SESSION_COOKIE}=`));
  return cookie!.split(';')[0]!;
}

const adminOnly = (status: number) => ({ anonymous: 401, pending: 403, owner: 403, otherAgent: 403, admin: status });
const rows: MatrixRow<Target>[] = [
  { name: 'GET /api/users (list)', send: (target, caller) => api().get('/api/users').set(headersOf(caller, target)), expected: adminOnly(200) },
  {
    name: 'PATCH /api/users/:id (approve)',
    send: (target, caller) => api().patch(`/api/users/${target.applicant.id}`).set(headersOf(caller, target)).send({ status: 'active' }),
    expected: adminOnly(200),
  },
  {
    name: 'PATCH /api/users/:id (make admin)',
    send: (target, caller) => api().patch(`/api/users/${target.owner.id}`).set(headersOf(caller, target)).send({ role: 'admin' }),
    expected: adminOnly(200),
  },
  {
    name: 'PATCH /api/users/:id (deactivate)',
    send: (target, caller) => api().patch(`/api/users/${target.owner.id}`).set(headersOf(caller, target)).send({ status: 'deactivated' }),
    expected: adminOnly(200),
  },
  {
    name: 'PATCH /api/users/:id (reject a registration)',
    send: (target, caller) => api().patch(`/api/users/${target.applicant.id}`).set(headersOf(caller, target)).send({ status: 'deactivated' }),
    expected: adminOnly(200),
  },
  {
    name: 'PATCH /api/user (own profile)',
    send: (target, caller) => api().patch('/api/user').set(headersOf(caller, target)).send({ fullName: 'Nombre Propio', phone: '55 1234 5678' }),
    // Everyone edits only their own account (the id is the caller's); a pending agent may fill in its phone while it waits.
    expected: { anonymous: 401, pending: 200, owner: 200, otherAgent: 200, admin: 200 },
  },
  {
    name: 'GET /api/user (me)',
    send: async (target, caller) => api().get('/api/user').set('cookie', await cookieOf(caller, target)),
    // A pending agent may sign in and see that it waits for approval; nothing more.
    expected: { anonymous: 401, pending: 200, owner: 200, otherAgent: 200, admin: 200 },
  },
  {
    name: 'POST /api/logout',
    send: async (target, caller) => api().post('/api/logout').set('cookie', await cookieOf(caller, target)),
    expected: { anonymous: 204, pending: 204, owner: 204, otherAgent: 204, admin: 204 },
  },
];

beforeAll(async () => {
  service = await startTestService(AppModule, {
    name: 'auth',
    envSchema,
    env: { ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, PASSWORD_SCRYPT_LOG_N: '14' },
  });
  const users = service.app.get(UsersService);
  fixed = {
    pending: { user: await account('pending'), password },
    otherAgent: { user: await account('active'), password },
    admin: { user: (await users.findByUsername(admin.username))!, password: admin.password },
  };
});
afterAll(() => service?.stop());

describeAuthorizationMatrix({
  title: 'authorization matrix of user administration and sessions',
  rows,
  freshTarget: async () => ({ owner: await account('active'), applicant: await account('pending') }),
});
