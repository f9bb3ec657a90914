import { Injectable } from '@nestjs/common';
import type { TimelineEntry, TimelineKind } from '@prestigio/contracts';
import type { EntityManager } from 'typeorm';

/** One entry to write; no actor: the system. */
export interface TimelineRecord {
  leadId: string;
  kind: TimelineKind;
  summary: string;
  actorId?: string | null;
}

/** What happened to each lead, who did it and when: written in the same transaction as the change it records. */
@Injectable()
export class LeadTimelineRepository {
  async record(manager: EntityManager, leadId: string, kind: TimelineKind, summary: string, actorId: string | null = null): Promise<void> {
    await manager.query(`INSERT INTO lead_timeline (lead_id, kind, actor_id, summary) VALUES ($1, $2, $3, $4)`, [leadId, kind, actorId, summary]);
  }

  /** Many entries in one statement (a daily digest reaches thousands of clients; an inquiry writes two or three). */
  async recordMany(manager: EntityManager, entries: ReadonlyArray<TimelineRecord>): Promise<void> {
    if (entries.length === 0) return;
    await manager.query(`INSERT INTO lead_timeline (lead_id, kind, summary, actor_id) SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[])`, [
      entries.map((entry) => entry.leadId),
      entries.map((entry) => entry.kind),
      entries.map((entry) => entry.summary),
      entries.map((entry) => entry.actorId ?? null),
    ]);
  }

  async forLead(manager: EntityManager, leadId: string): Promise<TimelineEntry[]> {
    const rows: Array<{ id: string; kind: TimelineKind; actor_id: string | null; summary: string; created_at: Date }> = await manager.query(
      `SELECT id, kind, actor_id, summary, created_at FROM lead_timeline WHERE lead_id = $1 ORDER BY created_at DESC, id LIMIT 200`,
      [leadId],
    );
    return rows.map((row) => ({ id: row.id, kind: row.kind, actorId: row.actor_id, at: row.created_at.toISOString(), summary: row.summary }));
  }

  /** A merge: the other lead's history joins the survivor's. */
  async moveToLead(manager: EntityManager, fromLeadId: string, toLeadId: string): Promise<void> {
    await manager.query(`UPDATE lead_timeline SET lead_id = $1 WHERE lead_id = $2`, [toLeadId, fromLeadId]);
  }
}
