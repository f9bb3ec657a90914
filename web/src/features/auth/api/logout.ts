import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from './session-mutation';

/** POST /api/logout: the server ends the session at once and clears the cookie. */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}

/** Signs out, then leaves the session cache unauthenticated and refreshes the previous user's data (spec §4). */
export function useLogout() {
  return useSessionMutation(async (): Promise<null> => {
    await logout();
    return null;
  });
}
