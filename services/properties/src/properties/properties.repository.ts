import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AREA_SLIDER,
  foldForSearch,
  parsePropertyReference,
  priceSliderFor,
  propertyFilterTypes,
  propertyTypesMatchedByFilter,
  type MexicanState,
  type PropertyFilterType,
  type PropertyMatchRequest,
  type PropertyStatus,
  type PropertyType,
  type CatalogueSearch,
  type SearchSort,
} from '@prestigio/contracts';
import { ReplicaReads } from '@prestigio/nest-common';
import { LRUCache } from 'lru-cache';
import { type EntityManager, type ObjectLiteral, Repository, type SelectQueryBuilder } from 'typeorm';
import type { AgentCard } from './agent-directory.client.js';
import { PropertyPhoto } from './property-photo.entity.js';
import { Property } from './property.entity.js';
import { containsPattern, locationTerms, type LocationTerm } from './search-text.js';

export interface Page<T> {
  count: number;
  results: T[];
}

export interface PortalListQuery {
  text?: string;
  status?: PropertyStatus;
  agentId?: string;
  page: number;
  pageSize: number;
}

const orderings: Record<SearchSort, Array<[string, 'ASC' | 'DESC']>> = {
  relevance: [['p.featured_rank', 'ASC'], ['p.created_at', 'DESC']],
  price_asc: [['p.price', 'ASC']],
  price_desc: [['p.price', 'DESC']],
  newest: [['p.created_at', 'DESC']],
};

/**
 * How long the total of a public search is reused. Within it, other replicas' changes show in the results at once but
 * in the total only when it expires; this replica's own writes clear every total (see save()).
 */
const COUNT_TTL_MS = 30_000;
/** Distinct searches whose totals are kept: a few hundred bytes each. */
const COUNT_CACHE_ENTRIES = 1_000;
/**
 * How long a page of a public search's results is reused, then how much longer it may still answer while it is read
 * again in the background (so no visitor waits for a popular search's refresh): a page is at most about a second
 * old, the replica's lag bound (ReplicaReads). The landing's default search is the same for every visitor.
 */
const RESULTS_TTL_MS = 500;
const RESULTS_STALE_MS = 500;
/** Distinct pages of results kept: about 25 KB each (12 listings). */
const RESULTS_CACHE_ENTRIES = 500;

/** A search's total: a counting statement, and the one counting its matches should the first say it is not exact. */
interface CountQuery {
  counting: SelectQueryBuilder<ObjectLiteral>;
  inexact?: () => SelectQueryBuilder<ObjectLiteral>;
}

/** A page of a public search, as searchIn is asked for it. */
interface SearchRequest {
  criteria: CatalogueSearch;
  page: number;
  pageSize: number;
  sort: SearchSort;
}

/** A filter type finds its finer types too; a finer type finds only itself. */
export function typesMatching(type: PropertyType): readonly PropertyType[] {
  return (propertyFilterTypes as readonly string[]).includes(type)
    ? propertyTypesMatchedByFilter[type as PropertyFilterType]
    : [type];
}

/**
 * Every query of the properties and their galleries lives here (photo changes: PhotosRepository); services hold the
 * rules. The public catalogue's reads (search, featured, a listing's page and its similar ones, the sitemap) tolerate
 * a second of lag: they go through `publicRead`, to the read replica when one is usable (ReplicaReads). Everything
 * else, what agents change and read back, reads the primary.
 */
