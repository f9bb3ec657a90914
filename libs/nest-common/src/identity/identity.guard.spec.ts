import { describe, expect, it } from '@jest/globals';
import { type ExecutionContext, ForbiddenException, HttpException, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IDENTITY_HEADER, REQUEST_ID_HEADER, type Identity } from '@prestigio/contracts';
import { IDENTITY_TOKEN_TTL_MS, signIdentity } from '@prestigio/contracts/identity-token';
import { RequireRole, RequireSession } from './identity.decorators.js';
import { IdentityGuard } from './identity.guard.js';
import { RESOLVED_IDENTITY, type RequestWithIdentity } from './identity.metadata.js';

const secret = 'unit-test-identity-secret';
const activeAgent: Identity = { userId: 'u-agent', role: 'agent', status: 'active' };
const activeAdmin: Identity = { userId: 'u-admin', role: 'admin', status: 'active' };
const pendingAgent: Identity = { userId: 'u-new', role: 'agent', status: 'pending' };
const deactivatedAdmin: Identity = { userId: 'u-gone', role: 'admin', status: 'deactivated' };

class RoutesUnderTest {
  publicRoute() {}

  @RequireSession()
  portal() {}

  @RequireSession({ allowPending: true })
  ownAccount() {}

  @RequireRole('admin')
  userAdministration() {}
}

@RequireSession()
class SessionController {
  anyRoute() {}
}

type Handler = keyof RoutesUnderTest;

function requestWith(headers: Record<string, string>): RequestWithIdentity {
  return { headers };
}

function signedRequest(identity: Identity, requestId = 'req-1', issuedAt?: number): RequestWithIdentity {
  return requestWith({ [IDENTITY_HEADER]: signIdentity(identity, secret, requestId, issuedAt), [REQUEST_ID_HEADER]: requestId });
}

function contextFor(request: RequestWithIdentity, handler: Handler | 'anyRoute'): ExecutionContext {
  const controller = handler === 'anyRoute' ? SessionController : RoutesUnderTest;
  return {
    getType: () => 'http',
    getClass: () => controller,
    getHandler: () => (controller.prototype as unknown as Record<string, () => void>)[handler],
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

const guard = new IdentityGuard(new Reflector(), secret);

function outcome(request: RequestWithIdentity, handler: Handler | 'anyRoute'): true | { status: number; message: string } {
  try {
    return guard.canActivate(contextFor(request, handler)) as true;
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    return { status: error.getStatus(), message: (error.getResponse() as { message: string }).message };
  }
}

const signInRequired = { status: 401, message: 'Inicia sesión para continuar' };
const noPermission = { status: 403, message: 'No tienes permiso para realizar esta acción' };

describe('IdentityGuard', () => {
  it('lets anyone through public routes, and records who they are (or null)', () => {
    const signed = signedRequest(activeAgent);
    expect(outcome(signed, 'publicRoute')).toBe(true);
    expect(signed[RESOLVED_IDENTITY]).toEqual(activeAgent);
    const anonymous = requestWith({});
    expect(outcome(anonymous, 'publicRoute')).toBe(true);
    expect(anonymous[RESOLVED_IDENTITY]).toBeNull();
  });

  it('accepts a valid token on a session route', () => {
    expect(outcome(signedRequest(activeAgent), 'portal')).toBe(true);
    expect(outcome(signedRequest(activeAgent), 'anyRoute')).toBe(true);
  });

  it('answers 401 without a token', () => {
    expect(outcome(requestWith({ [REQUEST_ID_HEADER]: 'req-1' }), 'portal')).toEqual(signInRequired);
    expect(outcome(requestWith({}), 'anyRoute')).toEqual(signInRequired);
  });

  it('treats a forged token as anonymous', () => {
    const otherSecret = requestWith({
      [IDENTITY_HEADER]: signIdentity(activeAdmin, 'someone-elses-secret', 'req-1'),
      [REQUEST_ID_HEADER]: 'req-1',
    });
    expect(outcome(otherSecret, 'portal')).toEqual(signInRequired);

    const [, signature] = signIdentity(activeAgent, secret, 'req-1').split('.');
    const escalatedBody = Buffer.from(
      JSON.stringify({ ...activeAgent, role: 'admin', exp: Date.now() + 60_000, rid: 'req-1' }),
    ).toString('base64url');
    const escalated = requestWith({ [IDENTITY_HEADER]: `${escalatedBody}.${signature}`, [REQUEST_ID_HEADER]: 'req-1' });
    expect(outcome(escalated, 'userAdministration')).toEqual(signInRequired);
    expect(escalated[RESOLVED_IDENTITY]).toBeNull();
  });

  it('treats an expired token as anonymous', () => {
    const expired = signedRequest(activeAgent, 'req-1', Date.now() - IDENTITY_TOKEN_TTL_MS - 1);
    expect(outcome(expired, 'portal')).toEqual(signInRequired);
  });

  it('treats a token replayed on another request as anonymous', () => {
    const token = signIdentity(activeAgent, secret, 'req-1');
    const replayed = requestWith({ [IDENTITY_HEADER]: token, [REQUEST_ID_HEADER]: 'req-2' });
    expect(outcome(replayed, 'portal')).toEqual(signInRequired);
  });

  it('answers 403 to a signed-in user without the required role', () => {
    expect(outcome(signedRequest(activeAgent), 'userAdministration')).toEqual(noPermission);
    expect(outcome(signedRequest(activeAdmin), 'userAdministration')).toBe(true);
    expect(outcome(requestWith({}), 'userAdministration')).toEqual(signInRequired);
  });

  it('answers 403 to a pending user, unless the route allows pending users', () => {
    expect(outcome(signedRequest(pendingAgent), 'portal')).toEqual({
      status: 403,
      message: 'Tu cuenta está pendiente de aprobación por un administrador',
    });
    expect(outcome(signedRequest(pendingAgent), 'ownAccount')).toBe(true);
    expect(outcome(signedRequest(pendingAgent), 'userAdministration')).toMatchObject({ status: 403 });
  });

  it('answers 403 to a deactivated user everywhere a session is required', () => {
    for (const route of ['portal', 'ownAccount', 'userAdministration'] as const) {
      expect(outcome(signedRequest(deactivatedAdmin), route)).toEqual({ status: 403, message: 'Tu cuenta está desactivada' });
    }
  });

  it('throws Nest HTTP exceptions, so the global filter gives them the error body', () => {
    expect(() => guard.canActivate(contextFor(requestWith({}), 'portal'))).toThrow(UnauthorizedException);
    expect(() => guard.canActivate(contextFor(signedRequest(activeAgent), 'userAdministration'))).toThrow(ForbiddenException);
  });
});
