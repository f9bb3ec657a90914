import { propertyDetailSchema, propertySummarySchema, type PropertyDetail, type PropertySummary } from '@prestigio/contracts';
import { z } from 'zod';
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

/** The API address the landing's featured listings come from (the app's SWR key for them, too). */
export const FEATURED_LISTINGS_PATH = '/api/properties/featured';
const featuredListingsSchema = z.array(propertySummarySchema);

/** The featured listings for the landing, or unknown (the catalogue could not be asked). */
export type FeaturedLookup = PropertySummary[] | 'unavailable';

/**
 * Fetches what the server-rendered pages show from the properties service's public endpoints (a listing for its
 * page, the featured listings for the landing), with a short cache: crawlers and link previews ask for the same pages
 * again and again, and a page must not cost a query each time. Visitors who open a page together share one fetch
 * (and so one render of the page). Failures are not cached.
 */
export class ListingPages {
  private readonly cache = new Map<string, { expires: number; answer: unknown }>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly now: () => number;

  constructor(
    private readonly pool: UpstreamPool,
    private readonly options: ListingPagesOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  lookup(slug: string, logger: Logger): Promise<ListingLookup> {
    return this.cached(`listing:${slug}`, async () => {
      const answer = await this.fetchJson(`/api/properties/${encodeURIComponent(slug)}`, `listing ${slug}`, logger);
      if (answer === 'unavailable' || answer === null) return answer === null ? { found: null } : answer;
      const parsed = propertyDetailSchema.safeParse(answer);
      if (parsed.success) return { found: parsed.data };
      logger.warn(`listing ${slug}: unexpected answer from the properties service; page sent without its head`);
      return 'unavailable';
    });
  }

  /** The landing's featured listings, as `GET /api/properties/featured` answers them. */
  featured(logger: Logger): Promise<FeaturedLookup> {
    return this.cached('featured', async () => {
      const answer = await this.fetchJson(FEATURED_LISTINGS_PATH, 'featured listings', logger);
      if (answer === 'unavailable' || answer === null) return 'unavailable';
      const parsed = featuredListingsSchema.safeParse(answer);
      if (parsed.success) return parsed.data;
      logger.warn('featured listings: unexpected answer from the properties service; the prerendered landing is sent');
      return 'unavailable';
    });
  }

  /** One answer per key and cache time, shared by the visitors asking meanwhile; 'unavailable' is not kept. */
  private cached<T>(key: string, fetchAnswer: () => Promise<T | 'unavailable'>): Promise<T | 'unavailable'> {
    const cached = this.cache.get(key);
    if (cached && cached.expires > this.now()) return Promise.resolve(cached.answer as T);
    this.cache.delete(key);
    let pending = this.inFlight.get(key) as Promise<T | 'unavailable'> | undefined;
    if (!pending) {
      pending = fetchAnswer()
        .then((answer) => {
          if (answer !== 'unavailable') {
            if (this.cache.size >= this.options.maxEntries) this.cache.delete(this.cache.keys().next().value!);
            this.cache.set(key, { expires: this.now() + this.options.cacheMs, answer });
          }
          return answer;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** The endpoint's JSON, null for its 404, or 'unavailable' when it could not be asked or failed. */
  private async fetchJson(path: string, what: string, logger: Logger): Promise<unknown> {
    const target = this.pool.next();
    if (!target) return 'unavailable';
    try {
      const response = await fetch(`${target.url}${path}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`it answered ${response.status}`);
      return (await response.json()) as unknown;
    } catch (error) {
      logger.warn(`${what}: the properties service could not be asked (${(error as Error).message}); page sent without it`);
      return 'unavailable';
    }
  }
}
