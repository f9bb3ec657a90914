import { publicUserSchema, type PublicUser, type UpdateUserInput } from '@prestigio/contracts';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../lib/api-client';
import { cacheKeys } from '../../../lib/swr-config';

export interface UserUpdate {
  id: string;
  change: UpdateUserInput;
}

/** PATCH /api/users/:id (administrators only): approve, change role, deactivate or reactivate one account. */
export async function updateUser({ id, change }: UserUpdate): Promise<PublicUser> {
  return publicUserSchema.parse(await apiRequest('PATCH', `${cacheKeys.users}/${encodeURIComponent(id)}`, change));
}

/** The change, then a fresh user list (the server orders it and may have refused the change). */
export function useUpdateUser() {
  return useSWRMutation(cacheKeys.users, (_key: string, { arg }: { arg: UserUpdate }) => updateUser(arg), {
    populateCache: false,
    revalidate: true,
  });
}
