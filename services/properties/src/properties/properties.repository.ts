import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AREA_SLIDER,
  foldForSearch,
  parsePropertyReference,
  priceSliderFor,
  propertyFilterTypes,
  propertyTypesMatchedByFilter,
  type PropertyFilterType,
  type PropertyMatchRequest,
  type PropertyStatus,
  type PropertyType,
  type CatalogueSearch,
  type SearchSort,
} from '@prestigio/contracts';
import { type EntityManager, Repository, type SelectQueryBuilder } from 'typeorm';
import type { AgentCard } from './agent-directory.js';
import { PropertyPhoto } from './property-photo.entity.js';
import { Property } from './property.entity.js';
import { containsPattern, locationTerms } from './search-text.js';

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

/** A filter type finds its finer types too; a finer type finds only itself. */
export function typesMatching(type: PropertyType): readonly PropertyType[] {
  return (propertyFilterTypes as readonly string[]).includes(type)
    ? propertyTypesMatchedByFilter[type as PropertyFilterType]
    : [type];
}

/** Every query of the properties and their galleries lives here (photo changes: PhotosRepository); services hold the rules. */
@Injectable()
export class PropertiesRepository {
  /** Totals of recent public searches by their SQL, including the one being counted now (see countOf). */
  private readonly recentCounts = new Map<string, { expiresAt: number; count: Promise<number> }>();

  constructor(
    @InjectRepository(Property) private readonly properties: Repository<Property>,
    @InjectRepository(PropertyPhoto) private readonly photos: Repository<PropertyPhoto>,
  ) {}

  private live(): SelectQueryBuilder<Property> {
    return this.properties.createQueryBuilder('p').where('p.published AND p.archived_at IS NULL');
  }

  /** The meaning of each criterion is documented on searchCriteriaSchema (libs/contracts). */
  async search(criteria: CatalogueSearch, page: number, pageSize: number, sort: SearchSort): Promise<Page<Property>> {
    const query = this.live();
    if (criteria.agentId) query.andWhere('p.agent_id = :agentId', { agentId: criteria.agentId });
    const { operationType, propertyType, state, location } = criteria;
    if (operationType) query.andWhere('p.operation_type = :operationType', { operationType });
    if (propertyType) query.andWhere('p.property_type IN (:...types)', { types: typesMatching(propertyType) });
    if (state) query.andWhere('p.state = :state', { state });
    if (location) {
      // Every word is found, each in the text or as the state it names; the state is a column of its own (indexed
      // after the operation), not part of search_text.
      locationTerms(location).forEach(({ pattern, states }, index) => {
        const inText = `p.search_text LIKE :pattern${index} ESCAPE '\\'`;
        query.andWhere(states.length > 0 ? `(${inText} OR p.state IN (:...locationStates${index}))` : inText, {
          [`pattern${index}`]: pattern,
          [`locationStates${index}`]: states,
        });
      });
    }
    if (criteria.minPrice) query.andWhere('p.price >= :minPrice', { minPrice: criteria.minPrice });
    // Exactly the top of the operation's slider means "or more": no upper bound, so the most exclusive properties are
    // never hidden. Any other maximum, above the slider's range too (the chat assistant's "hasta 42 millones"), is a
    // real bound.
    if (criteria.maxPrice !== undefined && criteria.maxPrice !== priceSliderFor(operationType).max) {
      query.andWhere('p.price <= :maxPrice', { maxPrice: criteria.maxPrice });
    }
    if (criteria.bedrooms) query.andWhere('p.bedrooms >= :bedrooms', { bedrooms: criteria.bedrooms });
    if (criteria.bathrooms) query.andWhere('p.bathrooms >= :bathrooms', { bathrooms: criteria.bathrooms });
    if (criteria.parkingSpaces) query.andWhere('p.parking_spaces >= :parkingSpaces', { parkingSpaces: criteria.parkingSpaces });
    if (criteria.minArea) query.andWhere('p.search_area >= :minArea', { minArea: criteria.minArea });
    if (criteria.maxArea !== undefined && criteria.maxArea !== AREA_SLIDER.max) {
      query.andWhere('p.search_area <= :maxArea', { maxArea: criteria.maxArea });
    }
    if (criteria.hasGarden) query.andWhere('p.has_garden');

    // A place's listings cluster in price (Polanco is dear): walking the price index to its cheapest would pass most
    // of the catalogue first (3 s at a million listings). `+ 0` is an order no index provides, so Postgres collects
    // the place's matches through the trigram index and sorts them instead.
    const sortedByPriceInPlace = Boolean(location) && (sort === 'price_asc' || sort === 'price_desc');
    for (const [column, direction] of orderings[sort]) {
      query.addOrderBy(sortedByPriceInPlace && column === 'p.price' ? 'p.price + 0' : column, direction);
    }
    // A unique last key keeps pages stable when many listings tie.
    query.addOrderBy('p.id', 'ASC');
    const count = await this.countOf(query);
    const offset = (page - 1) * pageSize;
    // Past the last match there is nothing to read; for a search without matches, the planner (expecting some) would
    // walk the whole sort index looking for them.
    if (offset >= count) return { count, results: [] };
    return { count, results: await query.offset(offset).limit(pageSize).getMany() };
  }

