import { Injectable } from '@nestjs/common';
import {
  addDaysToDate,
  agencyDateTimeToUtc,
  type Identity,
  type LeadDuplicate,
  type LeadInquiry,
  type LeadListQuery,
  type LeadSort,
  type LeadStage,
  type LeadSummary,
  type PendingDetail,
} from '@prestigio/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { leadSearchPattern } from './lead-search.js';

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
  operation_type: LeadSummary['operationType'];
  property_type: LeadSummary['propertyType'];
  state: LeadSummary['state'];
  city: string | null;
  budget_min: string | null;
  budget_max: string | null;
  bedrooms: number | null;
  needs_review: boolean;
}

export type LeadRecord = LeadSummary & { lostReason: string | null };

const COLUMNS = `id, name, email, phone, source, interest, stage, lost_reason, assigned_agent_id, next_follow_up_at, last_inquiry_at,
  created_at, operation_type, property_type, state, city, budget_min, budget_max, bedrooms, needs_review`;

/** The lead's columns a portal edit may change, by their API names. */
export const EDITABLE_COLUMNS = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  interest: 'interest',
  nextFollowUpAt: 'next_follow_up_at',
  operationType: 'operation_type',
  propertyType: 'property_type',
  state: 'state',
  city: 'city',
  budgetMin: 'budget_min',
  budgetMax: 'budget_max',
  bedrooms: 'bedrooms',
} as const;
export type EditableField = keyof typeof EDITABLE_COLUMNS;

const orderings: Record<LeadSort, string> = {
  recent: 'last_inquiry_at DESC, id',
  created: 'created_at DESC, id',
  name: 'lower(name) ASC NULLS LAST, id',
  follow_up: 'next_follow_up_at ASC NULLS LAST, id',
  budget: 'coalesce(budget_max, budget_min) DESC NULLS LAST, id',
};

const amount = (value: string | null) => (value === null ? null : Number(value));

function toSummary(row: LeadRow): LeadRecord {
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
    needsReview: row.needs_review,
    operationType: row.operation_type,
    propertyType: row.property_type,
    state: row.state,
    city: row.city,
    budgetMin: amount(row.budget_min),
    budgetMax: amount(row.budget_max),
    bedrooms: row.bedrooms,
  };
}

/** Lower case without Spanish accents, in SQL: the same folding the catalogue's search uses. */
export const foldedSql = (column: string) => `translate(lower(${column}), 'áéíóúüñ', 'aeiouun')`;

/** What the listing that leads are matched against looks like (from the properties service). */
export interface ListingForMatching {
  operationType: string;
  /** The listing's type and the broader types that include it (a lead wanting "casa" fits a "casa sola"). */
  propertyTypes: string[];
  state: string;
  foldedCity: string;
  price: number;
  bedrooms: number;
}

/**
 * The portal's queries of leads. Visibility is part of every query: an agent reads the leads assigned to them and
 * the unassigned ones; an admin reads all. A lead outside that is, for the caller, a lead that does not exist.
 */
