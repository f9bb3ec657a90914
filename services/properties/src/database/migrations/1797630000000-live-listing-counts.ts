import { counterFunction, counterTriggers } from '@prestigio/nest-common';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The total of a search by operation, state and type alone (the landing's default search, identical for every
 * visitor, and "casa en Jalisco") counted every match: an index-only pass over 464,000 entries for the defaults at a
 * million listings, 35–110 ms. Postgres keeps those totals instead, per operation, state and type, in a table of a
 * few hundred rows maintained by statement-level triggers in the writing transaction (so a read sees the counts of
 * exactly the rows it sees, on the primary and on a replica alike). Searches with any other filter still count
 * their matches (PropertiesRepository.searchIn).
 */
export class LiveListingCounts1797630000000 implements MigrationInterface {
  name = 'LiveListingCounts1797630000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE live_listing_counts (
        operation_type text NOT NULL,
        state text NOT NULL,
        property_type text NOT NULL,
        count bigint NOT NULL,
        PRIMARY KEY (operation_type, state, property_type)
      )`);
    await queryRunner.query(
      counterFunction(
        'count_live_listings',
        'live_listing_counts',
        { operation_type: 'operation_type', state: 'state', property_type: 'property_type' },
        'published AND archived_at IS NULL',
      ),
    );
    for (const trigger of counterTriggers('properties', 'count_live_listings')) await queryRunner.query(trigger);
    // TRUNCATE runs no row trigger: it empties the counts with the listings.
    await queryRunner.query(`
      CREATE FUNCTION forget_live_listing_counts() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        DELETE FROM live_listing_counts;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER properties_counted_truncate AFTER TRUNCATE ON properties FOR EACH STATEMENT EXECUTE FUNCTION forget_live_listing_counts()`);
    // What exists already is counted once.
    await queryRunner.query(`
      INSERT INTO live_listing_counts
        SELECT operation_type, state, property_type, count(*) FROM properties WHERE published AND archived_at IS NULL GROUP BY 1, 2, 3`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER properties_counted_truncate ON properties`);
    for (const operation of ['insert', 'update', 'delete']) await queryRunner.query(`DROP TRIGGER properties_counted_${operation} ON properties`);
    await queryRunner.query(`DROP FUNCTION forget_live_listing_counts()`);
    await queryRunner.query(`DROP FUNCTION count_live_listings()`);
    await queryRunner.query(`DROP TABLE live_listing_counts`);
  }
}
