import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Identity, Role } from '@prestigio/contracts';
import {
  REQUIRED_ROLES,
  RESOLVED_IDENTITY,
  SESSION_REQUIREMENT,
  type RequestWithIdentity,
  type SessionRequirement,
} from './identity.metadata.js';

/** 401 without a valid identity; 403 unless the account is active (or pending, when allowed). */
export const RequireSession = (requirement: SessionRequirement = {}) => SetMetadata(SESSION_REQUIREMENT, requirement);

/** Implies an active session; 403 when the caller has none of the roles. */
export const RequireRole = (...roles: Role[]) => SetMetadata(REQUIRED_ROLES, roles);

/** The verified caller, or null for anonymous requests. Resolved by the global IdentityGuard. */
export const CurrentIdentity = createParamDecorator((_: unknown, context: ExecutionContext): Identity | null => {
  return context.switchToHttp().getRequest<RequestWithIdentity>()[RESOLVED_IDENTITY] ?? null;
});