  /**
   * The total of a search costs a pass over every match: 460,000 index entries for the landing's default search at a
   * million listings, 50 to 100 ms, while its first page takes under a millisecond. Visitors repeat the same few
   * searches, so a total is reused for COUNT_TTL_MS, and simultaneous requests for it share one query.
   */
  private countOf(query: SelectQueryBuilder<Property>): Promise<number> {
    const counting = query.clone().orderBy();
    const [sql, parameters] = counting.getQueryAndParameters();
    const key = `${sql}\u0000${JSON.stringify(parameters)}`;
    const now = Date.now();
    const recent = this.recentCounts.get(key);
    if (recent && recent.expiresAt > now) return recent.count;
    this.recentCounts.delete(key);
    // Map keeps insertion order: the first key is the oldest total.
    if (this.recentCounts.size >= COUNT_CACHE_ENTRIES) this.recentCounts.delete(this.recentCounts.keys().next().value!);
    const count = counting.getCount();
    this.recentCounts.set(key, { expiresAt: now + COUNT_TTL_MS, count });
    // A failed count is reported to its request and never served to the next one.
    count.catch(() => {
      if (this.recentCounts.get(key)?.count === count) this.recentCounts.delete(key);
    });
    return count;
  }

  featured(limit: number): Promise<Property[]> {
    return this.live().andWhere(`p.status = 'destacado'`).orderBy('p.updated_at', 'DESC').addOrderBy('p.id').limit(limit).getMany();
  }

  /**
   * Published listings of the same operation, exact type and city (in the same state: two states may have a city of
   * one name) as `listing`, priced within `priceMargin` of it either way, nearest in price first, without `listing`
   * itself. The (operation, state, type, price) index narrows them to the price window before the city is read.
   */
  similarTo(listing: Property, priceMargin: number, limit: number): Promise<Property[]> {
    return this.live()
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
      .getMany();
  }

  /** Every published listing's slug and last change, most recent first (the sitemap). */
  async publishedPages(limit: number): Promise<Array<{ slug: string; updatedAt: Date }>> {
    return this.live().select(['p.slug', 'p.updatedAt']).orderBy('p.updated_at', 'DESC').addOrderBy('p.id').limit(limit).getMany();
  }

  findPublished(idOrSlug: string): Promise<Property | null> {
    const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrSlug);
    return this.live()
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
    return this.photos.find({ where: { propertyId }, order: { position: 'ASC', createdAt: 'ASC' } });
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
    // The change may move a listing in or out of any search: totals are recounted from the committed data.
    this.recentCounts.clear();
    return saved;
  }

  /**
   * Replaces the agent card on every listing of `agentId` still in the catalogue (archiving is final), unless it was
   * already replaced by a change newer than `asOf`. The listing's updated_at stays: the agent's phone is not a change
   * of the listing (featured listings and the portal's table are ordered by it, the sitemap shows it). The card is in
   * no search filter, so the cached totals stand. Returns how many listings changed.
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

  create(values: Partial<Property>): Property {
    return this.properties.create(values);
  }
}
