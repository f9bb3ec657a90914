import { createEventTables, dropEventTables } from '@prestigio/nest-common';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox and processed-events tables every service starts with; feature tables come in later migrations. */
export class Init1795327978000 implements MigrationInterface {
  name = 'Init1795327978000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createEventTables(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropEventTables(queryRunner);
  }
}
