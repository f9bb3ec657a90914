import { propertyDetailSchema, propertySummarySchema, type PropertyDetail, type PropertySummary } from '@prestigio/contracts';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Logger } from '../logger.js';
import type { UpstreamPool } from '../upstreams/upstream-pool.js';

/** `/propiedades/<slug>` (a trailing slash tolerated, as the router does), the slug decoded. */
const PROPERTY_PAGE = /^\/propiedades\/([^/]+)\/?$/;

export function propertySlugOf(pathname: string): string | null {
  return PROPERTY_PAGE.exec(pathname)?.[1] ?? null;
}

/** A published listing, none (the properties service answered 404), or unknown (it could not be asked). */
export type PropertyLookup = { found: PropertyDetail } | { found: null } | 'unavailable';

export interface PropertyPagesOptions {
  /** How long an answer is reused: a listing edited or withdrawn shows within this time. */
  cacheMs: number;
  /** Answers kept at most (the oldest go first). */
  maxEntries: number;
  /** Beyond this, the page is sent without the listing's head rather than kept waiting. */
  timeoutMs: number;
}

/** The API address the landing's featured listings come from (the app's SWR key for them, too). */
export const FEATURED_PROPERTIES_PATH = '/api/properties/featured';
const featuredPropertiesSchema = z.array(propertySummarySchema);

/** The featured listings for the landing, or unknown (the catalogue could not be asked). */
export type FeaturedLookup = PropertySummary[] | 'unavailable';

/** What the cache holds under a key: a listing found or not found, or the featured listings. Failures never. */
type KnownAnswer = Exclude<PropertyLookup, 'unavailable'> | PropertySummary[];
const FEATURED_KEY = 'featured';
const propertyPageKey = (slug: string) => `listing:${slug}`;

/**
 * Fetches what the server-rendered pages show from the properties service's public endpoints (a listing for its
 * page, the featured listings for the landing), with a short cache: crawlers and link previews ask for the same pages
 * again and again, and a page must not cost a query each time. Visitors who open a page together share one fetch
 * (and so one render of the page): lru-cache's fetchMethod de-duplicates fetches in flight. Failures are not cached.
 */
export class PropertyPages {
  private readonly cache: LRUCache<string, KnownAnswer, Logger>;

  constructor(
    private readonly pool: UpstreamPool,
    private readonly options: PropertyPagesOptions,
  ) {
    this.cache = new LRUCache<string, KnownAnswer, Logger>({
      max: options.maxEntries,
      ttl: options.cacheMs,
      // Undefined (the service could not answer) is not cached; the next visitor asks again.
      fetchMethod: async (key, _stale, { context }) => {
        const answer = key === FEATURED_KEY ? await this.fetchFeatured(context) : await this.fetchProperty(key.slice(propertyPageKey('').length), context);
        return answer === 'unavailable' ? undefined : answer;
      },
    });
  }

  async lookup(slug: string, logger: Logger): Promise<PropertyLookup> {
    return ((await this.cache.fetch(propertyPageKey(slug), { context: logger })) as PropertyLookup | undefined) ?? 'unavailable';
  }

  /** The landing's featured listings, as `GET /api/properties/featured` answers them. */
  async featured(logger: Logger): Promise<FeaturedLookup> {
    return ((await this.cache.fetch(FEATURED_KEY, { context: logger })) as PropertySummary[] | undefined) ?? 'unavailable';
  }

  private async fetchProperty(slug: string, logger: Logger): Promise<PropertyLookup> {
    const answer = await this.fetchJson(`/api/properties/${encodeURIComponent(slug)}`, `listing ${slug}`, logger);
    if (answer === 'unavailable') return answer;
    if (answer === null) return { found: null };
    const parsed = propertyDetailSchema.safeParse(answer);
    if (parsed.success) return { found: parsed.data };
    logger.warn(`listing ${slug}: unexpected answer from the properties service; page sent without its head`);
    return 'unavailable';
  }

  private async fetchFeatured(logger: Logger): Promise<FeaturedLookup> {
    const answer = await this.fetchJson(FEATURED_PROPERTIES_PATH, 'featured listings', logger);
    if (answer === 'unavailable' || answer === null) return 'unavailable';
    const parsed = featuredPropertiesSchema.safeParse(answer);
    if (parsed.success) return parsed.data;
    logger.warn('featured listings: unexpected answer from the properties service; the prerendered landing is sent');
    return 'unavailable';
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
