import { publicUserSchema, type LoginInput, type PublicUser } from '@prestigio/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from './session-mutation';

/** POST /api/login: the server sets the session cookie and answers with the user. */
export async function login(credentials: LoginInput): Promise<PublicUser> {
  return publicUserSchema.parse(await apiRequest('POST', '/api/login', credentials));
}

/** Signs in and puts the user into the session cache, so every screen sees "authenticated" at once (spec §4). */
export function useLogin() {
  return useSessionMutation(login);
}
