import { counterFunction, counterTriggers, counterTruncateTrigger } from '@prestigio/nest-common';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The total of a search by a place ("polanco", "queretaro", "merida") counted its matches through the trigram index
 * and rechecked every candidate's row: 10,000 to 30,000 heap pages at a million listings, 23–199 ms on a quiet
 * machine. A location word is found anywhere in the folded text (title | colonia | city), and a word of letters and
 * digits can only be found inside one of the text's own words; so Postgres keeps, per operation, state and type, how
 * many live listings have each word in their text (each listing once per word), in a table of a few tens of thousands
 * of rows maintained by statement-level triggers in the writing transaction, as live_listing_counts is. The total of
 * a place whose text matches a single word is then a sum of a few counter rows found by a trigram index on the words
 * (PropertiesRepository.countOfPlace); any other location still counts its matches.
 */
export class PlaceWordCounts1797650000000 implements MigrationInterface {
  name = 'PlaceWordCounts1797650000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The words of a listing's folded text, each once: letters and digits between anything else (" | ", spaces, commas).
    await queryRunner.query(`
      CREATE FUNCTION place_words(search_text text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(DISTINCT word), '{}') FROM regexp_split_to_table(search_text, '[^a-z0-9]+') AS word WHERE word <> ''
      $$`);
    await queryRunner.query(`
      CREATE TABLE place_word_counts (
        word text NOT NULL,
        operation_type text NOT NULL,
        state text NOT NULL,
        property_type text NOT NULL,
        count bigint NOT NULL,
        PRIMARY KEY (word, operation_type, state, property_type)
      )`);
    await queryRunner.query(`CREATE INDEX place_word_counts_word_idx ON place_word_counts USING gin (word public.gin_trgm_ops)`);
    await queryRunner.query(
      counterFunction(
        'count_place_words',
        'place_word_counts',
        { word: 'unnest(place_words(search_text))', operation_type: 'operation_type', state: 'state', property_type: 'property_type' },
        'published AND archived_at IS NULL',
      ),
    );
    for (const trigger of counterTriggers('properties', 'count_place_words', 'properties_place_words')) await queryRunner.query(trigger);
    for (const statement of counterTruncateTrigger('properties', 'place_word_counts', 'forget_place_word_counts', 'properties_place_words_truncate')) await queryRunner.query(statement);
    // What exists already is counted once (about 25 s at a million listings).
    await queryRunner.query(`
      INSERT INTO place_word_counts
        SELECT word, operation_type, state, property_type, count(*)
          FROM properties, unnest(place_words(search_text)) AS word
         WHERE published AND archived_at IS NULL
         GROUP BY 1, 2, 3, 4`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER properties_place_words_truncate ON properties`);
    for (const operation of ['insert', 'update', 'delete']) await queryRunner.query(`DROP TRIGGER properties_place_words_${operation} ON properties`);
    await queryRunner.query(`DROP FUNCTION forget_place_word_counts()`);
    await queryRunner.query(`DROP FUNCTION count_place_words()`);
    await queryRunner.query(`DROP TABLE place_word_counts`);
    await queryRunner.query(`DROP FUNCTION place_words(text)`);
  }
}