@Injectable()
export class PipelineRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The leads the caller may see, as SQL over `leads` (its parameter appended to `params`). */
  visibleTo(caller: Identity, params: unknown[]): string {
    if (caller.role === 'admin') return 'true';
    params.push(caller.userId);
    return `(assigned_agent_id IS NULL OR assigned_agent_id = $${params.length})`;
  }

  /** The list's filters as SQL, shared by the table, the board and the export so they always agree. */
  private filtersOf(caller: Identity, query: Omit<LeadListQuery, 'page' | 'sort'>, params: unknown[]): string {
    const where = [this.visibleTo(caller, params)];
    if (query.text) {
      // The folded key stored with each lead and indexed by trigrams (LeadSearch migrations).
      params.push(`%${leadSearchPattern(query.text).replace(/[\\%_]/g, (match) => `\\${match}`)}%`);
      where.push(`search_key LIKE $${params.length}`);
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
    // Days of the agency's calendar, whatever the server's zone.
    if (query.from) {
      params.push(agencyDateTimeToUtc(query.from, 0));
      where.push(`created_at >= $${params.length}`);
    }
    if (query.to) {
      params.push(agencyDateTimeToUtc(addDaysToDate(query.to, 1), 0));
      where.push(`created_at < $${params.length}`);
    }
    return where.join(' AND ');
  }

  async list(caller: Identity, query: LeadListQuery): Promise<{ leads: LeadSummary[]; total: number }> {
    const params: unknown[] = [];
    const condition = this.filtersOf(caller, query, params);
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM leads WHERE ${condition}`, params);
    const rows: LeadRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM leads WHERE ${condition} ORDER BY ${orderings[query.sort]} LIMIT ${LEAD_PAGE_SIZE} OFFSET ${(query.page - 1) * LEAD_PAGE_SIZE}`,
      params,
    );
    return { leads: rows.map(toSummary), total };
  }

  /**
   * The kanban: per stage, the count and the sum of budgets over the whole column (never only the cards shown), and
   * the column's most recently active `cardLimit` leads.
   */
  async board(caller: Identity, query: Omit<LeadListQuery, 'page' | 'sort' | 'stage'>, cardLimit: number) {
    const params: unknown[] = [];
    const condition = this.filtersOf(caller, query, params);
    const totals: Array<{ stage: LeadStage; count: number; budget_total: string | null }> = await this.dataSource.query(
      `SELECT stage, count(*)::int AS count, sum(coalesce(budget_max, budget_min)) AS budget_total FROM leads WHERE ${condition} GROUP BY stage`,
      params,
    );
    const rows: LeadRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM (
         SELECT ${COLUMNS}, row_number() OVER (PARTITION BY stage ORDER BY last_inquiry_at DESC, id) AS position FROM leads WHERE ${condition}
       ) AS ranked WHERE position <= ${Math.trunc(cardLimit)} ORDER BY last_inquiry_at DESC, id`,
      params,
    );
    return { totals: totals.map((row) => ({ stage: row.stage, count: row.count, budgetTotal: Number(row.budget_total ?? 0) })), leads: rows.map(toSummary) };
  }

  /** Every lead the filters select, in the list's order, at most `limit` (the CSV export). */
  async exportRows(caller: Identity, query: LeadListQuery, limit: number): Promise<LeadSummary[]> {
    const params: unknown[] = [];
    const condition = this.filtersOf(caller, query, params);
    const rows: LeadRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM leads WHERE ${condition} ORDER BY ${orderings[query.sort]} LIMIT ${Math.trunc(limit)}`, params);
    return rows.map(toSummary);
  }

  /** The lead if the caller may see it, locked for update when `manager` is a transaction's. */
  async findVisible(manager: EntityManager, caller: Identity, leadId: string, forUpdate = false): Promise<LeadRecord | null> {
    const params: unknown[] = [leadId];
    const rows: LeadRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM leads WHERE id = $1 AND ${this.visibleTo(caller, params)}${forUpdate ? ' FOR UPDATE' : ''}`,
      params,
    );
    return rows[0] ? toSummary(rows[0]) : null;
  }

  /** The client's inquiries with the contact details each gave, newest first; `caller` tells which another agent recorded. */
  async inquiries(manager: EntityManager, leadId: string, assignedAgentId: string | null): Promise<LeadInquiry[]> {
    const rows: Array<{
      id: string;
      source: LeadInquiry['source'];
      interest: LeadInquiry['interest'];
      message: string | null;
      property_id: string | null;
      favourite_property_ids: string[];
      contact_name: string | null;
      contact_email: string | null;
      contact_phone: string | null;
      review_reason: string | null;
      recorded_by: string | null;
      created_at: Date;
    }> = await manager.query(
      `SELECT id, source, interest, message, property_id, favourite_property_ids, contact_name, contact_email, contact_phone, review_reason, recorded_by, created_at
         FROM inquiries WHERE lead_id = $1 ORDER BY created_at DESC, id LIMIT 100`,
      [leadId],
    );
    return rows.map((row) => ({
      id: row.id,
      source: row.source,
      interest: row.interest,
      message: row.message,
      propertyId: row.property_id,
      favouritePropertyIds: row.favourite_property_ids,
      contactName: row.contact_name,
      contactEmail: row.contact_email,
      contactPhone: row.contact_phone,
      needsReview: row.review_reason !== null,
      recordedByOtherAgent: row.recorded_by !== null && assignedAgentId !== null && row.recorded_by !== assignedAgentId,
      at: row.created_at.toISOString(),
    }));
  }

  /** The "datos por confirmar" of a client, oldest first. */
  async pendingDetails(manager: EntityManager, leadId: string): Promise<PendingDetail[]> {
    const rows: Array<{ id: string; field: PendingDetail['field']; value: string | number; inquiry_id: string | null; created_at: Date }> = await manager.query(
      `SELECT id, field, value, inquiry_id, created_at FROM lead_pending_details WHERE lead_id = $1 ORDER BY created_at, id`,
      [leadId],
    );
    return rows.map((row) => ({ id: row.id, field: row.field, value: row.value, inquiryId: row.inquiry_id, at: row.created_at.toISOString() }));
  }

  /** One pending detail of a client, locked while it is accepted or dismissed. */
  async lockPendingDetail(manager: EntityManager, leadId: string, detailId: string): Promise<PendingDetail | null> {
    const rows: Array<{ id: string; field: PendingDetail['field']; value: string | number; inquiry_id: string | null; created_at: Date }> = await manager.query(
      `SELECT id, field, value, inquiry_id, created_at FROM lead_pending_details WHERE id = $1 AND lead_id = $2 FOR UPDATE`,
      [detailId, leadId],
    );
    const row = rows[0];
    return row ? { id: row.id, field: row.field, value: row.value, inquiryId: row.inquiry_id, at: row.created_at.toISOString() } : null;
  }

  async removePendingDetail(manager: EntityManager, detailId: string): Promise<void> {
    await manager.query(`DELETE FROM lead_pending_details WHERE id = $1`, [detailId]);
  }

  /** The clients marked as possible duplicates of this one, or that this one is marked a duplicate of. */
  async duplicatesOf(manager: EntityManager, leadId: string): Promise<Array<LeadDuplicate & { assignedAgentId: string | null }>> {
    const rows: Array<{ id: string; name: string | null; email: string | null; phone: string | null; assigned_agent_id: string | null }> = await manager.query(
      `SELECT id, name, email, phone, assigned_agent_id FROM leads
        WHERE id = (SELECT possible_duplicate_of FROM leads WHERE id = $1) OR possible_duplicate_of = $1
        ORDER BY created_at, id`,
      [leadId],
    );
    return rows.map((row) => ({ id: row.id, name: row.name, email: row.email, phone: row.phone, assignedAgentId: row.assigned_agent_id }));
  }

  /** Whether the two clients carry the possible-duplicate mark between them (either way). */
  async markedAsDuplicates(manager: EntityManager, a: string, b: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM leads WHERE (id = $1 AND possible_duplicate_of = $2) OR (id = $2 AND possible_duplicate_of = $1)`,
      [a, b],
    );
    return rows.length > 0;
  }

  async unmarkDuplicates(manager: EntityManager, a: string, b: string): Promise<void> {
    await manager.query(
      `UPDATE leads SET possible_duplicate_of = NULL, updated_at = now() WHERE (id = $1 AND possible_duplicate_of = $2) OR (id = $2 AND possible_duplicate_of = $1)`,
      [a, b],
    );
  }

  /**
   * Moves everything of `otherId` onto `survivorId` (inquiries, timeline, activities, pending details, marks) and
   * removes `otherId`. The survivor's own fields are not touched.
   */
  async mergeInto(manager: EntityManager, survivorId: string, otherId: string): Promise<void> {
    for (const table of ['inquiries', 'lead_timeline', 'activities']) {
      await manager.query(`UPDATE ${table} SET lead_id = $1 WHERE lead_id = $2`, [survivorId, otherId]);
    }
    // A value both were waiting on waits once.
    await manager.query(
      `UPDATE lead_pending_details AS moved SET lead_id = $1 WHERE lead_id = $2
         AND NOT EXISTS (SELECT 1 FROM lead_pending_details AS kept WHERE kept.lead_id = $1 AND kept.field = moved.field AND kept.value = moved.value)`,
      [survivorId, otherId],
    );
    await manager.query(`UPDATE leads SET possible_duplicate_of = NULL WHERE id = $1 AND possible_duplicate_of = $2`, [survivorId, otherId]);
    await manager.query(`UPDATE leads SET possible_duplicate_of = CASE WHEN id = $1 THEN NULL ELSE $1::uuid END WHERE possible_duplicate_of = $2`, [survivorId, otherId]);
    await manager.query(
      `UPDATE leads SET last_inquiry_at = greatest(last_inquiry_at, (SELECT last_inquiry_at FROM leads WHERE id = $2)),
         needs_review = needs_review AND (SELECT needs_review FROM leads WHERE id = $2), updated_at = now() WHERE id = $1`,
      [survivorId, otherId],
    );
    await manager.query(`DELETE FROM leads WHERE id = $1`, [otherId]);
  }

  async setStage(manager: EntityManager, leadId: string, stage: LeadStage, lostReason: string | null): Promise<void> {
    await manager.query(`UPDATE leads SET stage = $2, lost_reason = $3, updated_at = now() WHERE id = $1`, [leadId, stage, lostReason]);
  }

  async setAssignee(manager: EntityManager, leadId: string, agentId: string | null): Promise<void> {
    await manager.query(`UPDATE leads SET assigned_agent_id = $2, updated_at = now() WHERE id = $1`, [leadId, agentId]);
  }

  /** Writes the given fields (already validated); `phoneDigits` keeps the dedupe key in step with the phone. */
  async update(manager: EntityManager, leadId: string, changes: Partial<Record<EditableField, unknown>>, phoneDigits?: string | null): Promise<void> {
    const params: unknown[] = [leadId];
    const sets = Object.entries(changes).map(([field, value]) => {
      params.push(value);
      return `${EDITABLE_COLUMNS[field as EditableField]} = $${params.length}`;
    });
    if (phoneDigits !== undefined) {
      params.push(phoneDigits);
      sets.push(`phone_digits = $${params.length}`);
    }
    if (sets.length === 0) return;
    await manager.query(`UPDATE leads SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
  }

  /** Another lead already holding this e-mail or these phone digits (the keys people are recognised by). */
  async holderOfContact(manager: EntityManager, leadId: string, email: string | null, phoneDigits: string | null): Promise<{ email: boolean; phone: boolean }> {
    const rows: Array<{ email: string | null; phone_digits: string | null }> = await manager.query(
      `SELECT email, phone_digits FROM leads WHERE id <> $1 AND ((email IS NOT NULL AND email = $2) OR (phone_digits IS NOT NULL AND phone_digits = $3))`,
      [leadId, email, phoneDigits],
    );
    return { email: rows.some((row) => email !== null && row.email === email), phone: rows.some((row) => phoneDigits !== null && row.phone_digits === phoneDigits) };
  }

  /** The open leads (not won or lost) a listing fits, as the caller sees them; unknown criteria do not exclude. */
  async fittingListing(caller: Identity, listing: ListingForMatching, margin: number, limit: number): Promise<Array<LeadRecord & { cityMatches: boolean }>> {
    const params: unknown[] = [listing.operationType, listing.propertyTypes, listing.state, listing.foldedCity, listing.price, listing.bedrooms, margin];
    const rows: Array<LeadRow & { city_matches: boolean }> = await this.dataSource.query(
      `SELECT ${COLUMNS}, (city IS NOT NULL AND ${foldedSql('city')} = $4) AS city_matches FROM leads
        WHERE ${this.visibleTo(caller, params)} AND stage NOT IN ('ganado', 'perdido')
          AND (operation_type IS NULL OR operation_type = $1)
          AND (property_type IS NULL OR property_type = ANY($2::text[]))
          AND ((city IS NULL AND state IS NULL) OR state = $3 OR (city IS NOT NULL AND ${foldedSql('city')} = $4))
          AND (budget_min IS NULL OR $5 >= budget_min * (1 - $7::numeric))
          AND (budget_max IS NULL OR $5 <= budget_max * (1 + $7::numeric))
          AND (bedrooms IS NULL OR bedrooms <= $6)
        ORDER BY last_inquiry_at DESC LIMIT ${Math.trunc(limit)}`,
      params,
    );
    return rows.map((row) => ({ ...toSummary(row), cityMatches: row.city_matches }));
  }
}
