import { Injectable } from '@nestjs/common';
import type { Identity, LeadListQuery, LeadStage, LeadSummary } from '@prestigio/contracts';
import { DataSource, type EntityManager } from 'typeorm';

export const LEAD_PAGE_SIZE = 25;

interface LeadRow {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  source: LeadSummary['source'];
  interest: LeadSummary['interest'];
  stage: LeadStage;
  lost_reason: string | null;
  assigned_agent_id: string | null;
  next_follow_up_at: Date | null;
  last_inquiry_at: Date;
  created_at: Date;
}

const COLUMNS = `id, name, email, phone, source, interest, stage, lost_reason, assigned_agent_id, next_follow_up_at, last_inquiry_at, created_at`;

function toSummary(row: LeadRow): LeadSummary & { lostReason: string | null } {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    source: row.source,
    interest: row.interest,
    stage: row.stage,
    lostReason: row.lost_reason,
    assignedAgentId: row.assigned_agent_id,
    nextFollowUpAt: row.next_follow_up_at?.toISOString() ?? null,
    lastInquiryAt: row.last_inquiry_at.toISOString(),
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * The portal's queries of leads. Visibility is part of every query: an agent reads the leads assigned to them and
 * the unassigned ones; an admin reads all. A lead outside that is, for the caller, a lead that does not exist.
 */
@Injectable()
export class PipelineRepository {
  constructor(private readonly dataSource: DataSource) {}

  private visibleTo(caller: Identity, params: unknown[]): string {
    if (caller.role === 'admin') return 'true';
    params.push(caller.userId);
    return `(assigned_agent_id IS NULL OR assigned_agent_id = $${params.length})`;
  }

  async list(caller: Identity, query: LeadListQuery): Promise<{ leads: LeadSummary[]; total: number }> {
    const params: unknown[] = [];
    const where = [this.visibleTo(caller, params)];
    if (query.text) {
      params.push(`%${query.text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`);
      where.push(`(lower(coalesce(name, '')) LIKE $${params.length} OR coalesce(email, '') LIKE $${params.length} OR coalesce(phone, '') LIKE $${params.length})`);
    }
    if (query.stage) {
      params.push(query.stage);
      where.push(`stage = $${params.length}`);
    }
    if (query.source) {
      params.push(query.source);
      where.push(`source = $${params.length}`);
    }
    if (query.agent === 'none') where.push('assigned_agent_id IS NULL');
    else if (query.agent) {
      params.push(query.agent === 'me' ? caller.userId : query.agent);
      where.push(`assigned_agent_id = $${params.length}`);
    }
    const condition = where.join(' AND ');
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM leads WHERE ${condition}`, params);
    const rows: LeadRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM leads WHERE ${condition} ORDER BY last_inquiry_at DESC, id LIMIT ${LEAD_PAGE_SIZE} OFFSET ${(query.page - 1) * LEAD_PAGE_SIZE}`,
      params,
    );
    return { leads: rows.map(toSummary), total };
  }

  /** The lead if the caller may see it, locked for update when `manager` is a transaction's. */
  async findVisible(manager: EntityManager, caller: Identity, leadId: string, forUpdate = false): Promise<(LeadSummary & { lostReason: string | null }) | null> {
    const params: unknown[] = [leadId];
    const rows: LeadRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM leads WHERE id = $1 AND ${this.visibleTo(caller, params)}${forUpdate ? ' FOR UPDATE' : ''}`,
      params,
    );
    return rows[0] ? toSummary(rows[0]) : null;
  }

  async setStage(manager: EntityManager, leadId: string, stage: LeadStage, lostReason: string | null): Promise<void> {
    await manager.query(`UPDATE leads SET stage = $2, lost_reason = $3, updated_at = now() WHERE id = $1`, [leadId, stage, lostReason]);
  }

  /** The dashboard's lead figures: new in the last 30 days and the pipeline's counts, as the caller sees them. */
  async figures(caller: Identity, endOfToday: Date): Promise<{ newClients30Days: number; byStage: Record<string, number>; followUpsDueToday: number }> {
    const params: unknown[] = [endOfToday];
    const visible = this.visibleTo(caller, params);
    const rows: Array<{ stage: LeadStage; count: number; recent: number; due: number }> = await this.dataSource.query(
      `SELECT stage, count(*)::int AS count,
              count(*) FILTER (WHERE created_at >= now() - interval '30 days')::int AS recent,
              count(*) FILTER (WHERE next_follow_up_at < $1 AND stage NOT IN ('ganado', 'perdido'))::int AS due
         FROM leads WHERE ${visible} GROUP BY stage`,
      params,
    );
    return {
      newClients30Days: rows.reduce((sum, row) => sum + row.recent, 0),
      byStage: Object.fromEntries(rows.map((row) => [row.stage, row.count])),
      followUpsDueToday: rows.reduce((sum, row) => sum + row.due, 0),
    };
  }
}
