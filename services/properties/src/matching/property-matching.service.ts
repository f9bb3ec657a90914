import { Injectable } from '@nestjs/common';
import { BUDGET_MARGIN, propertyFit, type PropertyMatch, type PropertyMatchRequest, type PropertySummary } from '@prestigio/contracts';
import { PropertiesRepository } from '../properties/properties.repository.js';
import { toSummary } from '../properties/property.mapper.js';

/** The CRM's matching: published listings for a client's criteria, best first; and listings by id for a selection. */
@Injectable()
export class PropertyMatchingService {
  constructor(private readonly repository: PropertiesRepository) {}

  async match(criteria: PropertyMatchRequest): Promise<{ matches: PropertyMatch[] }> {
    const candidates = await this.repository.matching(criteria, BUDGET_MARGIN);
    const matches = candidates.map(({ property, cityMatches }) => {
      const summary = toSummary(property);
      const fit = propertyFit(summary.price, criteria, cityMatches);
      if (criteria.bedrooms) fit.reasons.push(`${summary.bedrooms} recámaras`);
      return { property: summary, ...fit };
    });
    matches.sort((a, b) => b.score - a.score || a.property.price - b.property.price);
    return { matches: matches.slice(0, criteria.limit) };
  }

  async summaries(ids: string[]): Promise<{ properties: PropertySummary[] }> {
    const found = (await this.repository.publishedByIds(ids)).map(toSummary);
    const order = (summary: PropertySummary) => Math.min(...[ids.indexOf(summary.id), ids.indexOf(summary.slug)].filter((index) => index >= 0));
    return { properties: found.sort((a, b) => order(a) - order(b)) };
  }
}
