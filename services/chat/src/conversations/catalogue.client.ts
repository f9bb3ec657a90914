import { Injectable } from '@nestjs/common';
import { RpcSubjects, searchResponseSchema, type SearchCriteria, type SearchResponse } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';

const SEARCH_TIMEOUT_MS = 3_000;
/**
 * How long the catalogue's answer to the same criteria is reused: visitors ask the same few things ("casa en
 * Polanco"), the catalogue changes a few times a day, and the properties service keeps its totals as long.
 */
const REUSE_MS = 30_000;
const MAX_ENTRIES = 1_000;

/** The catalogue as the assistant asks it (`properties.search` over NATS), recent answers reused. */
@Injectable()
export class CatalogueClient {
  private readonly recent = new Map<string, { until: number; response: Promise<SearchResponse> }>();

  constructor(private readonly nats: NatsService) {}

  /** Rejects when the catalogue does not answer in time; a failure is never reused. */
  search(criteria: SearchCriteria): Promise<SearchResponse> {
    const key = JSON.stringify(criteria, Object.keys(criteria).sort());
    const now = Date.now();
    const known = this.recent.get(key);
    if (known && known.until > now) return known.response;
    this.recent.delete(key);
    // A Map keeps insertion order: the first entry is the oldest.
    if (this.recent.size >= MAX_ENTRIES) this.recent.delete(this.recent.keys().next().value!);
    const response = this.nats.request(RpcSubjects.searchProperties, criteria, searchResponseSchema, SEARCH_TIMEOUT_MS);
    // Jittered, so answers learnt together (a burst of visitors) do not all expire, and go back to the catalogue, at once.
    this.recent.set(key, { until: now + REUSE_MS * (0.75 + Math.random() / 2), response });
    response.catch(() => {
      if (this.recent.get(key)?.response === response) this.recent.delete(key);
    });
    return response;
  }
}
