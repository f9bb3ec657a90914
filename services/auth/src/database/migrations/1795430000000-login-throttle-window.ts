import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Attempts are now counted up front and refused until their window ends: no separate lock time is kept. */
export class LoginThrottleWindow1795430000000 implements MigrationInterface {
  name = 'LoginThrottleWindow1795430000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE login_throttle DROP COLUMN locked_until`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE login_throttle ADD COLUMN locked_until timestamptz`);
  }
}
