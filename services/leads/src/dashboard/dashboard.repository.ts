import { Injectable } from '@nestjs/common';
import type { Activity, Identity, LeadSource, LeadStage } from '@prestigio/contracts';
import type { PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { SELECT_ACTIVITIES, toActivity, type ActivityRow } from '../activities/activities.repository.js';
import { NOBODY } from '../database/migrations/1795900000000-dashboard-counters.js';

export interface DashboardFigures {
  byStage: Partial<Record<LeadStage, number>>;
  bySource30Days: Partial<Record<LeadSource, number>>;
  followUpsDueToday: number;
  myFollowUps: Array<{ id: string; name: string | null; stage: LeadStage; nextFollowUpAt: string }>;
  pendingActivities: number;
  recentActivities: Activity[];
  myFollowUpsOverdue: number;
  today: { activities: Activity[]; overdue: number; dueToday: number };
}

interface FiguresRow {
  by_stage: Record<string, number>;
  by_source: Record<string, number>;
  due: number;
  my_follow_ups: Array<{ id: string; name: string | null; stage: LeadStage; next_follow_up_at: string }>;
  pending: number;
  recent: ActivityRow[];
  my_overdue: number;
  today: ActivityRow[];
  /** Both from one range of the open-work index: what is overdue and what is still due today. */
  today_counts: { overdue: number; due: number };
}

/** Open work (the index activities_open_owner_starts_idx covers exactly these rows). */
const OPEN = `a.status IN ('pendiente', 'programada')`;

/**
 * Every figure of the dashboard in one statement, one round trip: at 100,000 leads and 500,000 activities each part
 * reads a counter Postgres keeps (DashboardCounters migration) or an index alone. As the caller sees the CRM: an agent
 * their own leads and the unassigned ones, their own activities; an admin everything.
 */
@Injectable()
export class DashboardRepository {
  constructor(private readonly dataSource: DataSource) {}

  async figures(caller: Identity, endOfToday: Date, recentLimit: number, todayLimit: number): Promise<DashboardFigures> {
    const admin = caller.role === 'admin';
    // $1 the caller, $2 the end of the agency's today; "Hoy" is the caller's own work, whatever their role.
    const visibleLeads = admin ? 'true' : '(assigned_agent_id IS NULL OR assigned_agent_id = $1)';
    const [row] = await this.withReusedPlan<FiguresRow>(
      admin ? 'dashboard-figures-admin' : 'dashboard-figures-agent',
      `SELECT
         (SELECT coalesce(json_object_agg(stage, total), '{}') FROM (
            SELECT stage, sum(count)::int AS total FROM lead_stage_counts ${admin ? '' : `WHERE agent_key IN ($1, '${NOBODY}')`} GROUP BY stage
          ) AS stages) AS by_stage,
         (SELECT coalesce(json_object_agg(source, total), '{}') FROM (
            SELECT source, count(*)::int AS total FROM leads WHERE ${visibleLeads} AND created_at >= now() - interval '30 days' GROUP BY source
          ) AS sources) AS by_source,
         (SELECT count(*)::int FROM leads WHERE next_follow_up_at < $2 AND stage NOT IN ('ganado', 'perdido') AND ${visibleLeads}) AS due,
         (SELECT coalesce(json_agg(mine), '[]') FROM (
            SELECT id, name, stage, next_follow_up_at FROM leads
             WHERE assigned_agent_id = $1 AND next_follow_up_at < $2 AND stage NOT IN ('ganado', 'perdido')
             ORDER BY next_follow_up_at, id LIMIT 5
          ) AS mine) AS my_follow_ups,
         (SELECT coalesce(sum(count), 0)::int FROM open_activity_counts ${admin ? '' : 'WHERE owner_key = $1'}) AS pending,
         (SELECT coalesce(json_agg(recent), '[]') FROM (
            ${SELECT_ACTIVITIES} ${admin ? '' : 'WHERE a.owner_id = $1'} ORDER BY a.updated_at DESC, a.id LIMIT ${Math.trunc(recentLimit)}
          ) AS recent) AS recent,
         (SELECT count(*)::int FROM leads WHERE assigned_agent_id = $1 AND next_follow_up_at < now() AND stage NOT IN ('ganado', 'perdido')) AS my_overdue,
         (SELECT coalesce(json_agg(today), '[]') FROM (
            ${SELECT_ACTIVITIES} WHERE a.owner_id = $1 AND ${OPEN} AND a.starts_at < $2 ORDER BY a.starts_at, a.id LIMIT ${Math.trunc(todayLimit)}
          ) AS today) AS today,
         (SELECT json_build_object('overdue', count(*) FILTER (WHERE a.starts_at < now()), 'due', count(*) FILTER (WHERE a.starts_at >= now()))
            FROM activities a WHERE a.owner_id = $1 AND ${OPEN} AND a.starts_at < $2) AS today_counts`,
      [caller.userId, endOfToday],
    );
    return {
      byStage: row!.by_stage,
      bySource30Days: row!.by_source,
      followUpsDueToday: row!.due,
      myFollowUps: row!.my_follow_ups.map((lead) => ({ id: lead.id, name: lead.name, stage: lead.stage, nextFollowUpAt: new Date(lead.next_follow_up_at).toISOString() })),
      pendingActivities: row!.pending,
      recentActivities: row!.recent.map(toActivity),
      myFollowUpsOverdue: row!.my_overdue,
      today: { activities: row!.today.map(toActivity), overdue: row!.today_counts.overdue, dueToday: row!.today_counts.due },
    };
  }

  /**
   * The team view's figures per agent (NOBODY for no agent) for [from, to): new clients and their first response in
   * the period, clients by stage and overdue activities now (counters and the open-work index), calls booked.
   */
  async team(from: Date, to: Date): Promise<TeamRow[]> {
    return this.dataSource.query(
      `WITH period AS (
         SELECT id, coalesce(assigned_agent_id, '${NOBODY}'::uuid) AS agent, assigned_agent_id, created_at FROM leads WHERE created_at >= $1 AND created_at < $2
       ), fresh AS (
         SELECT agent, count(*)::int AS count FROM period GROUP BY agent
       ), response AS (
         SELECT p.agent, percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first.at - p.created_at) / 60) AS minutes
           FROM period p CROSS JOIN LATERAL (
             SELECT min(t.created_at) AS at FROM lead_timeline t WHERE t.lead_id = p.id AND t.actor_id = p.assigned_agent_id
           ) AS first
          WHERE p.assigned_agent_id IS NOT NULL AND first.at IS NOT NULL
          GROUP BY p.agent
       ), stages AS (
         SELECT agent_key AS agent, json_object_agg(stage, count) AS by_stage
           FROM (SELECT agent_key, stage, sum(count) AS count FROM lead_stage_counts GROUP BY 1, 2) AS whole
          WHERE count > 0 GROUP BY agent_key
       ), overdue AS (
         SELECT coalesce(owner_id, '${NOBODY}'::uuid) AS agent, count(*)::int AS count FROM activities
          WHERE status IN ('pendiente', 'programada') AND starts_at < now() GROUP BY 1
       ), calls AS (
         SELECT coalesce(owner_id, '${NOBODY}'::uuid) AS agent, count(*)::int AS count FROM activities
          WHERE video_call_id IS NOT NULL AND created_at >= $1 AND created_at < $2 GROUP BY 1
       ), agents AS (
         SELECT agent FROM fresh UNION SELECT agent FROM stages UNION SELECT agent FROM overdue UNION SELECT agent FROM calls
       )
       SELECT a.agent, coalesce(f.count, 0) AS new_clients, coalesce(s.by_stage, '{}') AS by_stage, coalesce(o.count, 0) AS overdue,
              r.minutes AS first_response_minutes, coalesce(c.count, 0) AS calls
         FROM agents a LEFT JOIN fresh f USING (agent) LEFT JOIN stages s USING (agent) LEFT JOIN overdue o USING (agent)
         LEFT JOIN response r USING (agent) LEFT JOIN calls c USING (agent)`,
      [from, to],
    );
  }

  /**
   * Runs a statement as a named prepared statement on its generic plan: planning this one costs more than running it
   * (about 2 of the administrator's 7 ms of Postgres CPU at 100,000 leads), and on Postgres's default plan cache mode it
   * is planned again on every call. The mode is set for this read-only transaction alone (SET LOCAL), so the counters'
   * triggers and every other statement of the session keep theirs. Each pooled connection prepares it once.
   */
  private async withReusedPlan<Row>(name: string, text: string, values: unknown[]): Promise<Row[]> {
    const runner = this.dataSource.createQueryRunner();
    const client = (await runner.connect()) as PoolClient;
    try {
      await client.query('BEGIN READ ONLY');
      try {
        await client.query('SET LOCAL plan_cache_mode = force_generic_plan');
        const { rows } = await client.query<Row & Record<string, unknown>>({ name, text, values });
        await client.query('COMMIT');
        return rows;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    } finally {
      await runner.release();
    }
  }
}

export interface TeamRow {
  agent: string;
  new_clients: number;
  by_stage: Record<string, number>;
  overdue: number;
  first_response_minutes: number | null;
  calls: number;
}
