import type { MigrationInterface, QueryRunner } from 'typeorm';
import { counterFunction } from '@prestigio/nest-common';
import { NOBODY } from './1795900000000-dashboard-counters.js';

const OPEN = `status IN ('pendiente', 'programada')`;

/**
 * Activities' one state machine: "Cancelada" beside the spec's three (a call the client called off was stored as
 * Completada with "cancelada" in its description), the status before the last change (so "Reabrir" returns to it),
 * and a booked call's meeting room. Only open work (Pendiente, Programada) is counted as pending; the dashboard's
 * "Hoy" reads it by owner and time.
 */
export class ActivityStates1796200000000 implements MigrationInterface {
  name = 'ActivityStates1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE activities
        DROP CONSTRAINT activities_status_check,
        ADD CONSTRAINT activities_status_check CHECK (status IN ('completada', 'pendiente', 'programada', 'cancelada')),
        ADD COLUMN previous_status text CHECK (previous_status IN ('completada', 'pendiente', 'programada', 'cancelada')),
        ADD COLUMN meeting_url text`);
    await queryRunner.query(counterFunction('count_open_activities', 'open_activity_counts', { owner_key: `coalesce(owner_id, '${NOBODY}'::uuid)` }, OPEN).replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'));
    await queryRunner.query(`UPDATE activities SET status = 'cancelada', previous_status = 'programada' WHERE video_call_id IS NOT NULL AND description LIKE 'Videollamada cancelada:%'`);
    await queryRunner.query(`DELETE FROM open_activity_counts`);
    await queryRunner.query(`INSERT INTO open_activity_counts SELECT coalesce(owner_id, '${NOBODY}'), count(*) FROM activities WHERE ${OPEN} GROUP BY 1`);
    // The dashboard's "Hoy": an agent's open activities due by tonight, overdue first, read from this index alone.
    await queryRunner.query(`CREATE INDEX activities_open_owner_starts_idx ON activities (owner_id, starts_at) WHERE ${OPEN}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX activities_open_owner_starts_idx`);
    const done = `status <> 'completada'`;
    await queryRunner.query(`UPDATE activities SET status = 'completada' WHERE status = 'cancelada'`);
    await queryRunner.query(counterFunction('count_open_activities', 'open_activity_counts', { owner_key: `coalesce(owner_id, '${NOBODY}'::uuid)` }, done).replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'));
    await queryRunner.query(`DELETE FROM open_activity_counts`);
    await queryRunner.query(`INSERT INTO open_activity_counts SELECT coalesce(owner_id, '${NOBODY}'), count(*) FROM activities WHERE ${done} GROUP BY 1`);
    await queryRunner.query(`
      ALTER TABLE activities
        DROP COLUMN meeting_url,
        DROP COLUMN previous_status,
        DROP CONSTRAINT activities_status_check,
        ADD CONSTRAINT activities_status_check CHECK (status IN ('completada', 'pendiente', 'programada'))`);
  }
}
