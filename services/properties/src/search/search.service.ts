import { Injectable } from '@nestjs/common';
import { SEARCH_PAGE_SIZE, type SearchCriteria, type SearchResponse } from '@prestigio/contracts';
import { toSummary } from '../listings/property.mapper.js';
import { PropertiesRepository } from '../listings/properties.repository.js';

/** The public search, for the landing page (HTTP) and the chat assistant (NATS) alike. */
@Injectable()
export class SearchService {
  constructor(private readonly repository: PropertiesRepository) {}

  async search(criteria: SearchCriteria): Promise<SearchResponse> {
    const page = criteria.page ?? 1;
    const pageSize = criteria.pageSize ?? SEARCH_PAGE_SIZE.default;
    const sort = criteria.sort ?? 'relevance';
    const { count, results } = await this.repository.search(criteria, page, pageSize, sort);
    return { count, filters: { ...criteria, page, pageSize, sort }, results: results.map(toSummary) };
  }
}
