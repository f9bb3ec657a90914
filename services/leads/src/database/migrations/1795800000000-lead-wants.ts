import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a lead is looking for (operation, type, state, city, budget, bedrooms), read by property matching and summed
 * by the kanban; the indexes the board, the calendar and the dashboard read by.
 */
export class LeadWants1795800000000 implements MigrationInterface {
  name = 'LeadWants1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE leads
        ADD COLUMN operation_type text,
        ADD COLUMN property_type text,
        ADD COLUMN state text,
        ADD COLUMN city text,
        ADD COLUMN budget_min bigint CHECK (budget_min >= 0),
        ADD COLUMN budget_max bigint CHECK (budget_max >= 0),
        ADD COLUMN bedrooms integer CHECK (bedrooms >= 0),
        ADD CONSTRAINT leads_budget_range_check CHECK (budget_min IS NULL OR budget_max IS NULL OR budget_min <= budget_max)`);
    await queryRunner.query(`CREATE INDEX leads_stage_idx ON leads (stage, last_inquiry_at DESC)`);
    await queryRunner.query(`CREATE INDEX leads_follow_up_idx ON leads (next_follow_up_at) WHERE stage NOT IN ('ganado', 'perdido')`);
    await queryRunner.query(`CREATE INDEX activities_starts_idx ON activities (starts_at)`);
    await queryRunner.query(`CREATE INDEX activities_lead_idx ON activities (lead_id)`);
    await queryRunner.query(`CREATE INDEX activities_owner_updated_idx ON activities (owner_id, updated_at DESC, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX activities_owner_updated_idx`);
    await queryRunner.query(`DROP INDEX activities_lead_idx`);
    await queryRunner.query(`DROP INDEX activities_starts_idx`);
    await queryRunner.query(`DROP INDEX leads_follow_up_idx`);
    await queryRunner.query(`DROP INDEX leads_stage_idx`);
    await queryRunner.query(`
      ALTER TABLE leads DROP CONSTRAINT leads_budget_range_check,
        DROP COLUMN operation_type, DROP COLUMN property_type, DROP COLUMN state, DROP COLUMN city,
        DROP COLUMN budget_min, DROP COLUMN budget_max, DROP COLUMN bedrooms`);
  }
}
