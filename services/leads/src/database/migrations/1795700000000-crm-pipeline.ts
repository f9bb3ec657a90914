import { createMailTables, dropMailTables } from '@prestigio/nest-common';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const SOURCES = `('sitio_web', 'chat', 'whatsapp', 'telefono', 'referido', 'manual')`;
const STAGES = `('nuevo', 'contactado', 'calificado', 'visita_agendada', 'negociacion', 'ganado', 'perdido')`;

/**
 * The CRM's pipeline: a lead's stage (the former `status`), its agent, the next follow-up, why it was lost; a
 * timeline of what happened to it; activities (a video call becomes one, once); and the round-robin cursor shared by
 * every replica; the e-mail queue (agents hear of the leads assigned to them). Every lead source is allowed.
 */
export class CrmPipeline1795700000000 implements MigrationInterface {
  name = 'CrmPipeline1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['leads', 'inquiries', 'newsletter_subscriptions']) {
      await queryRunner.query(`ALTER TABLE ${table} DROP CONSTRAINT IF EXISTS ${table}_source_check`);
      await queryRunner.query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_source_check CHECK (source IN ${SOURCES})`);
    }
    await queryRunner.query(`ALTER TABLE leads RENAME COLUMN status TO stage`);
    await queryRunner.query(`ALTER TABLE leads ADD CONSTRAINT leads_stage_check CHECK (stage IN ${STAGES})`);
    await queryRunner.query(`
      ALTER TABLE leads
        ADD COLUMN lost_reason text,
        ADD COLUMN assigned_agent_id uuid,
        ADD COLUMN next_follow_up_at timestamptz,
        ADD CONSTRAINT leads_lost_reason_check CHECK (stage <> 'perdido' OR lost_reason IS NOT NULL)`);
    await queryRunner.query(`CREATE INDEX leads_assigned_agent_idx ON leads (assigned_agent_id, last_inquiry_at DESC)`);
    await queryRunner.query(`CREATE INDEX leads_created_at_idx ON leads (created_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE lead_timeline (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        kind text NOT NULL,
        actor_id uuid,
        summary text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX lead_timeline_lead_idx ON lead_timeline (lead_id, created_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE activities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        type text NOT NULL CHECK (type IN ('llamada', 'videollamada', 'email', 'visita', 'whatsapp')),
        description text NOT NULL,
        lead_id uuid REFERENCES leads (id) ON DELETE SET NULL,
        starts_at timestamptz NOT NULL,
        duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
        status text NOT NULL CHECK (status IN ('completada', 'pendiente', 'programada')),
        owner_id uuid,
        video_call_id uuid UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX activities_owner_starts_idx ON activities (owner_id, starts_at DESC)`);
    await queryRunner.query(`CREATE INDEX activities_status_idx ON activities (status) WHERE status <> 'completada'`);
    await queryRunner.query(`CREATE TABLE assignment_cursor (id boolean PRIMARY KEY DEFAULT true CHECK (id), last_agent_id uuid)`);
    await queryRunner.query(`INSERT INTO assignment_cursor (id, last_agent_id) VALUES (true, NULL)`);
    await createMailTables(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMailTables(queryRunner);
    await queryRunner.query(`DROP TABLE assignment_cursor`);
    await queryRunner.query(`DROP TABLE activities`);
    await queryRunner.query(`DROP TABLE lead_timeline`);
    await queryRunner.query(`ALTER TABLE leads DROP CONSTRAINT leads_lost_reason_check, DROP CONSTRAINT leads_stage_check`);
    await queryRunner.query(`ALTER TABLE leads DROP COLUMN lost_reason, DROP COLUMN assigned_agent_id, DROP COLUMN next_follow_up_at`);
    await queryRunner.query(`ALTER TABLE leads RENAME COLUMN stage TO status`);
  }
}
