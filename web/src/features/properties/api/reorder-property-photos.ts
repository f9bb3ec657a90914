import { propertyImageSchema, type AgentProperty, type PropertyImage } from '@prestigio/contracts';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { arrangeBy } from '../lib/photo-order';
import { revalidatePortalLists } from './get-portal-properties';
import { portalPropertyKey, withImages } from './get-portal-property';

const imagesSchema = propertyImageSchema.array();

/** PUT /api/properties/manage/:id/photos/order: every photo id, the main photo first; answers the new gallery. */
export async function reorderPropertyPhotos(id: string, photoIds: readonly string[]): Promise<PropertyImage[]> {
  return imagesSchema.parse(await apiRequest('PUT', `${portalPropertyKey(id)}/photos/order`, { photoIds }));
}

/**
 * Shows the new order at once and puts the old one back if the server refuses (the error is rethrown for the
 * caller to explain); the table is refreshed afterwards for its thumbnail, the main photo.
 */
export function useReorderPropertyPhotos(id: string) {
  const { mutate } = useSWRConfig();
  const [isReordering, setIsReordering] = useState(false);

  const reorder = async (photoIds: string[]): Promise<void> => {
    setIsReordering(true);
    try {
      await mutate<AgentProperty | undefined, PropertyImage[]>(portalPropertyKey(id), reorderPropertyPhotos(id, photoIds), {
        optimisticData: (current) => current && withImages(current, arrangeBy(current.images, photoIds)),
        populateCache: (images, current) => current && withImages(current, images),
        rollbackOnError: true,
        revalidate: false,
        throwOnError: true,
      });
      void revalidatePortalLists(mutate);
    } finally {
      setIsReordering(false);
    }
  };

  return { reorder, isReordering };
}
