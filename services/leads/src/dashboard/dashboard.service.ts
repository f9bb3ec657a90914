import { Injectable, Logger } from '@nestjs/common';
import { leadSources, leadStages, RpcSubjects, searchResponseSchema, type DashboardSummary, type Identity } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import { ActivitiesRepository } from '../activities/activities.repository.js';
import { PipelineService } from '../pipeline/pipeline.service.js';

/** The dashboard's figures in one answer, as the caller sees the CRM (an agent their own, an admin everything). */
@Injectable()
export class DashboardService {
  private readonly logger = new Logger(DashboardService.name);

  constructor(
    private readonly pipeline: PipelineService,
    private readonly activities: ActivitiesRepository,
    private readonly nats: NatsService,
  ) {}

  async summary(caller: Identity): Promise<DashboardSummary> {
    const [leads, pendingActivities, recentActivities, activeProperties] = await Promise.all([
      this.pipeline.figures(caller),
      this.activities.pendingCount(caller),
      this.activities.recent(caller, 5),
      this.publishedProperties(),
    ]);
    return {
      activeProperties,
      newClients30Days: leads.newClients30Days,
      pendingActivities,
      recentActivities,
      leadsByStage: Object.fromEntries(leadStages.map((stage) => [stage, leads.byStage[stage] ?? 0])) as DashboardSummary['leadsByStage'],
      leadsBySource30Days: Object.fromEntries(leadSources.map((source) => [source, leads.bySource30Days[source] ?? 0])) as DashboardSummary['leadsBySource30Days'],
      followUpsDueToday: leads.followUpsDueToday,
      myFollowUps: leads.myFollowUps,
    };
  }

  /** Published listings, asked of the catalogue; null (shown as unknown) when it does not answer in time. */
  private async publishedProperties(): Promise<number | null> {
    try {
      return (await this.nats.request(RpcSubjects.searchProperties, { pageSize: 1 }, searchResponseSchema, 1_500)).count;
    } catch (error) {
      this.logger.warn(`Catalogue count unavailable: ${(error as Error).message}`);
      return null;
    }
  }
}
