import type { FavouritePropertiesReply } from '@prestigio/contracts';
import useSWR from 'swr';
import { apiRequest } from './api-client';

export const FAVOURITE_PROPERTIES_URL = '/api/properties/favourites';

/**
 * POST /api/properties/favourites with a visitor's favourites (this device's, or those a contact request carried):
 * the ones still published, as they are now (price, photo, place); the others are no longer available. Nothing is
 * asked when there are none.
 */
export function useFavouriteProperties(ids: readonly string[]) {
  return useSWR<FavouritePropertiesReply>(
    ids.length === 0 ? null : [FAVOURITE_PROPERTIES_URL, ...ids],
    () => apiRequest<FavouritePropertiesReply>('POST', FAVOURITE_PROPERTIES_URL, { ids }),
    // Removing one changes the key: the list stays as it was until the new answer comes, instead of blinking.
    { keepPreviousData: true },
  );
}
