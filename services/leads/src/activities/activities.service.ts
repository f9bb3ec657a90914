import { Injectable, NotFoundException } from '@nestjs/common';
import {
  activityStatusLabels,
  activityTypeLabels,
  type Activity,
  type ActivityInput,
  type ActivityListQuery,
  type ActivityPage,
  type ActivityStatus,
  type Identity,
} from '@prestigio/contracts';
import { DataSource } from 'typeorm';
import { LeadTimelineRepository } from '../leads/lead-timeline.repository.js';
import { PipelineRepository } from '../pipeline/pipeline.repository.js';
import { ActivitiesRepository } from './activities.repository.js';

const PAGE_SIZE = 25;

/** Activities' rules: an agent's own (an admin sees all), on a client the caller may see, each on its timeline. */
@Injectable()
export class ActivitiesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesRepository,
    private readonly pipeline: PipelineRepository,
    private readonly timeline: LeadTimelineRepository,
  ) {}

  async list(caller: Identity, query: ActivityListQuery): Promise<ActivityPage> {
    const { activities, total } = await this.activities.list(caller, query, PAGE_SIZE);
    return { activities, total, page: query.page, pageSize: PAGE_SIZE };
  }

  async create(caller: Identity, input: ActivityInput): Promise<Activity> {
    const id = await this.dataSource.transaction(async (manager) => {
      if (input.leadId && !(await this.pipeline.findVisible(manager, caller, input.leadId))) {
        throw new NotFoundException('Cliente no encontrado');
      }
      const created = await this.activities.create(manager, input, caller.userId);
      if (input.leadId) {
        await this.timeline.record(manager, input.leadId, 'activity', `${activityTypeLabels[input.type]} (${activityStatusLabels[input.status]}): ${input.description}`, caller.userId);
      }
      return created;
    });
    return (await this.activities.findOne(caller, id))!;
  }

  async changeStatus(caller: Identity, activityId: string, status: ActivityStatus): Promise<Activity> {
    await this.dataSource.transaction(async (manager) => {
      const activity = await this.activities.findVisibleForUpdate(manager, caller, activityId);
      if (!activity) throw new NotFoundException('Actividad no encontrada');
      if (activity.status === status) return;
      await this.activities.setStatus(manager, activityId, status);
      if (activity.leadId) {
        await this.timeline.record(manager, activity.leadId, 'activity', `${activityTypeLabels[activity.type]}: ${activityStatusLabels[activity.status]} → ${activityStatusLabels[status]}`, caller.userId);
      }
    });
    return (await this.activities.findOne(caller, activityId))!;
  }
}
