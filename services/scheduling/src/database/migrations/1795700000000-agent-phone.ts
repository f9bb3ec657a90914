import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The phone of the agent who takes a call, so the visitor's e-mails can give it (null when the agent has none). */
export class AgentPhone1795700000000 implements MigrationInterface {
  name = 'AgentPhone1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "video_calls" ADD COLUMN "agent_phone" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "video_calls" DROP COLUMN "agent_phone"`);
  }
}
