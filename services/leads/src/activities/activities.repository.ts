import { Injectable } from '@nestjs/common';
import {
  addDaysToDate,
  agencyDateTimeToUtc,
  type Activity,
  type ActivityInput,
  type ActivityListQuery,
  type ActivityStatus,
  type ActivityUpdate,
  type Identity,
  type VideoCallEvent,
} from '@prestigio/contracts';
import { DataSource, type EntityManager } from 'typeorm';

export interface ActivityRow {
  id: string;
  type: Activity['type'];
  description: string;
  lead_id: string | null;
  lead_name: string | null;
  starts_at: Date | string;
  duration_minutes: number;
  status: ActivityStatus;
  owner_id: string | null;
  video_call_id: string | null;
  meeting_url: string | null;
  previous_status?: ActivityStatus | null;
}

export const SELECT_ACTIVITIES = `SELECT a.id, a.type, a.description, a.lead_id, l.name AS lead_name, a.starts_at, a.duration_minutes, a.status, a.owner_id, a.video_call_id, a.meeting_url
  FROM activities a LEFT JOIN leads l ON l.id = a.lead_id`;

/** Pending work: still to do. */
const OPEN_STATUS = `status IN ('pendiente', 'programada')`;

/** The activity's columns a portal edit may change, by their API names. */
const UPDATABLE_COLUMNS: Record<keyof ActivityUpdate, string> = {
  type: 'type',
  description: 'description',
  leadId: 'lead_id',
  startsAt: 'starts_at',
  durationMinutes: 'duration_minutes',
  status: 'status',
};

/** An activity row as the API shows it (`starts_at` a Date, or the ISO text a JSON aggregate gives). */
export function toActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    type: row.type,
    description: row.description,
    leadId: row.lead_id,
    leadName: row.lead_name,
    startsAt: new Date(row.starts_at).toISOString(),
    durationMinutes: row.duration_minutes,
    status: row.status,
    ownerId: row.owner_id,
    videoCallId: row.video_call_id,
    meetingUrl: row.meeting_url,
  };
}

