import { portalPropertyPageSchema, type PortalPropertyPage } from '@prestigio/contracts';
import useSWR, { type ScopedMutator } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { cacheKeys } from '../../../lib/swr-config';
import { portalListQueryString, type PortalListFilters } from '../lib/portal-list-query';

/** Base of the portal's listing management API; under cacheKeys.properties, so logout clears it too. */
export const manageUrl = `${cacheKeys.properties}/manage`;

/** One page of the table is cached under its full URL. */
export function portalPropertiesKey(filters: PortalListFilters): string {
  return `${manageUrl}?${portalListQueryString(filters)}`;
}

/** GET /api/properties/manage?text=&status=&mine=&page=&pageSize= */
export async function getPortalProperties(url: string): Promise<PortalPropertyPage> {
  return portalPropertyPageSchema.parse(await apiRequest('GET', url));
}

/** The table's page; the previous page stays on screen while the next one loads (no flash of skeleton). */
export function usePortalProperties(filters: PortalListFilters) {
  return useSWR(portalPropertiesKey(filters), getPortalProperties, { keepPreviousData: true });
}

/** After any change to a listing every cached page of the table may be out of date: refetch them. */
export function revalidatePortalLists(mutate: ScopedMutator): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.startsWith(`${manageUrl}?`));
}
