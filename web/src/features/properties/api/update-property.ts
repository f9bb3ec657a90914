import { agentPropertySchema, type AgentProperty, type PropertyWrite } from '@prestigio/contracts';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../lib/api-client';
import { propertyRequestBody } from '../lib/property-form-values';
import { revalidatePortalLists } from './get-portal-properties';
import { portalPropertyKey } from './get-portal-property';

/** PATCH /api/properties/manage/:id with the whole form (emptied fields included, so they are cleared). */
export async function updateProperty(id: string, listing: PropertyWrite): Promise<AgentProperty> {
  return agentPropertySchema.parse(await apiRequest('PATCH', portalPropertyKey(id), propertyRequestBody(listing)));
}

/** Saves the listing; its cached copy becomes the server's answer and the table is refreshed. */
export function useUpdateProperty(id: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(portalPropertyKey(id), (_key: string, { arg }: { arg: PropertyWrite }) => updateProperty(id, arg), {
    populateCache: true,
    revalidate: false,
    onSuccess: () => void revalidatePortalLists(mutate),
  });
}
