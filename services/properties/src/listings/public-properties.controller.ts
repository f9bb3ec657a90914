import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import type { PropertyDetail, PropertySummary } from '@prestigio/contracts';
import { toDetail, toSummary } from './property.mapper.js';
import { PropertiesRepository } from './properties.repository.js';

export const FEATURED_LIMIT = 6;
export const PublicMessages = { notFound: 'La propiedad no existe o ya no está publicada' } as const;

/** What visitors may read: published listings only. */
@Controller('properties')
export class PublicPropertiesController {
  constructor(private readonly repository: PropertiesRepository) {}

  /** The landing's featured section: published `destacado` listings, most recently updated first. */
  @Get('featured')
  async featured(): Promise<PropertySummary[]> {
    return (await this.repository.featured(FEATURED_LIMIT)).map(toSummary);
  }

  @Get(':idOrSlug')
  async detail(@Param('idOrSlug') idOrSlug: string): Promise<PropertyDetail> {
    const property = await this.repository.findPublished(idOrSlug);
    if (!property) throw new NotFoundException(PublicMessages.notFound);
    return toDetail(property, await this.repository.photosOf(property.id));
  }
}
