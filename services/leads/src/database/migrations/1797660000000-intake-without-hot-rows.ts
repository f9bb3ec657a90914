import { counterFunction } from '@prestigio/nest-common';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { NOBODY } from './1795900000000-dashboard-counters.js';

/** How many rows each agent's count per stage is spread over (docs/performance.md, lead intake). */
const LEAD_STAGE_COUNT_SHARDS = 16;

/**
 * Lead intake at hundreds a second (issue 29). Every new client's transaction wrote two rows that every other one
 * writes too, each locked until its commit, so new clients were recorded one after the other: the round-robin
 * cursor (`assignment_cursor`, read and moved in the transaction) and its agent's count of new clients
 * (`lead_stage_counts`). Turns now come from a sequence, which takes no lock and is never rolled back (a client whose
 * transaction fails skips a turn); the counts are spread over 16 rows per agent and stage, one picked at random per
 * statement, and read as their sum.
 */
export class IntakeWithoutHotRows1797660000000 implements MigrationInterface {
  name = 'IntakeWithoutHotRows1797660000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE assignment_turns`);
    await queryRunner.query(`DROP TABLE assignment_cursor`);
    await queryRunner.query(`ALTER TABLE lead_stage_counts ADD COLUMN shard smallint NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE lead_stage_counts DROP CONSTRAINT lead_stage_counts_pkey, ADD PRIMARY KEY (agent_key, stage, shard)`);
    await queryRunner.query(this.countLeadStages(LEAD_STAGE_COUNT_SHARDS));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE lead_stage_counts_whole AS SELECT agent_key, stage, sum(count)::bigint AS count FROM lead_stage_counts GROUP BY 1, 2`);
    await queryRunner.query(`DELETE FROM lead_stage_counts`);
    await queryRunner.query(`ALTER TABLE lead_stage_counts DROP CONSTRAINT lead_stage_counts_pkey, DROP COLUMN shard, ADD PRIMARY KEY (agent_key, stage)`);
    await queryRunner.query(`INSERT INTO lead_stage_counts SELECT agent_key, stage, count FROM lead_stage_counts_whole`);
    await queryRunner.query(`DROP TABLE lead_stage_counts_whole`);
    await queryRunner.query(this.countLeadStages());
    await queryRunner.query(`CREATE TABLE assignment_cursor (id boolean PRIMARY KEY DEFAULT true CHECK (id), last_agent_id uuid)`);
    await queryRunner.query(`INSERT INTO assignment_cursor (id, last_agent_id) VALUES (true, NULL)`);
    await queryRunner.query(`DROP SEQUENCE assignment_turns`);
  }

  private countLeadStages(shards?: number): string {
    const keys = { agent_key: `coalesce(assigned_agent_id, '${NOBODY}'::uuid)`, stage: 'stage' };
    return counterFunction('count_lead_stages', 'lead_stage_counts', keys, 'true', shards ? { shards } : {}).replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION');
  }
}
