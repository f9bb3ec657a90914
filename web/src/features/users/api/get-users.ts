import { publicUserSchema, type PublicUser } from '@prestigio/contracts';
import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { cacheKeys } from '../../../lib/swr-config';

const userListSchema = publicUserSchema.array();

/** GET /api/users (administrators only): every account, those awaiting approval first. */
export async function getUsers(): Promise<PublicUser[]> {
  return userListSchema.parse(await apiRequest('GET', cacheKeys.users));
}

export function useUsers() {
  return useSWR(cacheKeys.users, getUsers);
}
