import type { SearchCriteria, SearchResponse } from '@prestigio/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/properties/search: criteria (+ page, pageSize, sort) in, `{count, filters, results}` out. */
export function searchProperties(criteria: SearchCriteria): Promise<SearchResponse> {
  return apiRequest<SearchResponse>('POST', '/api/properties/search', criteria);
}
