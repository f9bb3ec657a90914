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
import { NOBODY } from '../database/migrations/1795900000000-dashboard-counters.js';
import { DashboardRepository } from './dashboard.repository.js';

const RECENT_ACTIVITIES = 5;
/** "Hoy" lists this many; its counts say how many there are in all. */
const TODAY_ACTIVITIES = 10;
/** The catalogue's published count is reused this long (the properties service keeps its totals as long). */
const CATALOGUE_COUNT_TTL_MS = 30_000;

/** The end of today in the agency's zone (follow-ups due today or overdue fall before it). */
export function endOfAgencyToday(now = new Date()): Date {
  return agencyDateTimeToUtc(addDaysToDate(agencyParts(now).date, 1), 0);
}

/** The dashboard's figures in one answer, as the caller sees the CRM (an agent their own, an admin everything). */
@Injectable()
export class DashboardService {
  private readonly logger = new Logger(DashboardService.name);
  private catalogueCount?: { value: Promise<number | null>; until: number };

  constructor(
    private readonly repository: DashboardRepository,
    private readonly nats: NatsService,
  ) {}

  async summary(caller: Identity): Promise<DashboardSummary> {
    const [figures, activeProperties] = await Promise.all([this.repository.figures(caller, endOfAgencyToday(), RECENT_ACTIVITIES, TODAY_ACTIVITIES), this.publishedProperties()]);
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

  /** Published listings, asked of the catalogue and kept briefly; null (shown as unknown) when it does not answer. */
  private publishedProperties(): Promise<number | null> {
    const now = Date.now();
    if (this.catalogueCount && this.catalogueCount.until > now) return this.catalogueCount.value;
    const value = this.nats
      .request(RpcSubjects.searchProperties, { pageSize: 1 }, searchResponseSchema, 1_500)
      .then((reply) => reply.count)
      .catch((error: Error) => {
        this.logger.warn(`Catalogue count unavailable: ${error.message}`);
        // Asked again on the next request rather than showing "unknown" for the whole period.
        this.catalogueCount = undefined;
        return null;
      });
    this.catalogueCount = { value, until: now + CATALOGUE_COUNT_TTL_MS };
    return value;
  }
}
