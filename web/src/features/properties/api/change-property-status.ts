import { agentPropertySchema, type AgentProperty, type PropertyStatus } from '@prestigio/contracts';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../lib/api-client';
import { manageUrl, revalidatePortalLists } from './get-portal-properties';
import { portalPropertyKey } from './get-portal-property';

export interface StatusChange {
  id: string;
  status: PropertyStatus;
}

/** PATCH /api/properties/manage/:id/status: publish, reserve, mark sold or rented, or back to draft. */
export async function changePropertyStatus({ id, status }: StatusChange): Promise<AgentProperty> {
  return agentPropertySchema.parse(await apiRequest('PATCH', `${portalPropertyKey(id)}/status`, { status }));
}

export function useChangePropertyStatus() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${manageUrl}#status`, (_key: string, { arg }: { arg: StatusChange }) => changePropertyStatus(arg), {
    populateCache: false,
    revalidate: false,
    onSuccess: (updated) => {
      void mutate(portalPropertyKey(updated.id), updated, { revalidate: false });
      void revalidatePortalLists(mutate);
    },
  });
}