/** Activities' queries; an agent reads their own, an admin all. */
@Injectable()
export class ActivitiesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The Videollamada activity of a booked call, created the first time and kept in step afterwards (one row per
   * call: `video_call_id` is unique), on `leadId` (null when the booked lead no longer exists). Resolves to whether
   * the row is new.
   */
  async upsertVideoCall(manager: EntityManager, call: VideoCallEvent, leadId: string | null, description: string, status: ActivityStatus): Promise<boolean> {
    const rows: Array<{ inserted: boolean }> = await manager.query(
      `INSERT INTO activities (type, description, lead_id, starts_at, duration_minutes, status, owner_id, video_call_id, meeting_url)
       VALUES ('videollamada', $1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (video_call_id) DO UPDATE
         SET description = EXCLUDED.description, starts_at = EXCLUDED.starts_at, duration_minutes = EXCLUDED.duration_minutes,
             previous_status = CASE WHEN activities.status <> EXCLUDED.status THEN activities.status ELSE activities.previous_status END,
             status = EXCLUDED.status, owner_id = EXCLUDED.owner_id, meeting_url = EXCLUDED.meeting_url, updated_at = now()
       RETURNING (xmax = 0) AS inserted`,
      [description, leadId, call.scheduledAt, call.durationMinutes, status, call.agentId, call.videoCallId, call.meetingUrl],
    );
    return rows[0]?.inserted ?? false;
  }

  /** The client a booked call's activity is on: the one booked for, or the one it was merged into since. */
  async leadOfVideoCall(manager: EntityManager, videoCallId: string): Promise<string | null> {
    const [activity]: Array<{ lead_id: string | null }> = await manager.query(`SELECT lead_id FROM activities WHERE video_call_id = $1`, [videoCallId]);
    return activity?.lead_id ?? null;
  }

  /** A merge: the other lead's activities join the survivor's. */
  async moveToLead(manager: EntityManager, fromLeadId: string, toLeadId: string): Promise<void> {
    await manager.query(`UPDATE activities SET lead_id = $1 WHERE lead_id = $2`, [toLeadId, fromLeadId]);
  }

  private visibleTo(caller: Identity, params: unknown[]): string {
    if (caller.role === 'admin') return 'true';
    params.push(caller.userId);
    return `a.owner_id = $${params.length}`;
  }

  async list(caller: Identity, query: ActivityListQuery, pageSize: number): Promise<{ activities: Activity[]; total: number }> {
    const params: unknown[] = [];
    const where = [this.visibleTo(caller, params)];
    if (query.type) {
      params.push(query.type);
      where.push(`a.type = $${params.length}`);
    }
    if (query.status) {
      params.push(query.status);
      where.push(`a.status = $${params.length}`);
    }
    if (query.owner) {
      params.push(query.owner === 'me' ? caller.userId : query.owner);
      where.push(`a.owner_id = $${params.length}`);
    }
    if (query.leadId) {
      params.push(query.leadId);
      where.push(`a.lead_id = $${params.length}`);
    }
    // Days of the agency's calendar, whatever the server's zone.
    if (query.from) {
      params.push(agencyDateTimeToUtc(query.from, 0));
      where.push(`a.starts_at >= $${params.length}`);
    }
    if (query.to) {
      params.push(agencyDateTimeToUtc(addDaysToDate(query.to, 1), 0));
      where.push(`a.starts_at < $${params.length}`);
    }
    const condition = where.join(' AND ');
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM activities a WHERE ${condition}`, params);
    // Pending work first (oldest due first, so the overdue lead the list), then the rest, newest first.
    const rows: ActivityRow[] = await this.dataSource.query(
      `${SELECT_ACTIVITIES}
        WHERE ${condition}
        ORDER BY (a.${OPEN_STATUS} IS NOT TRUE), CASE WHEN a.${OPEN_STATUS} THEN a.starts_at END ASC, a.starts_at DESC, a.id
        LIMIT ${Math.trunc(pageSize)} OFFSET ${(query.page - 1) * Math.trunc(pageSize)}`,
      params,
    );
    return { activities: rows.map(toActivity), total };
  }

  async create(manager: EntityManager, input: ActivityInput, ownerId: string): Promise<string> {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO activities (type, description, lead_id, starts_at, duration_minutes, status, owner_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [input.type, input.description, input.leadId ?? null, input.startsAt, input.durationMinutes, input.status, ownerId],
    );
    return rows[0]!.id;
  }

  /** The activity if the caller may see it, locked for the change, with the status it had before its last change. */
  async findVisibleForUpdate(manager: EntityManager, caller: Identity, activityId: string): Promise<(Activity & { previousStatus: ActivityStatus | null }) | null> {
    const params: unknown[] = [activityId];
    const rows: ActivityRow[] = await manager.query(
      `SELECT a.id, a.type, a.description, a.lead_id, NULL AS lead_name, a.starts_at, a.duration_minutes, a.status, a.owner_id, a.video_call_id, a.meeting_url, a.previous_status
         FROM activities a WHERE a.id = $1 AND ${this.visibleTo(caller, params)} FOR UPDATE OF a`,
      params,
    );
    return rows[0] ? { ...toActivity(rows[0]), previousStatus: rows[0].previous_status ?? null } : null;
  }

  /** The calendar's range: every visible activity starting in [from, to), at most `limit`. */
  async between(caller: Identity, from: Date, to: Date, ownerId: string | null, limit: number): Promise<Activity[]> {
    const params: unknown[] = [from, to];
    const where = [this.visibleTo(caller, params), 'a.starts_at >= $1', 'a.starts_at < $2'];
    if (ownerId) {
      params.push(ownerId);
      where.push(`a.owner_id = $${params.length}`);
    }
    const rows: ActivityRow[] = await this.dataSource.query(`${SELECT_ACTIVITIES} WHERE ${where.join(' AND ')} ORDER BY a.starts_at, a.id LIMIT ${Math.trunc(limit)}`, params);
    return rows.map(toActivity);
  }

  /** Writes the given fields (already validated and allowed); a status change keeps the one before, for "Reabrir". */
  async update(manager: EntityManager, activityId: string, changes: ActivityUpdate): Promise<void> {
    const params: unknown[] = [activityId];
    const sets = Object.entries(changes)
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => {
        params.push(value);
        const column = UPDATABLE_COLUMNS[field as keyof ActivityUpdate];
        // The right-hand sides read the row as it was.
        const previous = column === 'status' ? `previous_status = CASE WHEN status <> $${params.length} THEN status ELSE previous_status END, ` : '';
        return `${previous}${column} = $${params.length}`;
      });
    if (sets.length === 0) return;
    await manager.query(`UPDATE activities SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
  }

  async remove(manager: EntityManager, activityId: string): Promise<void> {
    await manager.query(`DELETE FROM activities WHERE id = $1`, [activityId]);
  }

  async setStatus(manager: EntityManager, activityId: string, status: ActivityStatus): Promise<void> {
    await manager.query(`UPDATE activities SET previous_status = status, status = $2, updated_at = now() WHERE id = $1 AND status <> $2`, [activityId, status]);
  }

  async findOne(caller: Identity, activityId: string): Promise<Activity | null> {
    const params: unknown[] = [activityId];
    const rows: ActivityRow[] = await this.dataSource.query(
      `${SELECT_ACTIVITIES} WHERE a.id = $1 AND ${this.visibleTo(caller, params)}`,
      params,
    );
    return rows[0] ? toActivity(rows[0]) : null;
  }
}
