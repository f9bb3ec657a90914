import { Injectable, NotFoundException } from '@nestjs/common';
import {
  addDaysToDate,
  agencyDateTimeToUtc,
  agencyParts,
  leadStageLabels,
  type Identity,
  type LeadDetail,
  type LeadListQuery,
  type LeadNote,
  type LeadPage,
  type LeadStageChange,
} from '@prestigio/contracts';
import { DataSource } from 'typeorm';
import { LeadTimelineRepository } from '../leads/lead-timeline.repository.js';
import { LEAD_PAGE_SIZE, PipelineRepository } from './pipeline.repository.js';

const NOT_FOUND = 'Cliente no encontrado';

/** The portal's rules for leads: who sees which, stage changes with their reason, notes; every change on the timeline. */
@Injectable()
export class PipelineService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pipeline: PipelineRepository,
    private readonly timeline: LeadTimelineRepository,
  ) {}

  async list(caller: Identity, query: LeadListQuery): Promise<LeadPage> {
    // Only an admin may look at another agent's leads.
    const agent = caller.role !== 'admin' && query.agent && query.agent !== 'me' && query.agent !== 'none' ? 'me' : query.agent;
    const { leads, total } = await this.pipeline.list(caller, { ...query, ...(agent ? { agent } : {}) });
    return { leads, total, page: query.page, pageSize: LEAD_PAGE_SIZE };
  }

  async detail(caller: Identity, leadId: string): Promise<LeadDetail> {
    const lead = await this.pipeline.findVisible(this.dataSource.manager, caller, leadId);
    if (!lead) throw new NotFoundException(NOT_FOUND);
    return { ...lead, timeline: await this.timeline.forLead(this.dataSource.manager, leadId) };
  }

  async changeStage(caller: Identity, leadId: string, change: LeadStageChange): Promise<LeadDetail> {
    await this.dataSource.transaction(async (manager) => {
      const lead = await this.pipeline.findVisible(manager, caller, leadId, true);
      if (!lead) throw new NotFoundException(NOT_FOUND);
      if (lead.stage === change.stage && change.stage !== 'perdido') return;
      const lostReason = change.stage === 'perdido' ? change.lostReason! : null;
      await this.pipeline.setStage(manager, leadId, change.stage, lostReason);
      const summary = `Etapa: ${leadStageLabels[lead.stage]} → ${leadStageLabels[change.stage]}${lostReason ? ` (motivo: ${lostReason})` : ''}`;
      await this.timeline.record(manager, leadId, 'stage_changed', summary, caller.userId);
    });
    return this.detail(caller, leadId);
  }

  async addNote(caller: Identity, leadId: string, note: LeadNote): Promise<LeadDetail> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.pipeline.findVisible(manager, caller, leadId))) throw new NotFoundException(NOT_FOUND);
      await this.timeline.record(manager, leadId, 'note', note.text, caller.userId);
    });
    return this.detail(caller, leadId);
  }

  /** The end of today in the agency's zone (follow-ups due today or overdue fall before it). */
  endOfAgencyToday(now = new Date()): Date {
    return agencyDateTimeToUtc(addDaysToDate(agencyParts(now).date, 1), 0);
  }

  figures(caller: Identity) {
    return this.pipeline.figures(caller, this.endOfAgencyToday());
  }
}
