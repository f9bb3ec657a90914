import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The chat conversation a client was created in. A visitor who first gave only a phone and then, in the same
 * conversation, an e-mail for the video call is the same person: their second contact joins the client the
 * conversation created instead of becoming a "posible duplicado" of it.
 */
export class OriginConversation1796500000000 implements MigrationInterface {
  name = 'OriginConversation1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE leads ADD COLUMN origin_conversation_id uuid`);
    await queryRunner.query(`CREATE INDEX leads_origin_conversation_idx ON leads (origin_conversation_id) WHERE origin_conversation_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE leads DROP COLUMN origin_conversation_id`);
  }
}
