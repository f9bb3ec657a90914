import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An agent's phone (digits with the country code), public on the listings in their charge; optional. */
export class UserPhone1795440000000 implements MigrationInterface {
  name = 'UserPhone1795440000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN phone text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN phone`);
  }
}
