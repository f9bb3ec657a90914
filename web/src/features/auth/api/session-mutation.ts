import type { PublicUser } from '@prestigio/contracts';
import useSWRMutation from 'swr/mutation';
import { cacheKeys } from '../../../lib/swr-config';
import { useRefreshUserScopedData } from './user-scoped-cache';

/**
 * A call that changes who holds the session (sign-in, registration, sign-out). Its answer becomes the cached session
 * at once, so every screen sees the change (spec §4), and whatever the previous session cached is dropped: it is
 * not this user's, even when that session expired without "Salir".
 */
export function useSessionMutation<Arg, Session extends PublicUser | null>(change: (arg: Arg) => Promise<Session>) {
  const refreshUserScopedData = useRefreshUserScopedData();
  return useSWRMutation(
    cacheKeys.user,
    async (_key: string, { arg }: { arg: Arg }) => {
      const session = await change(arg);
      refreshUserScopedData();
      return session;
    },
    { populateCache: true, revalidate: false },
  );
}
