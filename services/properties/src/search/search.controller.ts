import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { searchCriteriaSchema, type SearchCriteria, type SearchResponse } from '@prestigio/contracts';
import { ZodValidationPipe } from '@prestigio/nest-common';
import { SearchService } from './search.service.js';

@Controller('properties')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  /** Spec §7: POST /api/properties/search with the criteria; answers {count, filters, results}. */
  @Post('search')
  @HttpCode(200)
  run(@Body(new ZodValidationPipe(searchCriteriaSchema)) criteria: SearchCriteria): Promise<SearchResponse> {
    return this.search.search(criteria);
  }
}
