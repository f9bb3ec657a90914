import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { cacheKeys } from '../../../lib/swr-config';

/**
 * Data that belongs to whoever was signed in. Spec §4 names properties, leads, video calls and activities; the
 * admin's user list is just as private, so it goes too.
 */
export const keysRefreshedOnLogout: readonly string[] = [
  cacheKeys.properties,
  cacheKeys.leads,
  cacheKeys.videoCalls,
  cacheKeys.activities,
  cacheKeys.users,
];

/**
 * Whether an SWR cache key holds one of those resources: the URL itself, a sub-path or query of it, or an array key
 * whose first element is such a URL.
 */
export function isRefreshedOnLogout(key: unknown): boolean {
  const url = Array.isArray(key) ? key[0] : key;
  if (typeof url !== 'string') return false;
  return keysRefreshedOnLogout.some((base) => url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`));
}

/** POST /api/logout: the server ends the session at once and clears the cookie. */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}

/**
 * Signs out, then leaves the session cache unauthenticated and refreshes the previous user's data (spec §4), so
 * nothing of theirs stays on screen or in memory for the next person at this browser.
 */
export function useLogout() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    cacheKeys.user,
    async () => {
      await logout();
      // Not awaited: screens still mounted refetch (and are told they are signed out) in the background.
      void mutate(isRefreshedOnLogout, undefined, { revalidate: true });
      return null;
    },
    { populateCache: true, revalidate: false },
  );
}
