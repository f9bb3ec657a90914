import { agentPropertySchema, type AgentProperty, type PropertyImage } from '@prestigio/contracts';
import useSWR, { type ScopedMutator } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { manageUrl } from './get-portal-properties';

export function portalPropertyKey(id: string): string {
  return `${manageUrl}/${encodeURIComponent(id)}`;
}

/** GET /api/properties/manage/:id: the listing as the portal edits it (private address and photos included). */
export async function getPortalProperty(url: string): Promise<AgentProperty> {
  return agentPropertySchema.parse(await apiRequest('GET', url));
}

export function usePortalProperty(id: string | undefined) {
  return useSWR(id ? portalPropertyKey(id) : null, getPortalProperty);
}

/** The listing with a new gallery; the first photo is its main one. */
export function withImages(listing: AgentProperty, images: PropertyImage[]): AgentProperty {
  return { ...listing, images, mainImage: images[0]?.url ?? null };
}

/** Puts the gallery the server answered with into the cached listing. */
export function storePhotos(mutate: ScopedMutator, id: string, images: PropertyImage[]): Promise<unknown> {
  return mutate<AgentProperty>(portalPropertyKey(id), (current) => current && withImages(current, images), {
    revalidate: false,
  });
}
