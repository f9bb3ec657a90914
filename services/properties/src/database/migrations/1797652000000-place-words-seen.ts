import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every word a listing's text has ever had (430 at a million generated listings), kept as place_word_counts gains a
 * word. A location's other terms ("cdmx" of "Condesa, CDMX") must be in no text for its total to come from the place
 * words' counters; asked of the counters (35,676 rows), that took 2–12 ms. A word no longer in any live text stays
 * here: the check then errs toward counting the matches, never toward a wrong total.
 */
export class PlaceWordsSeen1797652000000 implements MigrationInterface {
  name = 'PlaceWordsSeen1797652000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE place_words_seen (word text PRIMARY KEY)`);
    await queryRunner.query(`CREATE INDEX place_words_seen_word_idx ON place_words_seen USING gin (word public.gin_trgm_ops)`);
    await queryRunner.query(`
      CREATE FUNCTION remember_place_words() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        INSERT INTO place_words_seen SELECT DISTINCT word FROM new_rows ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    // A new word is always an insert into the counters (an existing one is an update of its row).
    await queryRunner.query(
      `CREATE TRIGGER place_word_counts_seen AFTER INSERT ON place_word_counts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION remember_place_words()`,
    );
    await queryRunner.query(`INSERT INTO place_words_seen SELECT DISTINCT word FROM place_word_counts`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER place_word_counts_seen ON place_word_counts`);
    await queryRunner.query(`DROP FUNCTION remember_place_words()`);
    await queryRunner.query(`DROP TABLE place_words_seen`);
  }
}
