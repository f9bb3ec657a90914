import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../lib/api-client';
import { manageUrl, revalidatePortalLists } from './get-portal-properties';
import { portalPropertyKey } from './get-portal-property';

/** DELETE /api/properties/manage/:id (204): the listing leaves the portal and the site; its history is kept. */
export async function archiveProperty(id: string): Promise<void> {
  await apiRequest('DELETE', portalPropertyKey(id));
}

/** Archives the listing, forgets its cached copy and refreshes the table. */
export function useArchiveProperty() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${manageUrl}#archive`, async (_key: string, { arg: id }: { arg: string }) => {
    await archiveProperty(id);
    void mutate(portalPropertyKey(id), undefined, { revalidate: false });
    void revalidatePortalLists(mutate);
  }, { revalidate: false });
}
