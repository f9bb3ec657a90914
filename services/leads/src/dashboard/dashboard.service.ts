import { Injectable, Logger } from '@nestjs/common';
import {
  addDaysToDate,
  agencyDateTimeToUtc,
  agencyParts,
  leadSources,
  leadStages,
  RpcSubjects,
  searchResponseSchema,
  type DashboardSummary,
  type Identity,
  type TeamQuery,
  type TeamSummary,
} from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import { LRUCache } from 'lru-cache';
import { NOBODY } from '../database/migrations/1795900000000-dashboard-counters.js';
import { DashboardRepository } from './dashboard.repository.js';

const RECENT_ACTIVITIES = 5;
/** "Hoy" lists this many; its counts say how many there are in all. */
const TODAY_ACTIVITIES = 10;
/** A catalogue count is reused this long (the properties service keeps its totals as long). */
const CATALOGUE_COUNT_TTL_MS = 30_000;
/** The catalogue count's key for the whole agency (an agent's key is their id). */
const AGENCY = 'agency';

/** The agency's day last asked about, [start, end): the summaries of that day reuse it instead of converting zones again. */
let agencyDay: { start: number; end: Date } | undefined;

/** The end of today in the agency's zone (follow-ups due today or overdue fall before it). */
export function endOfAgencyToday(now = Date.now()): Date {
  if (!agencyDay || now < agencyDay.start || now >= agencyDay.end.getTime()) {
    const today = agencyParts(new Date(now)).date;
    agencyDay = { start: agencyDateTimeToUtc(today, 0).getTime(), end: agencyDateTimeToUtc(addDaysToDate(today, 1), 0) };
  }
  return agencyDay.end;
}

/** The dashboard's figures in one answer, as the caller sees the CRM (an agent their own, an admin everything). */
@Injectable()
export class DashboardService {
  private readonly logger = new Logger(DashboardService.name);
  /**
   * Published counts by whose listings they are (an agent's id, or AGENCY for the whole catalogue), kept briefly; one
   * question in flight per key however many dashboards open at once. A failed question is not kept: asked again next time.
   */
  private readonly publishedCounts = new LRUCache<string, number>({
    max: 1_000,
    ttl: CATALOGUE_COUNT_TTL_MS,
    fetchMethod: (key) =>
      this.nats
        .request(RpcSubjects.searchProperties, key === AGENCY ? { pageSize: 1 } : { pageSize: 1, agentId: key }, searchResponseSchema, 1_500)
        .then((reply) => reply.count)
        .catch((error: Error) => {
          this.logger.warn(`Catalogue count unavailable: ${error.message}`);
          return undefined;
        }),
  });

  constructor(
    private readonly repository: DashboardRepository,
    private readonly nats: NatsService,
  ) {}

  async summary(caller: Identity): Promise<DashboardSummary> {
    const [figures, activeProperties] = await Promise.all([this.repository.figures(caller, endOfAgencyToday(), RECENT_ACTIVITIES, TODAY_ACTIVITIES), this.publishedProperties(caller)]);
    return {
      activeProperties,
      newClients30Days: Object.values(figures.bySource30Days).reduce((sum, count) => sum + count, 0),
      pendingActivities: figures.pendingActivities,
      recentActivities: figures.recentActivities,
      leadsByStage: Object.fromEntries(leadStages.map((stage) => [stage, figures.byStage[stage] ?? 0])) as DashboardSummary['leadsByStage'],
      leadsBySource30Days: Object.fromEntries(leadSources.map((source) => [source, figures.bySource30Days[source] ?? 0])) as DashboardSummary['leadsBySource30Days'],
      followUpsDueToday: figures.followUpsDueToday,
      myFollowUps: figures.myFollowUps,
      myFollowUpsOverdue: figures.myFollowUpsOverdue,
      today: figures.today,
    };
  }

  /** The administrators' team view: each agent's figures for the period (the agency's days, both included). */
  async team({ from, to }: TeamQuery): Promise<TeamSummary> {
    const rows = await this.repository.team(agencyDateTimeToUtc(from, 0), agencyDateTimeToUtc(addDaysToDate(to, 1), 0));
    return {
      from,
      to,
      agents: rows.map((row) => ({
        agentId: row.agent === NOBODY ? null : row.agent,
        newClients: row.new_clients,
        byStage: Object.fromEntries(leadStages.map((stage) => [stage, Number(row.by_stage[stage] ?? 0)])) as TeamSummary['agents'][number]['byStage'],
        overdueActivities: row.overdue,
        medianFirstResponseMinutes: row.first_response_minutes === null ? null : Math.round(Number(row.first_response_minutes)),
        callsBooked: row.calls,
      })),
    };
  }

  /**
   * Published listings, asked of the catalogue and kept briefly: an agent's are those in their charge, an admin's the
   * agency's. Null (shown as unknown) when the catalogue does not answer.
   */
  private async publishedProperties(caller: Identity): Promise<number | null> {
    return (await this.publishedCounts.fetch(caller.role === 'admin' ? AGENCY : caller.userId)) ?? null;
  }
}
