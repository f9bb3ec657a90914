import { useSWRConfig } from 'swr';
import { cacheKeys } from '../../../lib/swr-config';

/**
 * Data that belongs to whoever is signed in. Spec §4 names properties, leads, video calls and activities; the
 * admin's user list and the dashboard's figures are just as private, so they go too.
 */
export const userScopedKeys: readonly string[] = [
  cacheKeys.properties,
  cacheKeys.leads,
  cacheKeys.videoCalls,
  cacheKeys.activities,
  cacheKeys.users,
  cacheKeys.dashboard,
];

/**
 * Whether an SWR cache key holds one of those resources: the URL itself, a sub-path or query of it, or an array key
 * whose first element is such a URL. The session key itself is not one: sign-in and sign-out set it directly.
 */
export function isUserScopedKey(key: unknown): boolean {
  const url = Array.isArray(key) ? key[0] : key;
  if (typeof url !== 'string') return false;
  return userScopedKeys.some((base) => url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`));
}

/**
 * Drops the cached user-scoped data and refetches what is on screen, so nothing of one person's stays in memory
 * when the session changes hands (spec §4: logout refreshes properties, leads, video calls and activities).
 */
export function useRefreshUserScopedData(): () => void {
  const { mutate } = useSWRConfig();
  // Not awaited: screens still mounted refetch in the background.
  return () => void mutate(isUserScopedKey, undefined, { revalidate: true });
}
