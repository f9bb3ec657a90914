import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  ActivityStateMessages,
  activityStatusLabels,
  canChangeActivityStatus,
  reopenedActivityStatus,
  activityTypeLabels,
  formatAgencyDate,
  formatAgencyTime,
  type Activity,
  type ActivityCalendar,
  type ActivityCalendarQuery,
  type ActivityInput,
  type ActivityUpdate,
  type ActivityListQuery,
  type ActivityPage,
  type ActivityStatus,
  type Identity,
  isOpenActivityStatus,
} from '@prestigio/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { LeadTimelineRepository } from '../leads/lead-timeline.repository.js';
import { LeadsRepository } from '../leads/leads.repository.js';
import { ActivitiesRepository } from './activities.repository.js';

const PAGE_SIZE = 25;
/** Events one calendar range carries at most (a busy agency's month is a few hundred). */
const CALENDAR_LIMIT = 2_000;
const NOT_FOUND = 'Actividad no encontrada';
const BOOKED_CALL = 'El horario de una videollamada agendada se cambia en Videollamadas: así el cliente recibe la invitación actualizada.';

const when = (iso: string) => `${formatAgencyDate(new Date(iso))} ${formatAgencyTime(new Date(iso))}`;

/** Activities' rules: an agent's own (an admin sees all), on a client the caller may see, each on its timeline. */
@Injectable()
export class ActivitiesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesRepository,
    private readonly leads: LeadsRepository,
    private readonly timeline: LeadTimelineRepository,
  ) {}

  async list(caller: Identity, query: ActivityListQuery): Promise<ActivityPage> {
    const { activities, total } = await this.activities.list(caller, query, PAGE_SIZE);
    return { activities, total, page: query.page, pageSize: PAGE_SIZE };
  }

  async create(caller: Identity, input: ActivityInput): Promise<Activity> {
    const id = await this.dataSource.transaction(async (manager) => {
      if (input.leadId && !(await this.leads.findVisible(manager, caller, input.leadId))) {
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

  async findOne(caller: Identity, activityId: string): Promise<Activity> {
    const activity = await this.activities.findOne(caller, activityId);
    if (!activity) throw new NotFoundException(NOT_FOUND);
    return activity;
  }

  async calendar(caller: Identity, query: ActivityCalendarQuery): Promise<ActivityCalendar> {
    const ownerId = query.owner === 'me' ? caller.userId : (query.owner ?? null);
    return { activities: await this.activities.between(caller, new Date(query.from), new Date(query.to), ownerId, CALENDAR_LIMIT) };
  }

  /**
   * Changes what was sent; a moved or re-described activity says so on its client's timeline. A client's booked video
   * call keeps the time of the booking (the client and the e-mails know that one).
   */
  async update(caller: Identity, activityId: string, update: ActivityUpdate): Promise<Activity> {
    await this.dataSource.transaction(async (manager) => {
      const activity = await this.activities.findVisibleForUpdate(manager, caller, activityId);
      if (!activity) throw new NotFoundException(NOT_FOUND);
      const moves = (update.startsAt !== undefined && Date.parse(update.startsAt) !== Date.parse(activity.startsAt)) ||
        (update.durationMinutes !== undefined && update.durationMinutes !== activity.durationMinutes);
      if (activity.videoCallId && (moves || (update.type !== undefined && update.type !== activity.type) || (update.leadId !== undefined && update.leadId !== activity.leadId))) {
        throw new ConflictException(BOOKED_CALL);
      }
      if (update.status !== undefined && update.status !== activity.status) this.assertStatusChange(activity, update.status);
      if (update.leadId && update.leadId !== activity.leadId && !(await this.leads.findVisible(manager, caller, update.leadId))) {
        throw new NotFoundException('Cliente no encontrado');
      }
      await this.activities.update(manager, activityId, update);
      const leadId = update.leadId !== undefined ? update.leadId : activity.leadId;
      if (!leadId) return;
      const changes = [
        update.startsAt !== undefined && Date.parse(update.startsAt) !== Date.parse(activity.startsAt) ? `movida de ${when(activity.startsAt)} a ${when(update.startsAt)}` : null,
        update.status !== undefined && update.status !== activity.status ? `${activityStatusLabels[activity.status]} → ${activityStatusLabels[update.status]}` : null,
        update.description !== undefined && update.description !== activity.description ? `descripción: ${update.description}` : null,
        update.durationMinutes !== undefined && update.durationMinutes !== activity.durationMinutes ? `duración: ${update.durationMinutes} min` : null,
        update.type !== undefined && update.type !== activity.type ? `tipo: ${activityTypeLabels[update.type]}` : null,
      ].filter(Boolean);
      if (changes.length > 0) {
        await this.timeline.record(manager, leadId, 'activity', `${activityTypeLabels[update.type ?? activity.type]} actualizada: ${changes.join('; ')}`, caller.userId);
      }
    });
    return (await this.activities.findOne(caller, activityId))!;
  }

  async remove(caller: Identity, activityId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const activity = await this.activities.findVisibleForUpdate(manager, caller, activityId);
      if (!activity) throw new NotFoundException(NOT_FOUND);
      if (activity.videoCallId) throw new ConflictException(BOOKED_CALL);
      await this.activities.remove(manager, activityId);
      if (activity.leadId) {
        await this.timeline.record(manager, activity.leadId, 'activity', `${activityTypeLabels[activity.type]} eliminada (${when(activity.startsAt)}): ${activity.description}`, caller.userId);
      }
    });
  }

  async changeStatus(caller: Identity, activityId: string, status: ActivityStatus): Promise<Activity> {
    await this.dataSource.transaction(async (manager) => {
      const activity = await this.activities.findVisibleForUpdate(manager, caller, activityId);
      if (!activity) throw new NotFoundException(NOT_FOUND);
      if (activity.status === status) return;
      this.assertStatusChange(activity, status);
      await this.setStatus(manager, caller, activity, status);
    });
    return (await this.activities.findOne(caller, activityId))!;
  }

  /** "Reabrir": a completed or cancelled activity returns to the open status it had before. */
  async reopen(caller: Identity, activityId: string): Promise<Activity> {
    await this.dataSource.transaction(async (manager) => {
      const activity = await this.activities.findVisibleForUpdate(manager, caller, activityId);
      if (!activity) throw new NotFoundException(NOT_FOUND);
      if (activity.videoCallId) throw new ConflictException(ActivityStateMessages.bookedCall);
      if (isOpenActivityStatus(activity.status)) throw new ConflictException(ActivityStateMessages.notClosed);
      await this.setStatus(manager, caller, activity, reopenedActivityStatus(activity.previousStatus));
    });
    return (await this.activities.findOne(caller, activityId))!;
  }

  /** One state machine (contracts' activity-states): a booked call's activity changes only with its call. */
  private assertStatusChange(activity: Activity, status: ActivityStatus): void {
    if (activity.videoCallId) throw new ConflictException(ActivityStateMessages.bookedCall);
    if (!canChangeActivityStatus(activity.status, status)) throw new ConflictException(ActivityStateMessages.notAllowed);
  }

  private async setStatus(manager: EntityManager, caller: Identity, activity: Activity, status: ActivityStatus): Promise<void> {
    await this.activities.setStatus(manager, activity.id, status);
    if (activity.leadId) {
      await this.timeline.record(manager, activity.leadId, 'activity', `${activityTypeLabels[activity.type]}: ${activityStatusLabels[activity.status]} → ${activityStatusLabels[status]}`, caller.userId);
    }
  }
}
