import { Injectable, NotFoundException } from '@nestjs/common';
import {
  SEARCH_PAGE_SIZE,
  SIMILAR_PROPERTIES,
  type PropertyDetail,
  type CatalogueSearch,
  type PropertySummary,
  type SearchResponse,
} from '@prestigio/contracts';
import { PropertiesRepository } from '../properties/properties.repository.js';
import { toDetail, toSummary } from '../properties/property.mapper.js';

const FEATURED_LIMIT = 6;

const PublicPropertyMessages = { notFound: 'La propiedad no existe o ya no está publicada' } as const;

/** What visitors may read, published properties only: for the public site (HTTP) and the chat assistant (NATS) alike. */
@Injectable()
export class PublicPropertiesService {
  constructor(private readonly repository: PropertiesRepository) {}

  async search(criteria: CatalogueSearch): Promise<SearchResponse> {
    const page = criteria.page ?? 1;
    const pageSize = criteria.pageSize ?? SEARCH_PAGE_SIZE.default;
    const sort = criteria.sort ?? 'relevance';
    const { count, results } = await this.repository.search(criteria, page, pageSize, sort);
    return { count, filters: { ...criteria, page, pageSize, sort }, results: results.map(toSummary) };
  }

  /** The landing's featured section: published `destacado` properties, most recently updated first. */
  async featured(): Promise<PropertySummary[]> {
    return (await this.repository.featured(FEATURED_LIMIT)).map(toSummary);
  }

  /** Published listings among `ids`, in the order asked (a visitor's favourites; the rest are no longer available). */
  async favourites(ids: string[]): Promise<{ properties: PropertySummary[] }> {
    const found = new Map((await this.repository.publishedByIds(ids)).map((property) => [property.id, toSummary(property)]));
    return { properties: ids.flatMap((id) => found.get(id) ?? []) };
  }

  async detail(idOrSlug: string): Promise<PropertyDetail> {
    const found = await this.repository.findPublishedWithPhotos(idOrSlug);
    if (!found) throw new NotFoundException(PublicPropertyMessages.notFound);
    return toDetail(found.property, found.photos);
  }

  /** A listing's similar ones (the rule: SIMILAR_PROPERTIES in libs/contracts); 404 when it is not published. */
  async similar(idOrSlug: string): Promise<PropertySummary[]> {
    const property = await this.published(idOrSlug);
    const similar = await this.repository.similarTo(property, SIMILAR_PROPERTIES.priceMargin, SIMILAR_PROPERTIES.limit);
    return similar.map(toSummary);
  }

  private async published(idOrSlug: string) {
    const property = await this.repository.findPublished(idOrSlug);
    if (!property) throw new NotFoundException(PublicPropertyMessages.notFound);
    return property;
  }
}
