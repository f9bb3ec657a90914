import type {
  SavedSearchConfirmation,
  SavedSearchCreate,
  SavedSearchList,
  SavedSearchReceipt,
  SavedSearchUnsubscribeReceipt,
  SavedSearchUpdate,
  SavedSearchView,
} from '@prestigio/contracts';
import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';

const BASE = '/api/saved-searches';
const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** POST /api/saved-searches ("Guardar búsqueda"): 202 with the same answer for any address (a confirmation e-mail). */
export function saveSearch(body: SavedSearchCreate): Promise<SavedSearchReceipt> {
  return apiRequest<SavedSearchReceipt>('POST', BASE, body);
}

/** POST /api/saved-searches/confirm: the e-mail's link activates the search (POST: mail scanners prefetch GETs). */
export function confirmSavedSearch(token: string): Promise<SavedSearchConfirmation> {
  return apiRequest<SavedSearchConfirmation>('POST', `${BASE}/confirm`, { token });
}

export const managedSearchesKey = (token: string) => withToken(`${BASE}/manage`, token);

/** GET /api/saved-searches/manage?token=: the searches of the address the signed link names, newest first. */
export function useManagedSearches(token: string | null) {
  return useSWR<SavedSearchList>(token ? managedSearchesKey(token) : null);
}

/** PATCH /api/saved-searches/manage/:id?token=: pause, activate again, or change how often. */
export function updateSavedSearch(token: string, id: string, update: SavedSearchUpdate): Promise<SavedSearchView> {
  return apiRequest<SavedSearchView>('PATCH', withToken(`${BASE}/manage/${encodeURIComponent(id)}`, token), update);
}

/** DELETE /api/saved-searches/manage/:id?token= (204). */
export function deleteSavedSearch(token: string, id: string): Promise<unknown> {
  return apiRequest('DELETE', withToken(`${BASE}/manage/${encodeURIComponent(id)}`, token));
}

/** POST /api/saved-searches/unsubscribe?token=: the e-mail's "cancelar avisos" link, from the page it opens. */
export function unsubscribeSavedSearch(token: string): Promise<SavedSearchUnsubscribeReceipt> {
  return apiRequest<SavedSearchUnsubscribeReceipt>('POST', withToken(`${BASE}/unsubscribe`, token));
}
