import { publicUserSchema, type PublicUser, type UpdateOwnProfileInput } from '@prestigio/contracts';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../lib/api-client';
import { cacheKeys } from '../../../lib/swr-config';

/** PATCH /api/user: the signed-in user's own name and phone ("Mi perfil"); the answer is the user as saved. */
export async function updateOwnProfile(change: UpdateOwnProfileInput): Promise<PublicUser> {
  return publicUserSchema.parse(await apiRequest('PATCH', cacheKeys.user, change));
}

/**
 * The change, whose answer becomes the cached session at once: the portal's header shows the new name without asking
 * the server again.
 */
export function useUpdateOwnProfile() {
  return useSWRMutation(cacheKeys.user, (_key: string, { arg }: { arg: UpdateOwnProfileInput }) => updateOwnProfile(arg), {
    populateCache: true,
    revalidate: false,
  });
}
