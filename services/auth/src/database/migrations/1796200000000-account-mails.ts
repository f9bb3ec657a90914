import { createMailTables, dropMailTables } from '@prestigio/nest-common';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The e-mail queue in this schema: administrators hear of a registration waiting for them, an agent of approval. */
export class AccountMails1796200000000 implements MigrationInterface {
  name = 'AccountMails1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createMailTables(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMailTables(queryRunner);
  }
}
