import { Body, Controller, Get, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import {
  leadSelectionSchema,
  type Identity,
  type LeadMatches,
  type LeadSelection,
  type LeadSelectionReceipt,
  type PropertyLeadMatches,
} from '@prestigio/contracts';
import { CurrentIdentity, RequireSession, ZodValidationPipe } from '@prestigio/nest-common';
import { MatchingService } from './matching.service.js';

const uuid = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/** Property matching in the portal (session required; the lead's visibility rules apply). */
@Controller('leads')
@RequireSession()
export class MatchingController {
  constructor(private readonly matching: MatchingService) {}

  @Get(':id/matches')
  forLead(@CurrentIdentity() caller: Identity, @Param('id', uuid) id: string): Promise<LeadMatches> {
    return this.matching.forLead(caller, id);
  }

  @Post(':id/selections')
  send(@CurrentIdentity() caller: Identity, @Param('id', uuid) id: string, @Body(new ZodValidationPipe(leadSelectionSchema)) selection: LeadSelection): Promise<LeadSelectionReceipt> {
    return this.matching.sendSelection(caller, id, selection);
  }

  @Get('for-property/:propertyId')
  forProperty(@CurrentIdentity() caller: Identity, @Param('propertyId', uuid) propertyId: string): Promise<PropertyLeadMatches> {
    return this.matching.leadsForProperty(caller, propertyId);
  }
}