@Injectable()
export class PropertiesRepository {
  /**
   * Totals of recent public searches by their SQL (see countOf), and recent pages of results by their request (see
   * search). lru-cache's fetchMethod shares one query among the requests asking the same at once; a failure is never
   * kept. A query under way when they are cleared (forgetSearches) still answers its requests but is not kept
   * (ignoreFetchAbort: without it, clear() would fail them).
   */
  private readonly recentCounts = new LRUCache<string, number, CountQuery>({
    max: COUNT_CACHE_ENTRIES,
    ttl: COUNT_TTL_MS,
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context: { counting, inexact } }) => {
      const row = await counting.getRawOne<{ count: string | number; exact?: boolean }>();
      // The place words' counters answer whether their sum is exact; when it is not, the matches are counted.
      if (row?.exact === false && inexact) return Number((await inexact().getRawOne<{ count: string | number }>())?.count ?? 0);
      return Number(row?.count ?? 0);
    },
  });
  private readonly recentResults = new LRUCache<string, Page<Property>, SearchRequest>({
    max: RESULTS_CACHE_ENTRIES,
    ttl: RESULTS_TTL_MS,
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) =>
      this.publicRead((properties) => this.searchIn(properties, context.criteria, context.page, context.pageSize, context.sort)),
  });

  constructor(
    @InjectRepository(Property) private readonly properties: Repository<Property>,
    @InjectRepository(PropertyPhoto) private readonly photos: Repository<PropertyPhoto>,
    private readonly replicaReads: ReplicaReads,
  ) {}

  private live(properties: Repository<Property> = this.properties): SelectQueryBuilder<Property> {
    return properties.createQueryBuilder('p').where('p.published AND p.archived_at IS NULL');
  }

  /** A read of the public catalogue, on the replica or the primary as ReplicaReads decides. */
  private publicRead<T>(work: (properties: Repository<Property>, photos: Repository<PropertyPhoto>) => Promise<T>): Promise<T> {
    return this.replicaReads.read((manager) => work(manager.getRepository(Property), manager.getRepository(PropertyPhoto)));
  }

  /**
   * The meaning of each criterion is documented on searchCriteriaSchema (libs/contracts). A page asked for again within
   * RESULTS_TTL_MS is the same answer (callers must not change it), and within RESULTS_STALE_MS more while it is read
   * again; this replica's writes clear them (see forgetSearches()).
   */
  async search(criteria: CatalogueSearch, page: number, pageSize: number, sort: SearchSort): Promise<Page<Property>> {
    const key = JSON.stringify([criteria, page, pageSize, sort]);
    // Negative while fresh; an older page is never served, its visitor waits for the new one.
    const overdueMs = -this.recentResults.getRemainingTTL(key);
    return (await this.recentResults.fetch(key, { context: { criteria, page, pageSize, sort }, allowStale: overdueMs <= RESULTS_STALE_MS }))!;
  }

  private async searchIn(
    properties: Repository<Property>,
    criteria: CatalogueSearch,
    page: number,
    pageSize: number,
    sort: SearchSort,
  ): Promise<Page<Property>> {
    const query = this.live(properties);
    const { operationType, propertyType, state, location } = criteria;
    const types = propertyType ? typesMatching(propertyType) : undefined;
    // The keys of the live listings' counters; any other filter makes the search count its matches.
    const counterKeys = { operationType, state, types };
    let countedByKeys = true;
    const narrow = (condition: string, parameters?: Record<string, unknown>) => {
      query.andWhere(condition, parameters);
      countedByKeys = false;
    };
    const terms = location ? locationTerms(location) : [];
    if (operationType) query.andWhere('p.operation_type = :operationType', { operationType });
    if (types) query.andWhere('p.property_type IN (:...types)', { types });
    if (state) query.andWhere('p.state = :state', { state });
    if (criteria.agentId) narrow('p.agent_id = :agentId', { agentId: criteria.agentId });
    // Every word is found, each in the text or as the state it names; the state is a column of its own (indexed
    // after the operation), not part of search_text. (Counted from the place words' counters when it can be.)
    terms.forEach(({ pattern, states }, index) => {
      const inText = `p.search_text LIKE :pattern${index} ESCAPE '\\'`;
      query.andWhere(states.length > 0 ? `(${inText} OR p.state IN (:...locationStates${index}))` : inText, {
        [`pattern${index}`]: pattern,
        [`locationStates${index}`]: states,
      });
    });
    if (criteria.minPrice) narrow('p.price >= :minPrice', { minPrice: criteria.minPrice });
    // Exactly the top of the operation's slider means "or more": no upper bound, so the most exclusive properties are
    // never hidden. Any other maximum, above the slider's range too (the chat assistant's "hasta 42 millones"), is a
    // real bound.
    if (criteria.maxPrice !== undefined && criteria.maxPrice !== priceSliderFor(operationType).max) {
      narrow('p.price <= :maxPrice', { maxPrice: criteria.maxPrice });
    }
    // "At least" rooms and a garden: keys of the live features' counters (migration LiveFeatureCounts).
    const features = { bedrooms: criteria.bedrooms, bathrooms: criteria.bathrooms, parkingSpaces: criteria.parkingSpaces, hasGarden: criteria.hasGarden };
    const byFeatures = Boolean(features.bedrooms || features.bathrooms || features.parkingSpaces || features.hasGarden);
    if (features.bedrooms) query.andWhere('p.bedrooms >= :bedrooms', { bedrooms: features.bedrooms });
    if (features.bathrooms) query.andWhere('p.bathrooms >= :bathrooms', { bathrooms: features.bathrooms });
    if (features.parkingSpaces) query.andWhere('p.parking_spaces >= :parkingSpaces', { parkingSpaces: features.parkingSpaces });
    if (criteria.minArea) narrow('p.search_area >= :minArea', { minArea: criteria.minArea });
    if (criteria.maxArea !== undefined && criteria.maxArea !== AREA_SLIDER.max) {
      narrow('p.search_area <= :maxArea', { maxArea: criteria.maxArea });
    }
    if (features.hasGarden) query.andWhere('p.has_garden');

    // A place's listings cluster in price (Polanco is dear): walking the price index to its cheapest would pass most
    // of the catalogue first (3 s at a million listings). `+ 0` is an order no index provides, so Postgres collects
    // the place's matches through the trigram index and sorts them instead.
    const sortedByPriceInPlace = Boolean(location) && (sort === 'price_asc' || sort === 'price_desc');
    for (const [column, direction] of orderings[sort]) {
      query.addOrderBy(sortedByPriceInPlace && column === 'p.price' ? 'p.price + 0' : column, direction);
    }
    // A unique last key keeps pages stable when many listings tie.
    query.addOrderBy('p.id', 'ASC');
    // COUNT(*), not TypeORM's getCount() and its COUNT(DISTINCT id), which sorts every match: there is no join to undo.
    const matches = () => query.clone().orderBy().select('COUNT(*)', 'count');
    const byCounters =
      !countedByKeys || (byFeatures && terms.length > 0)
        ? null
        : byFeatures
          ? countByFeatures(properties, counterKeys, features)
          : terms.length === 0
            ? countByKeys(properties, counterKeys)
            : countByPlaceWords(properties, counterKeys, terms);
    const count = await this.countOf(byCounters ?? matches(), byCounters && terms.length > 0 ? matches : undefined);
    const offset = (page - 1) * pageSize;
    // Past the last match there is nothing to read; for a search without matches, the planner (expecting some) would
    // walk the whole sort index looking for them.
    if (offset >= count) return { count, results: [] };
    return { count, results: await query.offset(offset).limit(pageSize).getMany() };
  }

  /**
   * The total of a search costs a pass over every match: 460,000 index entries for the landing's default search at a
   * million listings, 50 to 100 ms, while its first page takes under a millisecond. Searches by operation, state and
   * type alone read the live listings' counters instead (migration LiveListingCounts); visitors repeat the same few
   * searches, so a total is reused for COUNT_TTL_MS, and simultaneous requests for it share one query.
   */
  private async countOf(counting: SelectQueryBuilder<ObjectLiteral>, inexact?: () => SelectQueryBuilder<ObjectLiteral>): Promise<number> {
    const [sql, parameters] = counting.getQueryAndParameters();
    return (await this.recentCounts.fetch(`${sql}\u0000${JSON.stringify(parameters)}`, { context: { counting, inexact } }))!;
  }

  featured(limit: number): Promise<Property[]> {
    return this.publicRead((properties) =>
      this.live(properties).andWhere(`p.status = 'destacado'`).orderBy('p.updated_at', 'DESC').addOrderBy('p.id').limit(limit).getMany(),
    );
  }

  /**
   * Published listings of the same operation, exact type and city (in the same state: two states may have a city of
   * one name) as `listing`, priced within `priceMargin` of it either way, nearest in price first, without `listing`
   * itself. The (operation, state, type, price) index narrows them to the price window before the city is read.
   */
  similarTo(listing: Property, priceMargin: number, limit: number): Promise<Property[]> {
    return this.publicRead((properties) =>
      this.live(properties)
        .andWhere('p.operation_type = :operationType AND p.state = :state AND p.property_type = :propertyType AND p.city = :city', {
          operationType: listing.operationType,
          state: listing.state,
          propertyType: listing.propertyType,
          city: listing.city,
        })
        .andWhere('p.price BETWEEN :lowest AND :highest', {
          lowest: Math.floor(listing.price * (1 - priceMargin)),
          highest: Math.ceil(listing.price * (1 + priceMargin)),
        })
        .andWhere('p.id <> :id', { id: listing.id })
        .orderBy('abs(p.price - :price)', 'ASC')
        .setParameter('price', listing.price)
        .addOrderBy('p.id')
        .limit(limit)
        .getMany(),
    );
  }

  /** Every published listing's slug and last change, most recent first (the sitemap). */
  publishedPages(limit: number): Promise<Array<{ slug: string; updatedAt: Date }>> {
    return this.publicRead((properties) =>
      this.live(properties).select(['p.slug', 'p.updatedAt']).orderBy('p.updated_at', 'DESC').addOrderBy('p.id').limit(limit).getMany(),
    );
  }

  findPublished(idOrSlug: string): Promise<Property | null> {
    return this.publicRead((properties) => this.publishedIn(properties, idOrSlug));
  }

  /** A published listing and its gallery (the public page), both read from the same source. */
  findPublishedWithPhotos(idOrSlug: string): Promise<{ property: Property; photos: PropertyPhoto[] } | null> {
    return this.publicRead(async (properties, photos) => {
      const property = await this.publishedIn(properties, idOrSlug);
      return property && { property, photos: await photosIn(photos, property.id) };
    });
  }

  private publishedIn(properties: Repository<Property>, idOrSlug: string): Promise<Property | null> {
    const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrSlug);
    return this.live(properties)
      .andWhere(byId ? 'p.id = :key' : 'p.slug = :key', { key: idOrSlug })
      .getOne();
  }

  /**
   * Published listings that fit a client's criteria (every given criterion must hold: operation and type equal, city
   * or state equal, price inside the budget widened by `priceMargin`, at least the bedrooms), with how well each fits
   * (see PropertyMatchingService). Unknown criteria do not filter.
   */
  async matching(criteria: PropertyMatchRequest, priceMargin: number): Promise<Array<{ property: Property; cityMatches: boolean }>> {
    const query = this.live();
    if (criteria.operationType) query.andWhere('p.operation_type = :operationType', { operationType: criteria.operationType });
    if (criteria.propertyType) query.andWhere('p.property_type IN (:...types)', { types: typesMatching(criteria.propertyType) });
    const city = criteria.city ? foldForSearch(criteria.city) : null;
    // The folded city is the last part of search_text (title | colonia | city): compared whole, not as a substring.
    const cityCondition = `(p.search_text = :city OR p.search_text LIKE :citySuffix ESCAPE '\\')`;
    const cityParams = { city, citySuffix: `%| ${(city ?? '').replace(/[\\%_]/g, (char) => `\\${char}`)}` };
    if (city && criteria.state) query.andWhere(`(${cityCondition} OR p.state = :state)`, { ...cityParams, state: criteria.state });
    else if (city) query.andWhere(cityCondition, cityParams);
    else if (criteria.state) query.andWhere('p.state = :state', { state: criteria.state });
    if (criteria.budgetMin !== null) query.andWhere('p.price >= :lowest', { lowest: Math.floor(criteria.budgetMin * (1 - priceMargin)) });
    if (criteria.budgetMax !== null) query.andWhere('p.price <= :highest', { highest: Math.ceil(criteria.budgetMax * (1 + priceMargin)) });
    if (criteria.bedrooms) query.andWhere('p.bedrooms >= :bedrooms', { bedrooms: criteria.bedrooms });
    query.addSelect(city ? `(${cityCondition})` : 'false', 'city_matches');
    // The candidates nearest the budget first; the service ranks them finally.
    const target = criteria.budgetMax ?? criteria.budgetMin;
    query.orderBy(target === null ? 'p.featured_rank' : `abs(p.price - ${Math.trunc(target)})`, 'ASC').addOrderBy('p.id').limit(200);
    const { entities, raw } = await query.getRawAndEntities<{ city_matches: boolean }>();
    return entities.map((property, index) => ({ property, cityMatches: Boolean(raw[index]?.city_matches) }));
  }

  /** Published listings by id or slug (what the CRM sends a client). */
  publishedByIds(ids: string[]): Promise<Property[]> {
    if (ids.length === 0) return Promise.resolve([]);
    const uuids = ids.filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
    return this.live()
      .andWhere('(p.id IN (:...uuids) OR p.slug IN (:...ids))', { uuids: uuids.length ? uuids : ['00000000-0000-0000-0000-000000000000'], ids })
      .getMany();
  }

  findActive(id: string): Promise<Property | null> {
    return this.properties.createQueryBuilder('p').where('p.id = :id AND p.archived_at IS NULL', { id }).getOne();
  }

  photosOf(propertyId: string): Promise<PropertyPhoto[]> {
    return photosIn(this.photos, propertyId);
  }

  /** The portal's table: every non-archived listing, newest change first. */
  async listForPortal(query: PortalListQuery): Promise<Page<Property>> {
    const builder = this.properties.createQueryBuilder('p').where('p.archived_at IS NULL');
    if (query.text) {
      // "PRE-000123" (or "pre 123") also finds the listing with that reference number.
      const reference = parsePropertyReference(query.text);
      const inText = `p.search_text LIKE :pattern ESCAPE '\\'`;
      builder.andWhere(reference === null ? inText : `(${inText} OR p.reference = :reference)`, { pattern: containsPattern(query.text), reference });
    }
    if (query.status) builder.andWhere('p.status = :status', { status: query.status });
    if (query.agentId) builder.andWhere('p.agent_id = :agentId', { agentId: query.agentId });
    builder.orderBy('p.updated_at', 'DESC').addOrderBy('p.id');
    const [results, count] = await builder
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .getManyAndCount();
    return { count, results };
  }

  slugExists(slug: string): Promise<boolean> {
    return this.properties.existsBy({ slug });
  }

  /** `manager`: the transaction that also records the change's event (PropertiesService). */
  async save(property: Property, manager?: EntityManager): Promise<Property> {
    const saved = await (manager?.getRepository(Property) ?? this.properties).save(property);
    this.forgetSearches();
    return saved;
  }

  /**
   * Replaces the agent card on every listing of `agentId` still in the catalogue (archiving is final), unless it was
   * already replaced by a change newer than `asOf`. The listing's updated_at stays: the agent's phone is not a change
   * of the listing (featured listings and the portal's table are ordered by it, the sitemap shows it). The card is in
   * no search filter, so the cached totals stand; it is not in a search's results either. Returns how many listings
   * changed.
   */
  async replaceAgentCard(manager: EntityManager, agentId: string, card: AgentCard, asOf: Date): Promise<number> {
    const result = await manager
      .createQueryBuilder()
      .update(Property)
      .set({ agentName: card.name, agentPhone: card.phone, agentCardAt: asOf, updatedAt: () => 'updated_at' })
      .where('agent_id = :agentId AND archived_at IS NULL', { agentId })
      .andWhere('(agent_card_at IS NULL OR agent_card_at <= :asOf)', { asOf })
      .execute();
    return result.affected ?? 0;
  }

  /**
   * A change may move a listing in or out of any search, or change its card (a new main photo): totals and pages are
   * read again from the committed data. save() calls it, a transaction that saved calls it again once committed (a
   * search in between read the listing as it was), and so does every change of a gallery. Another replica's change reaches this one's totals within COUNT_TTL_MS, its pages within
   * RESULTS_TTL_MS.
   */
  forgetSearches(): void {
    this.recentCounts.clear();
    this.recentResults.clear();
  }

  create(values: Partial<Property>): Property {
    return this.properties.create(values);
  }
}

