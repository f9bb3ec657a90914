import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the agent card (agent_name, agent_phone) was last replaced from auth's `auth.user.profile-updated`: the event's
 * own time, so an older change that arrives late (a redelivery after a failed attempt, another replica) never brings
 * back a name or phone the agent has since replaced. Null while the card is the one asked of auth at creation.
 */
export class AgentCardTime1795450000000 implements MigrationInterface {
  name = 'AgentCardTime1795450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE properties ADD COLUMN agent_card_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE properties DROP COLUMN agent_card_at`);
  }
}
