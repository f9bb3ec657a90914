import type { PropertySummary } from '@prestigio/contracts';
import useSWR from 'swr';

export const FEATURED_PROPERTIES_KEY = '/api/properties/featured';

/** GET /api/properties/featured: the published `destacado` listings (the landing shows three). */
export function useFeaturedProperties() {
  return useSWR<PropertySummary[]>(FEATURED_PROPERTIES_KEY);
}
