import { roleLabels, type PublicUser } from '@prestigio/contracts';

/** The name the portal shows for a person: their full name, or their username when they gave none. */
export function displayName(user: Pick<PublicUser, 'fullName' | 'username'>): string {
  return user.fullName?.trim() || user.username;
}

/** The Spanish label of a user's role, as shown under their name. */
export function roleLabel(user: Pick<PublicUser, 'role'>): string {
  return roleLabels[user.role];
}
