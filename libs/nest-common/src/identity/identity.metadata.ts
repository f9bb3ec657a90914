import type { Identity } from '@prestigio/contracts';

export const SESSION_REQUIREMENT = 'prestigio:session-requirement';
export const REQUIRED_ROLES = 'prestigio:required-roles';

export interface SessionRequirement {
  /** Lets users awaiting an admin's approval through (e.g. to read their own account state). */
  allowPending?: boolean;
}

/** Where the resolved identity (or null) is kept on the request for @CurrentIdentity(). */
export const RESOLVED_IDENTITY = Symbol('RESOLVED_IDENTITY');

export interface RequestWithIdentity {
  headers: Record<string, string | string[] | undefined>;
  [RESOLVED_IDENTITY]?: Identity | null;
}
