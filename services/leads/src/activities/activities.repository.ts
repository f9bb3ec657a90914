import { Injectable } from '@nestjs/common';
import type { Activity, ActivityStatus, Identity, VideoCallEvent } from '@prestigio/contracts';
import { DataSource, type EntityManager } from 'typeorm';

interface ActivityRow {
  id: string;
  type: Activity['type'];
  description: string;
  lead_id: string | null;
  lead_name: string | null;
  starts_at: Date;
  duration_minutes: number;
  status: ActivityStatus;
  owner_id: string | null;
}

function toActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    type: row.type,
    description: row.description,
    leadId: row.lead_id,
    leadName: row.lead_name,
    startsAt: row.starts_at.toISOString(),
    durationMinutes: row.duration_minutes,
    status: row.status,
    ownerId: row.owner_id,
  };
}

/** Activities' queries; an agent reads their own, an admin all. */
@Injectable()
export class ActivitiesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The Videollamada activity of a booked call, created the first time and kept in step afterwards (one row per
   * call: `video_call_id` is unique). Resolves to whether the row is new.
   */
  async upsertVideoCall(manager: EntityManager, call: VideoCallEvent, description: string, status: ActivityStatus): Promise<boolean> {
    const rows: Array<{ inserted: boolean }> = await manager.query(
      `INSERT INTO activities (type, description, lead_id, starts_at, duration_minutes, status, owner_id, video_call_id)
       SELECT 'videollamada', $1, l.id, $3, $4, $5, $6, $7 FROM (SELECT $2::uuid AS id) AS wanted LEFT JOIN leads l ON l.id = wanted.id
       ON CONFLICT (video_call_id) DO UPDATE
         SET description = EXCLUDED.description, starts_at = EXCLUDED.starts_at, duration_minutes = EXCLUDED.duration_minutes,
             status = EXCLUDED.status, owner_id = EXCLUDED.owner_id, updated_at = now()
       RETURNING (xmax = 0) AS inserted`,
      [description, call.leadId, call.scheduledAt, call.durationMinutes, status, call.agentId, call.videoCallId],
    );
    return rows[0]?.inserted ?? false;
  }

  private visibleTo(caller: Identity, params: unknown[]): string {
    if (caller.role === 'admin') return 'true';
    params.push(caller.userId);
    return `a.owner_id = $${params.length}`;
  }

  async recent(caller: Identity, limit: number): Promise<Activity[]> {
    const params: unknown[] = [];
    const rows: ActivityRow[] = await this.dataSource.query(
      `SELECT a.id, a.type, a.description, a.lead_id, l.name AS lead_name, a.starts_at, a.duration_minutes, a.status, a.owner_id
         FROM activities a LEFT JOIN leads l ON l.id = a.lead_id
        WHERE ${this.visibleTo(caller, params)}
        ORDER BY a.starts_at DESC, a.id LIMIT ${Math.trunc(limit)}`,
      params,
    );
    return rows.map(toActivity);
  }

  async pendingCount(caller: Identity): Promise<number> {
    const params: unknown[] = [];
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM activities a WHERE a.status <> 'completada' AND ${this.visibleTo(caller, params)}`,
      params,
    );
    return count;
  }
}