/**
 * The live listings with these keys, summed from their counters (the table of migration LiveListingCounts): one row
 * `{ count }`, as a count query answers.
 */
function countByKeys(
  properties: Repository<Property>,
  { operationType, state, types }: { operationType?: string; state?: string; types?: readonly PropertyType[] },
): SelectQueryBuilder<ObjectLiteral> {
  const query = properties.manager.createQueryBuilder().select('COALESCE(SUM(c.count), 0)', 'count').from('live_listing_counts', 'c');
  if (operationType) query.andWhere('c.operation_type = :operationType', { operationType });
  if (state) query.andWhere('c.state = :state', { state });
  if (types) query.andWhere('c.property_type IN (:...types)', { types });
  return query;
}

type CounterKeys = { operationType?: string; state?: string; types?: readonly PropertyType[] };

function whereCounterKeys(query: SelectQueryBuilder<ObjectLiteral>, alias: string, { operationType, state, types }: CounterKeys): string[] {
  const conditions: string[] = [];
  if (operationType) conditions.push(`${alias}.operation_type = :operationType`);
  if (state) conditions.push(`${alias}.state = :state`);
  if (types) conditions.push(`${alias}.property_type IN (:...types)`);
  query.setParameters({ operationType, state, types });
  return conditions;
}

/**
 * The live listings with these keys and at least these rooms (and a garden, when asked), summed from the live
 * features' counters (migration LiveFeatureCounts): one row `{ count }`.
 */
