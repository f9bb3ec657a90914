import { publicUserSchema, type LoginInput, type PublicUser } from '@prestigio/contracts';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../lib/api-client';
import { cacheKeys } from '../../../lib/swr-config';

/** POST /api/login: the server sets the session cookie and answers with the user. */
export async function login(credentials: LoginInput): Promise<PublicUser> {
  return publicUserSchema.parse(await apiRequest('POST', '/api/login', credentials));
}

/** Signs in and puts the user into the session cache, so every screen sees "authenticated" at once (spec §4). */
export function useLogin() {
  return useSWRMutation(
    cacheKeys.user,
    (_key: string, { arg }: { arg: LoginInput }) => login(arg),
    { populateCache: true, revalidate: false },
  );
}
