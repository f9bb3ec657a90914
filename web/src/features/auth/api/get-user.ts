import { publicUserSchema, type PublicUser, type SessionState } from '@prestigio/contracts';
import useSWR from 'swr';
import { getQueryFn } from '../../../lib/api-client';
import { cacheKeys } from '../../../lib/swr-config';

const fetchUserOrNull = getQueryFn<unknown>({ on401: 'returnNull' });

/** GET /api/user: who holds this browser's session, or null when nobody does (a 401 is an answer here). */
export async function getUser(): Promise<PublicUser | null> {
  const user = await fetchUserOrNull(cacheKeys.user);
  return user === null ? null : publicUserSchema.parse(user);
}

/** Spec §3: the session state is the authenticated flag and the user. */
export function sessionStateOf(user: PublicUser | null | undefined): SessionState {
  return user ? { authenticated: true, user } : { authenticated: false, user: null };
}

export type UserQuery = SessionState & {
  /** True until the first answer about the session arrives; nothing should be decided before that. */
  isLoading: boolean;
  /** Set when the session could not be checked at all (network, server error), as opposed to "nobody". */
  error: unknown;
  /** True while the session is being asked again (after `retry`) with an answer already on screen. */
  isRevalidating: boolean;
  /** Asks the server again, e.g. whether a pending account has been approved meanwhile. */
  retry: () => void;
};

/** The signed-in user, shared by every screen through the SWR cache key `cacheKeys.user`. */
export function useUser(): UserQuery {
  const { data, error, isLoading, isValidating, mutate } = useSWR(cacheKeys.user, getUser);
  return {
    ...sessionStateOf(data),
    isLoading,
    error,
    isRevalidating: isValidating && !isLoading,
    retry: () => void mutate(),
  };
}
