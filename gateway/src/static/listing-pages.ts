import { propertyDetailSchema, type PropertyDetail } from '@prestigio/contracts';
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
  /** Answers kept at most (the oldest go first). */
  maxEntries: number;
  /** Beyond this, the page is sent without the listing's head rather than kept waiting. */
  timeoutMs: number;
  now?: () => number;
}

/**
 * Fetches listings for their server-rendered head from the properties service's public endpoint, with a short
 * cache: crawlers and link previews ask for the same pages again and again, and a listing's page must not cost a
 * query each time. Visitors who open a page together share one fetch (and so one render of the page). Failures are
 * not cached.
 */
export class ListingPages {
  private readonly cache = new Map<string, { expires: number; lookup: ListingLookup }>();
  private readonly inFlight = new Map<string, Promise<ListingLookup>>();
  private readonly now: () => number;

  constructor(
    private readonly pool: UpstreamPool,
    private readonly options: ListingPagesOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  lookup(slug: string, logger: Logger): Promise<ListingLookup> {
    const cached = this.cache.get(slug);
    if (cached && cached.expires > this.now()) return Promise.resolve(cached.lookup);
    this.cache.delete(slug);
    let pending = this.inFlight.get(slug);
    if (!pending) {
      pending = this.fetchListing(slug, logger)
        .then((lookup) => {
          if (lookup !== 'unavailable') {
            if (this.cache.size >= this.options.maxEntries) this.cache.delete(this.cache.keys().next().value!);
            this.cache.set(slug, { expires: this.now() + this.options.cacheMs, lookup });
          }
          return lookup;
        })
        .finally(() => this.inFlight.delete(slug));
      this.inFlight.set(slug, pending);
    }
    return pending;
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
