import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversations and every frame the server sent or the visitor wrote, in order (`seq`), so a visitor who reconnects
 * on any replica receives what came after the last frame it saw. The resume token is stored as its SHA-256 only.
 */
export class Conversations1795600000000 implements MigrationInterface {
  name = 'Conversations1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE conversations (
        id uuid PRIMARY KEY,
        client_id uuid NOT NULL UNIQUE,
        resume_key text NOT NULL UNIQUE,
        state jsonb NOT NULL DEFAULT '{}'::jsonb,
        lead_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_activity_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE messages (
        seq bigserial PRIMARY KEY,
        id uuid NOT NULL UNIQUE,
        conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        sender text NOT NULL CHECK (sender IN ('agent', 'user')),
        frame jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX messages_conversation_seq_idx ON messages (conversation_id, seq)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE messages`);
    await queryRunner.query(`DROP TABLE conversations`);
  }
}
