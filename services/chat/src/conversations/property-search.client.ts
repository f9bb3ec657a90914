import { Injectable } from '@nestjs/common';
import { RpcSubjects, searchResponseSchema, type SearchCriteria, type SearchResponse } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import { LRUCache } from 'lru-cache';

const SEARCH_TIMEOUT_MS = 3_000;
/**
 * How long the catalogue's answer to the same criteria is reused: visitors ask the same few things ("casa en
 * Polanco"), the catalogue changes a few times a day, and the properties service keeps its totals as long.
 */
const REUSE_MS = 30_000;
const MAX_ENTRIES = 1_000;

/**
 * The catalogue as the assistant asks it (`properties.search` over NATS), recent answers reused: lru-cache with a TTL,
 * whose fetchMethod shares one request among visitors asking the same thing at once.
 */
@Injectable()
export class PropertySearchClient {
  private readonly recent: LRUCache<string, SearchResponse, SearchCriteria>;

  constructor(private readonly nats: NatsService) {
    this.recent = new LRUCache<string, SearchResponse, SearchCriteria>({
      max: MAX_ENTRIES,
      ttl: REUSE_MS,
      fetchMethod: (_key, _stale, { context }) =>
        this.nats.request(RpcSubjects.searchProperties, context, searchResponseSchema, SEARCH_TIMEOUT_MS),
    });
  }

  /** Rejects when the catalogue does not answer in time; a failure is never reused. */
  async search(criteria: SearchCriteria): Promise<SearchResponse> {
    const key = JSON.stringify(criteria, Object.keys(criteria).sort());
    // Jittered, so answers learnt together (a burst of visitors) do not all expire, and go back to the catalogue, at once.
    const response = await this.recent.fetch(key, { context: criteria, ttl: REUSE_MS * (0.75 + Math.random() / 2) });
    return response!;
  }
}
