import {
  publicUserSchema,
  type PublicUser,
  type RegisterForm,
  type RegisterPayload,
} from '@prestigio/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from './session-mutation';

/** The request body: the form without confirmPassword, which is never sent (spec §3 and §7); the phone when given. */
export function toRegisterPayload(form: RegisterForm): RegisterPayload {
  const { fullName, email, username, password, phone } = form;
  return { fullName, email, username, password, ...(phone ? { phone } : {}) };
}

/** POST /api/register: creates the account and signs it in (it may still await an administrator's approval). */
export async function register(payload: RegisterPayload): Promise<PublicUser> {
  return publicUserSchema.parse(await apiRequest('POST', '/api/register', payload));
}

/** Registers and puts the new user into the session cache: registration success means authenticated (spec §4). */
export function useRegister() {
  return useSessionMutation((form: RegisterForm) => register(toRegisterPayload(form)));
}
