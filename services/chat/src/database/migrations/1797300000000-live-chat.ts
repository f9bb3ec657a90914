import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live chat handoff (issue 26): who answers a conversation (the assistant, nobody yet, an advisor), to whom it is
 * offered, the CRM client and that client's agent (visibility), and the advisors' read cursor. `agent_presence` is
 * which advisors have the inbox open, per replica, refreshed while connected: "on duty", and how a killed replica's
 * advisors are noticed gone. `live_chat_cursor` deals waiting conversations in turn among them, shared by replicas (a counter
 * taken in its own statement: 200 handoffs at once must not queue on a lock held through each visitor's turn).
 */
export class LiveChat1797300000000 implements MigrationInterface {
  name = 'LiveChat1797300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE conversations
        ADD COLUMN live_state text NOT NULL DEFAULT 'assistant' CHECK (live_state IN ('assistant', 'waiting', 'agent', 'closed')),
        ADD COLUMN advisor_id uuid,
        ADD COLUMN advisor_name text,
        ADD COLUMN offered_to uuid,
        ADD COLUMN offered_at timestamptz,
        ADD COLUMN waiting_since timestamptz,
        ADD COLUMN crm_lead_id uuid,
        ADD COLUMN client_agent_id uuid,
        ADD COLUMN read_seq bigint NOT NULL DEFAULT 0`);
    await queryRunner.query(`CREATE INDEX conversations_last_activity_idx ON conversations (last_activity_at DESC)`);
    await queryRunner.query(`CREATE INDEX conversations_live_idx ON conversations (live_state) WHERE live_state IN ('waiting', 'agent')`);
    await queryRunner.query(`
      CREATE TABLE agent_presence (
        agent_id uuid NOT NULL,
        replica_id text NOT NULL,
        name text NOT NULL,
        role text NOT NULL,
        connected boolean NOT NULL,
        seen_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (agent_id, replica_id)
      )`);
    await queryRunner.query(`CREATE TABLE live_chat_cursor (only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row), turn bigint NOT NULL DEFAULT 0)`);
    await queryRunner.query(`INSERT INTO live_chat_cursor DEFAULT VALUES`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE live_chat_cursor`);
    await queryRunner.query(`DROP TABLE agent_presence`);
    await queryRunner.query(`DROP INDEX conversations_live_idx`);
    await queryRunner.query(`DROP INDEX conversations_last_activity_idx`);
    await queryRunner.query(`
      ALTER TABLE conversations DROP COLUMN live_state, DROP COLUMN advisor_id, DROP COLUMN advisor_name, DROP COLUMN offered_to,
        DROP COLUMN offered_at, DROP COLUMN waiting_since, DROP COLUMN crm_lead_id, DROP COLUMN client_agent_id, DROP COLUMN read_seq`);
  }
}
