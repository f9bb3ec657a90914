import { addMailHeadersColumn, dropMailHeadersColumn } from '@prestigio/nest-common';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved searches with e-mail alerts (issue 27). A search is matched against each listing published or lowering its
 * price through `saved_searches_match_idx`: its most selective criteria (operation, type and state, each or "any") as
 * one key, then its price ceiling as a range, so a listing reads the few searches of its up to 16 keys under its price,
 * never all of them. `saved_search_alerts` keeps each listing sent for a search: its primary key is the rule "never the
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
        consent_at timestamptz NOT NULL,
        privacy_notice_version text NOT NULL,
        ip_address text,
        user_agent text,
        created_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz,
        status_changed_at timestamptz NOT NULL DEFAULT now(),
        last_alert_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX saved_searches_match_idx ON saved_searches (match_key, max_price) WHERE status = 'activa'`);
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
    // The digest reads only what is still to send.
    await queryRunner.query(`CREATE INDEX saved_search_alerts_unqueued_idx ON saved_search_alerts (matched_at) WHERE queued_at IS NULL`);
    await addMailHeadersColumn(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMailHeadersColumn(queryRunner);
    await queryRunner.query(`DROP TABLE saved_search_alerts`);
    await queryRunner.query(`DROP TABLE saved_searches`);
  }
}
