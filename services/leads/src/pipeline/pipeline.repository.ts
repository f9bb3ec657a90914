import { Injectable } from '@nestjs/common';
import { addDaysToDate, agencyDateTimeToUtc, type Identity, type LeadListQuery, type LeadSort, type LeadStage, type LeadSummary } from '@prestigio/contracts';
import { DataSource } from 'typeorm';
import { LEAD_COLUMNS, leadsVisibleTo, toLeadRecord, type LeadRecord, type LeadRow } from '../leads/lead-record.js';
import { leadSearchPattern } from './lead-search.js';

export const LEAD_PAGE_SIZE = 25;

const orderings: Record<LeadSort, string> = {
  recent: 'last_inquiry_at DESC, id',
  created: 'created_at DESC, id',
  name: 'lower(name) ASC NULLS LAST, id',
  follow_up: 'next_follow_up_at ASC NULLS LAST, id',
  budget: 'coalesce(budget_max, budget_min) DESC NULLS LAST, id',
};

/** Lower case without Spanish accents, in SQL: the same folding the catalogue's search uses. */
export const foldedSql = (column: string) => `translate(lower(${column}), 'áéíóúüñ', 'aeiouun')`;

/** What the listing that leads are matched against looks like (from the properties service). */
export interface PropertyForMatching {
  operationType: string;
  /** The listing's type and the broader types that include it (a lead wanting "casa" fits a "casa sola"). */
  propertyTypes: string[];
  state: string;
  foldedCity: string;
  price: number;
  bedrooms: number;
}

/**
 * The portal's read model over leads: the list, the board, the export and the leads a property fits, each a filtered
 * query over many rows. It only reads; looking up, locking and changing one lead is LeadsRepository's (the leads
 * module owns the table). Visibility is part of every query: an agent reads the leads assigned to them and the
 * unassigned ones; an admin reads all.
 */
@Injectable()
export class PipelineRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The list's filters as SQL, shared by the table, the board and the export so they always agree. */
  private filtersOf(caller: Identity, query: Omit<LeadListQuery, 'page' | 'sort'>, params: unknown[]): string {
    const where = [leadsVisibleTo(caller, params)];
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
    const offset = (query.page - 1) * LEAD_PAGE_SIZE;
    const rows: LeadRow[] = await this.dataSource.query(
      `SELECT ${LEAD_COLUMNS} FROM leads WHERE ${condition} ORDER BY ${orderings[query.sort]} LIMIT ${LEAD_PAGE_SIZE} OFFSET ${offset}`,
      params,
    );
    // A short page is the end of the list, so it tells the total: a search that finds a few clients (the usual case
    // when typing a name or a phone) is answered without counting its matches a second time.
    const endsHere = rows.length < LEAD_PAGE_SIZE && (rows.length > 0 || offset === 0);
    const total = endsHere ? offset + rows.length : await this.count(condition, params);
    return { leads: rows.map(toLeadRecord), total };
  }

  private async count(condition: string, params: unknown[]): Promise<number> {
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(`SELECT count(*)::int AS total FROM leads WHERE ${condition}`, params);
    return total;
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
      `SELECT ${LEAD_COLUMNS} FROM (
         SELECT ${LEAD_COLUMNS}, row_number() OVER (PARTITION BY stage ORDER BY last_inquiry_at DESC, id) AS position FROM leads WHERE ${condition}
       ) AS ranked WHERE position <= ${Math.trunc(cardLimit)} ORDER BY last_inquiry_at DESC, id`,
      params,
    );
    return { totals: totals.map((row) => ({ stage: row.stage, count: row.count, budgetTotal: Number(row.budget_total ?? 0) })), leads: rows.map(toLeadRecord) };
  }

  /** Every lead the filters select, in the list's order, at most `limit` (the CSV export). */
  async exportRows(caller: Identity, query: LeadListQuery, limit: number): Promise<LeadSummary[]> {
    const params: unknown[] = [];
    const condition = this.filtersOf(caller, query, params);
    const rows: LeadRow[] = await this.dataSource.query(`SELECT ${LEAD_COLUMNS} FROM leads WHERE ${condition} ORDER BY ${orderings[query.sort]} LIMIT ${Math.trunc(limit)}`, params);
    return rows.map(toLeadRecord);
  }

  /** The open leads (not won or lost) a listing fits, as the caller sees them; unknown criteria do not exclude. */
  async fittingProperty(caller: Identity, listing: PropertyForMatching, margin: number, limit: number): Promise<Array<LeadRecord & { cityMatches: boolean }>> {
    const params: unknown[] = [listing.operationType, listing.propertyTypes, listing.state, listing.foldedCity, listing.price, listing.bedrooms, margin];
    const rows: Array<LeadRow & { city_matches: boolean }> = await this.dataSource.query(
      `SELECT ${LEAD_COLUMNS}, (city IS NOT NULL AND ${foldedSql('city')} = $4) AS city_matches FROM leads
        WHERE ${leadsVisibleTo(caller, params)} AND stage NOT IN ('ganado', 'perdido')
          AND (operation_type IS NULL OR operation_type = $1)
          AND (property_type IS NULL OR property_type = ANY($2::text[]))
          AND ((city IS NULL AND state IS NULL) OR state = $3 OR (city IS NOT NULL AND ${foldedSql('city')} = $4))
          AND (budget_min IS NULL OR $5 >= budget_min * (1 - $7::numeric))
          AND (budget_max IS NULL OR $5 <= budget_max * (1 + $7::numeric))
          AND (bedrooms IS NULL OR bedrooms <= $6)
        ORDER BY last_inquiry_at DESC LIMIT ${Math.trunc(limit)}`,
      params,
    );
    return rows.map((row) => ({ ...toLeadRecord(row), cityMatches: row.city_matches }));
  }
}
