import { ensureExtension } from '@prestigio/nest-common';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Finding a client as people type: "castaneda" finds "Castañeda" (accents and case folded), "5544556677" finds
 * "55 4455 6677" (the phone's digits alone). One folded key per lead, indexed by trigrams (pg_trgm, as the catalogue's
 * search), so a search stays an index scan at 100,000 leads. The key's function is the one the queries call
 * (`lead_search_key`), so the planner matches the index's expression.
 */
export class LeadSearch1796300000000 implements MigrationInterface {
  name = 'LeadSearch1796300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The catalogue's migration creates it too, maybe at the same moment.
    await ensureExtension(queryRunner, 'pg_trgm');
    await queryRunner.query(`
      CREATE FUNCTION fold_search_text(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN
        translate(lower(coalesce(value, '')), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc')`);
    await queryRunner.query(`
      CREATE FUNCTION lead_search_key(name text, email text, phone text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN
        fold_search_text(name) || ' ' || coalesce(email, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')`);
    await queryRunner.query(`CREATE INDEX leads_search_key_idx ON leads USING gin (lead_search_key(name, email, phone) public.gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX leads_search_key_idx`);
    await queryRunner.query(`DROP FUNCTION lead_search_key(text, text, text)`);
    await queryRunner.query(`DROP FUNCTION fold_search_text(text)`);
  }
}
