import { RpcSubjects, searchCriteriaSchema } from '@prestigio/contracts';
import type { NatsService } from '@prestigio/nest-common';
import type { Subscription } from 'nats';

/** The catalogue, as the properties service would answer `properties.search`, with nothing matching. */
export function serveEmptyCatalogue(nats: NatsService): Subscription {
  return nats.serve(RpcSubjects.searchProperties, searchCriteriaSchema, async (criteria) => ({
    count: 0,
    filters: { ...criteria, page: 1, pageSize: 12, sort: 'relevance' as const },
    results: [],
  }));
}
