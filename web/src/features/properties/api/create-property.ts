import { agentPropertySchema, type AgentProperty, type PropertyWrite } from '@prestigio/contracts';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../lib/api-client';
import { propertyRequestBody } from '../lib/property-form-values';
import { manageUrl, revalidatePortalLists } from './get-portal-properties';
import { portalPropertyKey } from './get-portal-property';

/** POST /api/properties/manage: 201 with the new listing, in the caller's charge. */
export async function createProperty(listing: PropertyWrite): Promise<AgentProperty> {
  return agentPropertySchema.parse(await apiRequest('POST', manageUrl, propertyRequestBody(listing)));
}

/** Creates the listing, caches it for its edit page and refreshes the table. */
export function useCreateProperty() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(manageUrl, (_key: string, { arg }: { arg: PropertyWrite }) => createProperty(arg), {
    populateCache: false,
    revalidate: false,
    onSuccess: (created) => {
      void mutate(portalPropertyKey(created.id), created, { revalidate: false });
      void revalidatePortalLists(mutate);
    },
  });
}
