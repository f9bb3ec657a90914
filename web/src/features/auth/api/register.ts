import {
  publicUserSchema,
  type PublicUser,
  type RegisterForm,
  type RegisterPayload,
} from '@prestigio/contracts';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../lib/api-client';
import { cacheKeys } from '../../../lib/swr-config';
import { useRefreshUserScopedData } from './user-scoped-cache';

/** The request body: the form without confirmPassword, which is never sent (spec §3 and §7). */
export function toRegisterPayload(form: RegisterForm): RegisterPayload {
  return { fullName: form.fullName, email: form.email, username: form.username, password: form.password };
}

/** POST /api/register: creates the account and signs it in (it may still await an administrator's approval). */
export async function register(payload: RegisterPayload): Promise<PublicUser> {
  return publicUserSchema.parse(await apiRequest('POST', '/api/register', payload));
}

/** Registers and puts the new user into the session cache: registration success means authenticated (spec §4). */
export function useRegister() {
  const refreshUserScopedData = useRefreshUserScopedData();
  return useSWRMutation(
    cacheKeys.user,
    async (_key: string, { arg }: { arg: RegisterForm }) => {
      const user = await register(toRegisterPayload(arg));
      // Whatever a previous session left in the cache (one that expired without "Salir") is not this user's.
      refreshUserScopedData();
      return user;
    },
    { populateCache: true, revalidate: false },
  );
}
