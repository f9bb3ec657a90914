import { counterFunction, counterTriggers, counterTruncateTrigger } from '@prestigio/nest-common';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The total of a search by rooms and garden ("at least 3 bedrooms with a garden", or a search nothing matches:
 * "12 bedrooms") was an index-only pass over every listing of the operation: 115,000–464,000 entries at a million
 * listings, 110 ms on a quiet machine. The rooms and the garden take a handful of values each, so Postgres keeps, per
 * operation, state and type, how many live listings have each combination of bedrooms, bathrooms, parking spaces and
 * garden (about 26,000 rows at a million listings), maintained by statement-level triggers in the writing transaction
 * as live_listing_counts is; such a total is a sum over the operation's rows (PropertiesRepository: countByFeatures).
 * Prices and areas take too many values to be counted this way.
 */
export class LiveFeatureCounts1797651000000 implements MigrationInterface {
  name = 'LiveFeatureCounts1797651000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE live_feature_counts (
        operation_type text NOT NULL,
        state text NOT NULL,
        property_type text NOT NULL,
        bedrooms smallint NOT NULL,
        bathrooms smallint NOT NULL,
        parking_spaces smallint NOT NULL,
        has_garden boolean NOT NULL,
        count bigint NOT NULL,
        PRIMARY KEY (operation_type, state, property_type, bedrooms, bathrooms, parking_spaces, has_garden)
      )`);
    // An operation's rows by the most asked filter first, the count within reach of an index-only sum.
    await queryRunner.query(`CREATE INDEX live_feature_counts_rooms_idx ON live_feature_counts (operation_type, bedrooms) INCLUDE (state, property_type, bathrooms, parking_spaces, has_garden, count)`);
    const keys = ['operation_type', 'state', 'property_type', 'bedrooms', 'bathrooms', 'parking_spaces', 'has_garden'];
    await queryRunner.query(
      counterFunction('count_live_features', 'live_feature_counts', Object.fromEntries(keys.map((key) => [key, key])), 'published AND archived_at IS NULL'),
    );
    for (const trigger of counterTriggers('properties', 'count_live_features', 'properties_features_counted')) await queryRunner.query(trigger);
    for (const statement of counterTruncateTrigger('properties', 'live_feature_counts', 'forget_live_feature_counts', 'properties_features_counted_truncate')) await queryRunner.query(statement);
    await queryRunner.query(`
      INSERT INTO live_feature_counts
        SELECT ${keys.join(', ')}, count(*) FROM properties WHERE published AND archived_at IS NULL GROUP BY ${keys.join(', ')}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER properties_features_counted_truncate ON properties`);
    for (const operation of ['insert', 'update', 'delete']) await queryRunner.query(`DROP TRIGGER properties_features_counted_${operation} ON properties`);
    await queryRunner.query(`DROP FUNCTION forget_live_feature_counts()`);
    await queryRunner.query(`DROP FUNCTION count_live_features()`);
    await queryRunner.query(`DROP TABLE live_feature_counts`);
  }
}
