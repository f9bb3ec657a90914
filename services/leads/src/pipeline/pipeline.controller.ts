import { Body, Controller, Get, Header, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query, StreamableFile } from '@nestjs/common';
import {
  leadAssignSchema,
  leadCreateSchema,
  leadMergeSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadStageChangeSchema,
  leadUpdateSchema,
  type AssignableAgents,
  type Identity,
  type LeadAssign,
  type LeadBoard,
  type LeadCreate,
  type LeadDetail,
  type LeadListQuery,
  type LeadMerge,
  type LeadNote,
  type LeadPage,
  type LeadStageChange,
  type LeadUpdate,
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

  // The fixed paths come before `:id`.
  @Get('board')
  board(@CurrentIdentity() caller: Identity, @Query(new ZodValidationPipe(leadListQuerySchema)) query: LeadListQuery): Promise<LeadBoard> {
    return this.pipeline.board(caller, query);
  }

  @Get('agents')
  agents(): Promise<AssignableAgents> {
    return this.pipeline.agents();
  }

  @Get('export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="clientes.csv"')
  @Header('Cache-Control', 'no-store')
  async export(@CurrentIdentity() caller: Identity, @Query(new ZodValidationPipe(leadListQuerySchema)) query: LeadListQuery): Promise<StreamableFile> {
    return new StreamableFile(Buffer.from(await this.pipeline.exportCsv(caller, query), 'utf8'));
  }

  /** A client an agent adds by hand (the public form is POST /api/leads). */
  @Post('manual')
  create(@CurrentIdentity() caller: Identity, @Body(new ZodValidationPipe(leadCreateSchema)) input: LeadCreate): Promise<LeadDetail & { merged: boolean }> {
    return this.pipeline.create(caller, input);
  }

  @Get(':id')
  detail(@CurrentIdentity() caller: Identity, @Param('id', uuid) id: string): Promise<LeadDetail> {
    return this.pipeline.detail(caller, id);
  }

  @Patch(':id')
  update(@CurrentIdentity() caller: Identity, @Param('id', uuid) id: string, @Body(new ZodValidationPipe(leadUpdateSchema)) update: LeadUpdate): Promise<LeadDetail> {
    return this.pipeline.update(caller, id, update);
  }

  @Patch(':id/assignee')
  assign(@CurrentIdentity() caller: Identity, @Param('id', uuid) id: string, @Body(new ZodValidationPipe(leadAssignSchema)) assignment: LeadAssign): Promise<LeadDetail> {
    return this.pipeline.assign(caller, id, assignment);
  }

  @Patch(':id/stage')
  changeStage(
    @CurrentIdentity() caller: Identity,
    @Param('id', uuid) id: string,
    @Body(new ZodValidationPipe(leadStageChangeSchema)) change: LeadStageChange,
  ): Promise<LeadDetail> {
    return this.pipeline.changeStage(caller, id, change);
  }

  @Post(':id/pending-details/:detailId/accept')
  @HttpCode(200)
  acceptPendingDetail(@CurrentIdentity() caller: Identity, @Param('id', uuid) id: string, @Param('detailId', uuid) detailId: string): Promise<LeadDetail> {
    return this.pipeline.resolvePendingDetail(caller, id, detailId, true);
  }

  @Post(':id/pending-details/:detailId/dismiss')
  @HttpCode(200)
  dismissPendingDetail(@CurrentIdentity() caller: Identity, @Param('id', uuid) id: string, @Param('detailId', uuid) detailId: string): Promise<LeadDetail> {
    return this.pipeline.resolvePendingDetail(caller, id, detailId, false);
  }

  /** A client marked as a possible duplicate joins this one (which keeps its contact details). */
  @Post(':id/merge')
  @HttpCode(200)
  merge(@CurrentIdentity() caller: Identity, @Param('id', uuid) id: string, @Body(new ZodValidationPipe(leadMergeSchema)) body: LeadMerge): Promise<LeadDetail> {
    return this.pipeline.merge(caller, id, body);
  }

  /** "No es la misma persona": removes the possible-duplicate mark between the two clients. */
  @Post(':id/duplicates/:otherId/dismiss')
  @HttpCode(200)
  dismissDuplicate(@CurrentIdentity() caller: Identity, @Param('id', uuid) id: string, @Param('otherId', uuid) otherId: string): Promise<LeadDetail> {
    return this.pipeline.dismissDuplicate(caller, id, otherId);
  }

  @Post(':id/notes')
  addNote(@CurrentIdentity() caller: Identity, @Param('id', uuid) id: string, @Body(new ZodValidationPipe(leadNoteSchema)) note: LeadNote): Promise<LeadDetail> {
    return this.pipeline.addNote(caller, id, note);
  }
}
