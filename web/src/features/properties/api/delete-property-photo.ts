import { propertyImageSchema, type AgentProperty, type PropertyImage } from '@prestigio/contracts';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { revalidatePortalLists } from './get-portal-properties';
import { portalPropertyKey, withImages } from './get-portal-property';

const imagesSchema = propertyImageSchema.array();

/** DELETE /api/properties/manage/:id/photos/:photoId; answers the remaining gallery (a new main photo if needed). */
export async function deletePropertyPhoto(id: string, photoId: string): Promise<PropertyImage[]> {
  return imagesSchema.parse(
    await apiRequest('DELETE', `${portalPropertyKey(id)}/photos/${encodeURIComponent(photoId)}`),
  );
}

/** Deletes one photo and shows the gallery as the server now has it; errors are rethrown for the caller. */
export function useDeletePropertyPhoto(id: string) {
  const { mutate } = useSWRConfig();
  const [deletingPhotoId, setDeletingPhotoId] = useState<string | null>(null);

  const deletePhoto = async (photoId: string): Promise<void> => {
    setDeletingPhotoId(photoId);
    try {
      await mutate<AgentProperty | undefined, PropertyImage[]>(portalPropertyKey(id), deletePropertyPhoto(id, photoId), {
        populateCache: (images, current) => current && withImages(current, images),
        revalidate: false,
        throwOnError: true,
      });
      void revalidatePortalLists(mutate);
    } finally {
      setDeletingPhotoId(null);
    }
  };

  return { deletePhoto, deletingPhotoId };
}
