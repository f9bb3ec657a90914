import { propertyDetailSchema, type PropertyDetail } from '@prestigio/contracts';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../logger.js';
import type { UpstreamPool } from '../upstreams/upstream-pool.js';

/** `/propiedades/<slug>` (a trailing slash tolerated, as the router does), the slug decoded. */
const LISTING_PAGE = /^\/propiedades\/([^/]+)\/?$/;

export function listingSlugOf(pathname: string): string | null {
  return LISTING_PAGE.exec(pathname)?.[1] ?? null;
}

/** A published listing, none (the properties service answered 404), or unknown (it could not be asked). */
export type ListingLookup = { found: PropertyDetail } | { found: null } | 'unavailable';

export interface ListingPagesOptions {
  /** How long an answer is reused: a listing edited or withdrawn shows within this time. */
  cacheMs: number;
  /** Answers kept at most (the least recently used go first). */
  maxEntries: number;
  /** Beyond this, the page is sent without the listing's head rather than kept waiting. */
  timeoutMs: number;
}

/** What the cache holds: found or not found. An unavailable service is never cached. */
type KnownListing = Exclude<ListingLookup, 'unavailable'>;

/**
 * Fetches listings for their server-rendered head from the properties service's public endpoint, with a short
 * cache: crawlers and link previews ask for the same pages again and again, and a listing's page must not cost a
 * query each time. Visitors who open a page together share one fetch (and so one render of the page): lru-cache's
 * fetchMethod de-duplicates fetches in flight. Failures are not cached.
 */
export class ListingPages {
  private readonly cache: LRUCache<string, KnownListing, Logger>;

  constructor(
    private readonly pool: UpstreamPool,
    private readonly options: ListingPagesOptions,
  ) {
    this.cache = new LRUCache<string, KnownListing, Logger>({
      max: options.maxEntries,
      ttl: options.cacheMs,
      // Undefined (the service could not answer) is not cached; the next visitor asks again.
      fetchMethod: async (slug, _stale, { context }) => {
        const lookup = await this.fetchListing(slug, context);
        return lookup === 'unavailable' ? undefined : lookup;
      },
    });
  }

  async lookup(slug: string, logger: Logger): Promise<ListingLookup> {
    return (await this.cache.fetch(slug, { context: logger })) ?? 'unavailable';
  }

  private async fetchListing(slug: string, logger: Logger): Promise<ListingLookup> {
    const target = this.pool.next();
    if (!target) return 'unavailable';
    try {
      const response = await fetch(`${target.url}/api/properties/${encodeURIComponent(slug)}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (response.status === 404) return { found: null };
      if (!response.ok) {
        logger.warn(`listing ${slug}: the properties service answered ${response.status}; page sent without its head`);
        return 'unavailable';
      }
      const parsed = propertyDetailSchema.safeParse(await response.json());
      if (!parsed.success) {
        logger.warn(`listing ${slug}: unexpected answer from the properties service; page sent without its head`);
        return 'unavailable';
      }
      return { found: parsed.data };
    } catch (error) {
      logger.warn(`listing ${slug}: the properties service could not be asked (${(error as Error).message}); page sent without its head`);
      return 'unavailable';
    }
  }
}
