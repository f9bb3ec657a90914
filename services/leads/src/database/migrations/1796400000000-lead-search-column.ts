import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The folded search key stored with each lead (a generated column) instead of computed per row: at 100,000 leads an
 * administrator's search for a common word ("cliente …") let the planner walk the list's order and fold every row's
 * name and phone (p50 1.3 s in `npm run bench -- --suite dashboard`); reading the stored key costs nothing.
 */
export class LeadSearchColumn1796400000000 implements MigrationInterface {
  name = 'LeadSearchColumn1796400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE leads ADD COLUMN search_key text GENERATED ALWAYS AS (lead_search_key(name, email, phone)) STORED`);
    await queryRunner.query(`DROP INDEX leads_search_key_idx`);
    await queryRunner.query(`CREATE INDEX leads_search_key_idx ON leads USING gin (search_key public.gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX leads_search_key_idx`);
    await queryRunner.query(`ALTER TABLE leads DROP COLUMN search_key`);
    await queryRunner.query(`CREATE INDEX leads_search_key_idx ON leads USING gin (lead_search_key(name, email, phone) public.gin_trgm_ops)`);
  }
}
