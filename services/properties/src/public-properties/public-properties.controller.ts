import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  favouritePropertiesRequestSchema,
  searchCriteriaSchema,
  type FavouritePropertiesReply,
  type FavouritePropertiesRequest,
  type PropertyDetail,
  type PropertySummary,
  type SearchCriteria,
  type SearchResponse,
} from '@prestigio/contracts';
import { ZodValidationPipe } from '@prestigio/nest-common';
import { PublicPropertiesService } from './public-properties.service.js';

/** What visitors may read: published properties only. */
@Controller('properties')
export class PublicPropertiesController {
  constructor(private readonly properties: PublicPropertiesService) {}

  /** Spec §7: POST /api/properties/search with the criteria; answers {count, filters, results}. */
  @Post('search')
  @HttpCode(200)
  search(@Body(new ZodValidationPipe(searchCriteriaSchema)) criteria: SearchCriteria): Promise<SearchResponse> {
    return this.properties.search(criteria);
  }

  /** "Mis favoritos": the listings a visitor kept on their device, as they are now; unpublished ones are left out. */
  @Post('favourites')
  @HttpCode(200)
  favourites(@Body(new ZodValidationPipe(favouritePropertiesRequestSchema)) request: FavouritePropertiesRequest): Promise<FavouritePropertiesReply> {
    return this.properties.favourites(request.ids);
  }

  @Get('featured')
  featured(): Promise<PropertySummary[]> {
    return this.properties.featured();
  }

  @Get(':idOrSlug/similar')
  similar(@Param('idOrSlug') idOrSlug: string): Promise<PropertySummary[]> {
    return this.properties.similar(idOrSlug);
  }

  @Get(':idOrSlug')
  detail(@Param('idOrSlug') idOrSlug: string): Promise<PropertyDetail> {
    return this.properties.detail(idOrSlug);
  }
}
