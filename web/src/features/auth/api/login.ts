import { publicUserSchema, type LoginInput, type PublicUser } from '@prestigio/contracts';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../lib/api-client';
import { cacheKeys } from '../../../lib/swr-config';
import { useRefreshUserScopedData } from './user-scoped-cache';

/** POST /api/login: the server sets the session cookie and answers with the user. */
export async function login(credentials: LoginInput): Promise<PublicUser> {
  return publicUserSchema.parse(await apiRequest('POST', '/api/login', credentials));
}

/** Signs in and puts the user into the session cache, so every screen sees "authenticated" at once (spec §4). */
export function useLogin() {
  const refreshUserScopedData = useRefreshUserScopedData();
  return useSWRMutation(
    cacheKeys.user,
    async (_key: string, { arg }: { arg: LoginInput }) => {
      const user = await login(arg);
      // Whatever a previous session left in the cache (one that expired without "Salir") is not this user's.
      refreshUserScopedData();
      return user;
    },
    { populateCache: true, revalidate: false },
  );
}
