import { counterFunction, counterTriggers } from '@prestigio/nest-common';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Stands for "no agent" in the counters' keys (a primary key cannot hold NULL). */
export const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * The dashboard's pipeline and pending-work figures at 100,000 leads and 500,000 activities: counting them on every
 * request took 100 ms (leads by stage) and 70 ms (open activities). Postgres keeps the counts instead, per agent, in
 * two small tables maintained by statement-level triggers (one upsert per statement and key, so a bulk change costs
 * one row per agent and stage, not one per lead). The recent-activities table reads an index instead of sorting.
 */
export class DashboardCounters1795900000000 implements MigrationInterface {
  name = 'DashboardCounters1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE lead_stage_counts (
        agent_key uuid NOT NULL,
        stage text NOT NULL,
        count bigint NOT NULL,
        PRIMARY KEY (agent_key, stage)
      )`);
    await queryRunner.query(`
      CREATE TABLE open_activity_counts (
        owner_key uuid PRIMARY KEY,
        count bigint NOT NULL
      )`);
    // Net changes per key: an update that moves no lead between agents or stages (most do not) writes nothing, so
    // writers of different leads never queue on a counter row for nothing.
    await queryRunner.query(counterFunction('count_lead_stages', 'lead_stage_counts', { agent_key: `coalesce(assigned_agent_id, '${NOBODY}'::uuid)`, stage: 'stage' }, 'true'));
    await queryRunner.query(counterFunction('count_open_activities', 'open_activity_counts', { owner_key: `coalesce(owner_id, '${NOBODY}'::uuid)` }, `status <> 'completada'`));
    for (const [table, fn] of [['leads', 'count_lead_stages'], ['activities', 'count_open_activities']] as const) {
      for (const trigger of counterTriggers(table, fn)) await queryRunner.query(trigger);
    }
    // What exists already is counted once.
    await queryRunner.query(`INSERT INTO lead_stage_counts SELECT coalesce(assigned_agent_id, '${NOBODY}'), stage, count(*) FROM leads GROUP BY 1, 2`);
    await queryRunner.query(`INSERT INTO open_activity_counts SELECT coalesce(owner_id, '${NOBODY}'), count(*) FROM activities WHERE status <> 'completada' GROUP BY 1`);
    await queryRunner.query(`CREATE INDEX activities_updated_idx ON activities (updated_at DESC, id)`);
    // The last 30 days by source and the follow-ups due, answered from the index alone (agents' visibility too).
    await queryRunner.query(`CREATE INDEX leads_created_cover_idx ON leads (created_at) INCLUDE (source, assigned_agent_id)`);
    await queryRunner.query(`DROP INDEX leads_follow_up_idx`);
    await queryRunner.query(`CREATE INDEX leads_follow_up_idx ON leads (next_follow_up_at) INCLUDE (assigned_agent_id) WHERE stage NOT IN ('ganado', 'perdido')`);
    // "My follow-ups": an agent's five most pressing, read in order.
    await queryRunner.query(`CREATE INDEX leads_agent_follow_up_idx ON leads (assigned_agent_id, next_follow_up_at, id) WHERE stage NOT IN ('ganado', 'perdido')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX leads_agent_follow_up_idx`);
    await queryRunner.query(`DROP INDEX leads_follow_up_idx`);
    await queryRunner.query(`CREATE INDEX leads_follow_up_idx ON leads (next_follow_up_at) WHERE stage NOT IN ('ganado', 'perdido')`);
    await queryRunner.query(`DROP INDEX leads_created_cover_idx`);
    await queryRunner.query(`DROP INDEX activities_updated_idx`);
    for (const table of ['leads', 'activities']) {
      for (const operation of ['insert', 'update', 'delete']) await queryRunner.query(`DROP TRIGGER ${table}_counted_${operation} ON ${table}`);
    }
    await queryRunner.query(`DROP FUNCTION count_open_activities()`);
    await queryRunner.query(`DROP FUNCTION count_lead_stages()`);
    await queryRunner.query(`DROP TABLE open_activity_counts`);
    await queryRunner.query(`DROP TABLE lead_stage_counts`);
  }
}
