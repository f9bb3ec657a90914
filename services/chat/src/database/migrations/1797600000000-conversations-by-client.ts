import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A client given to another agent (`leads.lead.assigned`) moves that client's conversations to them: found by the CRM
 * client's id, among every visitor's conversation, most of which never become a client (hence partial).
 */
export class ConversationsByClient1797600000000 implements MigrationInterface {
  name = 'ConversationsByClient1797600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX conversations_crm_lead_idx ON conversations (crm_lead_id) WHERE crm_lead_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX conversations_crm_lead_idx`);
  }
}