function countByFeatures(
  properties: Repository<Property>,
  keys: CounterKeys,
  { bedrooms, bathrooms, parkingSpaces, hasGarden }: { bedrooms?: number; bathrooms?: number; parkingSpaces?: number; hasGarden?: boolean },
): SelectQueryBuilder<ObjectLiteral> {
  const query = properties.manager.createQueryBuilder().select('COALESCE(SUM(f.count), 0)', 'count').from('live_feature_counts', 'f');
  const conditions = whereCounterKeys(query, 'f', keys);
  if (bedrooms) conditions.push('f.bedrooms >= :bedrooms');
  if (bathrooms) conditions.push('f.bathrooms >= :bathrooms');
  if (parkingSpaces) conditions.push('f.parking_spaces >= :parkingSpaces');
  if (hasGarden) conditions.push('f.has_garden');
  return query.where(conditions.length > 0 ? conditions.join(' AND ') : 'true', { bedrooms, bathrooms, parkingSpaces });
}

/** The word a location term looks for (`%polanco%`), when it is one word of letters and digits; otherwise null. */
function placeWordOf({ pattern }: LocationTerm): string | null {
  const word = pattern.slice(1, -1);
  return /^[a-z0-9]+$/.test(word) && pattern === `%${word}%` ? word : null;
}

