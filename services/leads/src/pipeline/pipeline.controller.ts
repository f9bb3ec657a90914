import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import {
  leadListQuerySchema,
  leadNoteSchema,
  leadStageChangeSchema,
  type Identity,
  type LeadDetail,
  type LeadListQuery,
  type LeadNote,
  type LeadPage,
  type LeadStageChange,
} from '@prestigio/contracts';
import { CurrentIdentity, RequireSession, ZodValidationPipe } from '@prestigio/nest-common';
import { PipelineService } from './pipeline.service.js';

const uuid = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/** The agents' portal over leads (session required; visibility and rules in PipelineService). */
@Controller('leads')
@RequireSession()
export class PipelineController {
  constructor(private readonly pipeline: PipelineService) {}

  @Get()
  list(@CurrentIdentity() caller: Identity, @Query(new ZodValidationPipe(leadListQuerySchema)) query: LeadListQuery): Promise<LeadPage> {
    return this.pipeline.list(caller, query);
  }

  @Get(':id')
  detail(@CurrentIdentity() caller: Identity, @Param('id', uuid) id: string): Promise<LeadDetail> {
    return this.pipeline.detail(caller, id);
  }

  @Patch(':id/stage')
  changeStage(
    @CurrentIdentity() caller: Identity,
    @Param('id', uuid) id: string,
    @Body(new ZodValidationPipe(leadStageChangeSchema)) change: LeadStageChange,
  ): Promise<LeadDetail> {
    return this.pipeline.changeStage(caller, id, change);
  }

  @Post(':id/notes')
  addNote(@CurrentIdentity() caller: Identity, @Param('id', uuid) id: string, @Body(new ZodValidationPipe(leadNoteSchema)) note: LeadNote): Promise<LeadDetail> {
    return this.pipeline.addNote(caller, id, note);
  }
}
