import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IDENTITY_HEADER, REQUEST_ID_HEADER, type Identity, type Role } from '@prestigio/contracts';
import { verifyIdentity } from '@prestigio/contracts/identity-token';
import { IDENTITY_SECRET } from '../config/service-tokens.js';
import { ErrorMessages } from '../http/error-messages.js';
import {
  REQUIRED_ROLES,
  RESOLVED_IDENTITY,
  SESSION_REQUIREMENT,
  type RequestWithIdentity,
  type SessionRequirement,
} from './identity.metadata.js';

function singleHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

/**
 * The caller's identity as the gateway vouched for it: a valid `x-prestigio-identity` token bound to this request's
 * `x-request-id`. Anything forged, expired, replayed from another request or duplicated is treated as anonymous.
 */
export function resolveIdentity(request: RequestWithIdentity, secret: string): Identity | null {
  if (request[RESOLVED_IDENTITY] === undefined) {
    request[RESOLVED_IDENTITY] = verifyIdentity(
      singleHeader(request.headers[IDENTITY_HEADER]),
      secret,
      singleHeader(request.headers[REQUEST_ID_HEADER]),
    );
  }
  return request[RESOLVED_IDENTITY];
}

/**
 * The caller as a route behind a session needs them: 401 without an identity, 403 for a deactivated account, or a
 * pending one unless allowed. For a public route that asks for a session only with some parameters.
 */
export function requireSession(identity: Identity | null, requirement: SessionRequirement = {}): Identity {
  if (!identity) throw new UnauthorizedException(ErrorMessages.signInRequired);
  if (identity.status === 'deactivated') throw new ForbiddenException(ErrorMessages.accountDeactivated);
  if (identity.status === 'pending' && !requirement.allowPending) throw new ForbiddenException(ErrorMessages.accountPending);
  return identity;
}

/**
 * Registered globally by every service: resolves the identity of each HTTP request and enforces @RequireSession()
 * and @RequireRole(). Routes without either decorator are public.
 */
@Injectable()
export class IdentityGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(IDENTITY_SECRET) private readonly secret: string,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const identity = resolveIdentity(context.switchToHttp().getRequest<RequestWithIdentity>(), this.secret);
    const targets = [context.getHandler(), context.getClass()];
    const session = this.reflector.getAllAndOverride<SessionRequirement | undefined>(SESSION_REQUIREMENT, targets);
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
    if (!session && !roles) return true;

    const caller = requireSession(identity, session);
    if (roles && !roles.includes(caller.role)) throw new ForbiddenException(ErrorMessages.forbidden);
    return true;
  }
}
