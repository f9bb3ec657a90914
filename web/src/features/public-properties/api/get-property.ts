import type { PropertyDetail, PropertySummary } from '@prestigio/contracts';
import useSWR from 'swr';

export function propertyKey(slug: string): string {
  return `/api/properties/${encodeURIComponent(slug)}`;
}

/** GET /api/properties/:slug: the public detail of a published listing; 404 when there is none. */
export function useProperty(slug: string | undefined) {
  return useSWR<PropertyDetail>(slug ? propertyKey(slug) : null);
}

/** Whether an error from this client is the API's 404 (as opposed to a failure worth retrying). */
export function isNotFound(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('404:');
}

/** GET /api/properties/:slug/similar: up to four listings like this one (SIMILAR_PROPERTIES in libs/contracts). */
export function useSimilarProperties(slug: string) {
  return useSWR<PropertySummary[]>(`${propertyKey(slug)}/similar`);
}
