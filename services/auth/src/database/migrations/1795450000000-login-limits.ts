import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Login attempts are counted by rate-limiter-flexible's Postgres store (per account and address, per address, per
 * account): its table, in the shape the library expects (`key`, `points`, `expire` in epoch ms), created here rather
 * than by the library at start-up so the schema only changes through migrations. The old per-key counters go.
 */
export class LoginLimits1795450000000 implements MigrationInterface {
  name = 'LoginLimits1795450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE login_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`);
    await queryRunner.query(`DROP TABLE login_throttle`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE login_throttle (
        key text PRIMARY KEY,
        failures integer NOT NULL,
        window_started_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`DROP TABLE login_limits`);
  }
}
