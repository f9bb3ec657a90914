import type { PublicUser } from '@prestigio/contracts';

/**
 * Whether this user may change this listing: administrators any, agents the ones in their charge. The service
 * enforces the same rule (403); the portal only avoids offering what would be refused.
 */
export function canManageProperty(user: Pick<PublicUser, 'id' | 'role'>, listing: { agentId: string | null }): boolean {
  return user.role === 'admin' || (listing.agentId !== null && listing.agentId === user.id);
}
