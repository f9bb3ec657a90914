import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search at a million listings (measured in docs/performance.md).
 *
 * - Counting the matches of a state and a type, or of "at least 3 bedrooms with garden", read the table itself
 *   (35,000 heap pages for Jalisco + casa; a full walk of the newest-first index for the garden search, about 1 s).
 *   This index carries every filter column, so those counts become index-only scans of the matching entries.
 * - The location text gets a larger statistics sample: with the default one the planner believed "polanco" matched
 *   some 50 listings instead of 6,000, read all of them and sorted them, instead of walking the relevance index.
 *   ANALYZE applies the new target now rather than at autovacuum's next pass.
 */
export class SearchFiltersIndex1795420000000 implements MigrationInterface {
  name = 'SearchFiltersIndex1795420000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX properties_live_filters_idx ON properties (operation_type, state, property_type, price)
        INCLUDE (bedrooms, bathrooms, parking_spaces, search_area, has_garden)
        WHERE published AND archived_at IS NULL`);
    await queryRunner.query(`ALTER TABLE properties ALTER COLUMN search_text SET STATISTICS 500`);
    await queryRunner.query(`ANALYZE properties`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE properties ALTER COLUMN search_text SET STATISTICS -1`);
    await queryRunner.query(`DROP INDEX properties_live_filters_idx`);
  }
}
