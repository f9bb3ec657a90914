import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { PublicUser } from '@prestigio/contracts';
import { getUser, sessionStateOf } from './get-user';
import { logout } from './logout';
import { login } from './login';
import { register, toRegisterPayload } from './register';
import { isUserScopedKey } from './user-scoped-cache';

const user: PublicUser = {
  id: 'c0000000-0000-4000-8000-000000000003',
  fullName: 'María García',
  email: 'maria.garcia@prestigio.mx',
  username: 'mgarcia',
  role: 'agent',
  status: 'active',
  phone: '525512345678',
  createdAt: '2026-01-10T15:00:00.000Z',
};

function respond(status: number, body?: unknown) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('sessionStateOf (spec §3)', () => {
  it('is authenticated with the user when there is one, unauthenticated otherwise', () => {
    expect(sessionStateOf(user)).toEqual({ authenticated: true, user });
    expect(sessionStateOf(null)).toEqual({ authenticated: false, user: null });
    expect(sessionStateOf(undefined)).toEqual({ authenticated: false, user: null });
  });
});

describe('getUser', () => {
  it('asks GET /api/user with the session cookie and returns the user', async () => {
    const fetchSpy = respond(200, user);
    await expect(getUser()).resolves.toEqual(user);
    expect(fetchSpy).toHaveBeenCalledWith('/api/user', { credentials: 'include' });
  });

  it('answers null, not an error, on 401', async () => {
    respond(401, { statusCode: 401, message: 'No has iniciado sesión' });
    await expect(getUser()).resolves.toBeNull();
  });
});

describe('login', () => {
  it('posts the credentials and returns the user', async () => {
    const fetchSpy = respond(200, user);
    await expect(login({ username: 'mgarcia', password: 'Agente2026!' })).resolves.toEqual(user);
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/login',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ username: 'mgarcia', password: 'Agente2026!' }),
        credentials: 'include',
      }),
    );
  });
});

describe('register', () => {
  it('never sends confirmPassword (spec §3, §7)', async () => {
    const form = {
      fullName: 'María García',
      email: 'maria@prestigio.mx',
      username: 'mgarcia',
      password: 'Segura2026',
      confirmPassword: 'Segura2026',
    };
    const fetchSpy = respond(201, { ...user, status: 'pending' });

    const payload = toRegisterPayload(form);
    await register(payload);

    expect(payload).toEqual({
      fullName: 'María García',
      email: 'maria@prestigio.mx',
      username: 'mgarcia',
      password: 'Segura2026',
    });
    const sent = JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body));
    expect(sent).not.toHaveProperty('confirmPassword');
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/register');
  });

  it('sends the optional phone only when one was given', () => {
    const form = { fullName: 'Ana', email: 'ana@prestigio.mx', username: 'ana', password: 'Segura2026', confirmPassword: 'Segura2026' };
    expect(toRegisterPayload({ ...form, phone: '523336152200' })).toMatchObject({ phone: '523336152200' });
    expect(toRegisterPayload({ ...form, phone: undefined })).not.toHaveProperty('phone');
  });
});

describe('logout', () => {
  it('posts without a body and accepts the empty 204', async () => {
    const fetchSpy = respond(204);
    await expect(logout()).resolves.toBeUndefined();
    expect(fetchSpy).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST', body: undefined }));
  });
});

describe('isUserScopedKey (spec §4: refreshed at logout)', () => {
  it('matches cached properties, leads, video calls and activities, with sub-paths, queries and array keys', () => {
    for (const key of [
      '/api/properties',
      '/api/properties/42',
      '/api/leads?page=2',
      '/api/video-calls',
      '/api/activities',
      ['/api/activities', { status: 'pendiente' }],
      '/api/users',
    ]) {
      expect(isUserScopedKey(key)).toBe(true);
    }
  });

  it('leaves other keys alone, including the session key that sign-in and sign-out set themselves', () => {
    for (const key of ['/api/user', '/api/propertiesx', '/api/leadsy', ['/api/user'], 42, undefined]) {
      expect(isUserScopedKey(key)).toBe(false);
    }
  });
});