/**
 * The total of a search by its counter keys and a location, from the place words' counters (migration
 * PlaceWordCounts), or null when they cannot give it. A word of letters and digits is found in a listing's text
 * exactly when it is part of one of the text's words, and each listing is counted once per word it has; so when a
 * term's word is part of a single word of the live texts ("polanco" of "polanco"), the listings that have it are that
 * word's count. A term that also names states adds their listings (live_listing_counts) without counting twice those
 * that have both. Other terms must name states and be in no text ("Condesa, CDMX": "cdmx"), then only their states'
 * listings are counted. The row also says whether that held (`exact`: one word found for the place, none ever seen
 * for the others); otherwise the caller counts the matches.
 */
function countByPlaceWords(properties: Repository<Property>, keys: CounterKeys, terms: readonly LocationTerm[]): SelectQueryBuilder<ObjectLiteral> | null {
  const inText = terms.length === 1 ? terms[0]! : terms.filter((term) => term.states.length === 0).length === 1 ? terms.find((term) => term.states.length === 0)! : null;
  const others = terms.filter((term) => term !== inText);
  if (!inText || !placeWordOf(inText) || others.some((term) => !placeWordOf(term) || term.states.length === 0)) return null;
  // The states every other term names (null: no other term, every state).
  const within = others.reduce<MexicanState[] | null>((states, term) => (states ? states.filter((state) => term.states.includes(state)) : [...term.states]), null);
  const textStates = within?.filter((state) => !inText.states.includes(state));
  const namedStates = within ? within.filter((state) => inText.states.includes(state)) : inText.states;

  const query = properties.manager.createQueryBuilder().from('place_word_counts', 'w');
  const wordKeys = whereCounterKeys(query, 'w', keys);
  query.where(['w.count > 0', ...wordKeys, 'w.word LIKE :placeWord'].join(' AND '));
  query.setParameters({
    placeWord: inText.pattern,
    textStates,
    inTextStates: inText.states,
    namedStates,
    ...Object.fromEntries(others.map((term, index) => [`otherWord${index}`, term.pattern])),
  });
  const inTextOnly = textStates
    ? textStates.length > 0
      ? 'w.state IN (:...textStates)'
      : 'false'
    : inText.states.length > 0
      ? 'w.state NOT IN (:...inTextStates)'
      : '';
  const stateKeys = ['true', ...whereCounterKeys(query, 'c', keys)].join(' AND ');
  const inNamedStates =
    namedStates.length > 0 ? ` + (SELECT COALESCE(SUM(c.count), 0) FROM live_listing_counts c WHERE ${stateKeys} AND c.state IN (:...namedStates))` : '';
  // The other terms' words among every word ever seen (migration PlaceWordsSeen): a few hundred rows, not the counters.
  const othersFound = others.map((_term, index) => `NOT EXISTS (SELECT 1 FROM place_words_seen o WHERE o.word LIKE :otherWord${index})`);
  const exact = ['COUNT(DISTINCT w.word) <= 1', ...othersFound];
  return query.select(`COALESCE(SUM(w.count)${inTextOnly ? ` FILTER (WHERE ${inTextOnly})` : ''}, 0)${inNamedStates}`, 'count').addSelect(exact.join(' AND '), 'exact');
}

function photosIn(photos: Repository<PropertyPhoto>, propertyId: string): Promise<PropertyPhoto[]> {
  return photos.find({ where: { propertyId }, order: { position: 'ASC', createdAt: 'ASC' } });
}
