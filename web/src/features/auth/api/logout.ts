import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../lib/api-client';
import { cacheKeys } from '../../../lib/swr-config';
import { useRefreshUserScopedData } from './user-scoped-cache';

/** POST /api/logout: the server ends the session at once and clears the cookie. */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}

/** Signs out, then leaves the session cache unauthenticated and refreshes the previous user's data (spec §4). */
export function useLogout() {
  const refreshUserScopedData = useRefreshUserScopedData();
  return useSWRMutation(
    cacheKeys.user,
    async () => {
      await logout();
      refreshUserScopedData();
      return null;
    },
    { populateCache: true, revalidate: false },
  );
}
