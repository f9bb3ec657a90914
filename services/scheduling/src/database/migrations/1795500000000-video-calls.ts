import { createMailTables, dropMailTables } from '@prestigio/nest-common';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Booked video calls and the e-mail queue. An agent holds one scheduled call per start time and a lead one per
 * start time: unique partial indexes, so two visitors racing for the last free slot cannot both win.
 */
export class VideoCalls1795500000000 implements MigrationInterface {
  name = 'VideoCalls1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "video_calls" (
        "id" uuid PRIMARY KEY,
        "lead_id" uuid NOT NULL,
        "lead_name" text,
        "lead_email" text,
        "lead_phone" text,
        "agent_id" uuid NOT NULL,
        "agent_name" text,
        "agent_email" text,
        "scheduled_at" timestamptz NOT NULL,
        "duration_minutes" integer NOT NULL,
        "status" text NOT NULL DEFAULT 'programada',
        "meeting_url" text NOT NULL,
        "manage_token" text NOT NULL UNIQUE,
        "sequence" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "video_calls_agent_slot_uq" ON "video_calls" ("agent_id", "scheduled_at") WHERE "status" = 'programada'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "video_calls_lead_slot_uq" ON "video_calls" ("lead_id", "scheduled_at") WHERE "status" = 'programada'`,
    );
    await queryRunner.query(`CREATE INDEX "video_calls_scheduled_at_idx" ON "video_calls" ("scheduled_at")`);
    await createMailTables(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMailTables(queryRunner);
    await queryRunner.query(`DROP TABLE "video_calls"`);
  }
}
