import { addMailHeadersColumn, dropMailHeadersColumn } from '@prestigio/nest-common';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved searches with e-mail alerts (issue 27). A search is matched against each listing published or lowering its
 * price through its most selective criteria: the longest word of its place (`saved_searches_place_idx`, looked up by
 * the pieces of the listing's words), then operation, type and state (each or "any") as one key, then its price
 * ceiling as a range; a search without a place word through the key and ceiling alone (`saved_searches_match_idx`).
 * A listing reads the searches that can fit it, never all of them. The mail queue keeps Postgres's default compression:
 * lz4 would be cheaper for a digest's hundred thousand messages, but the embedded Postgres `npm start` uses is built
 * without it. `saved_search_alerts` keeps each listing sent for a search: its primary key is the rule "never the
 * same listing twice for one search". The mail queue gets a headers column for List-Unsubscribe.
 */
export class SavedSearches1797400000000 implements MigrationInterface {
  name = 'SavedSearches1797400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE saved_searches (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(email)),
        lead_id uuid REFERENCES leads (id) ON DELETE SET NULL,
        name text NOT NULL,
        criteria jsonb NOT NULL,
        frequency text NOT NULL CHECK (frequency IN ('al_momento', 'una_vez_al_dia')),
        status text NOT NULL DEFAULT 'pendiente' CHECK (status IN ('pendiente', 'activa', 'pausada', 'cancelada')),
        match_key text NOT NULL,
        min_price bigint NOT NULL,
        max_price bigint NOT NULL,
        min_bedrooms smallint NOT NULL,
        min_bathrooms smallint NOT NULL,
        min_parking_spaces smallint NOT NULL,
        min_area numeric(12, 2) NOT NULL,
        max_area numeric(12, 2),
        needs_garden boolean NOT NULL,
        location_terms jsonb,
        place_key text,
        consent_at timestamptz NOT NULL,
        privacy_notice_version text NOT NULL,
        ip_address text,
        user_agent text,
        created_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz,
        status_changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX saved_searches_match_idx ON saved_searches (match_key, max_price) WHERE status = 'activa' AND place_key IS NULL`);
    await queryRunner.query(`CREATE INDEX saved_searches_place_idx ON saved_searches (place_key, match_key, max_price) WHERE status = 'activa' AND place_key IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX saved_searches_email_idx ON saved_searches (email, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX saved_searches_lead_idx ON saved_searches (lead_id) WHERE lead_id IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE saved_search_alerts (
        search_id uuid NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
        property_id uuid NOT NULL,
        reason text NOT NULL CHECK (reason IN ('publicada', 'bajo_de_precio')),
        listing jsonb NOT NULL,
        matched_at timestamptz NOT NULL DEFAULT now(),
        queued_at timestamptz,
        PRIMARY KEY (search_id, property_id)
      )`);
    // The digest walks what is still to send in this order, from where its last batch stopped (never over the entries
    // of rows it has just marked, which stay in the index until vacuum).
    await queryRunner.query(
      `CREATE INDEX saved_search_alerts_unqueued_idx ON saved_search_alerts (matched_at, search_id, property_id) WHERE queued_at IS NULL`,
    );
    await addMailHeadersColumn(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMailHeadersColumn(queryRunner);
    await queryRunner.query(`DROP TABLE saved_search_alerts`);
    await queryRunner.query(`DROP TABLE saved_searches`);
  }
}
