import { ensureExtension } from '@prestigio/nest-common';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue. Search filters run on published, non-archived rows, so every search index is partial on that
 * predicate. Location matching uses `search_text` (title, colonia, city and state folded to lower case without
 * accents by the service) with a trigram index, which serves `LIKE '%…%'` without the unaccent extension.
 */
export class Catalogue1795410000000 implements MigrationInterface {
  name = 'Catalogue1795410000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The CRM's search needs it too, and its migration may run at the same moment.
    await ensureExtension(queryRunner, 'pg_trgm');
    await queryRunner.query(`
      CREATE TABLE properties (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL UNIQUE,
        title text NOT NULL,
        description text NOT NULL,
        operation_type text NOT NULL CHECK (operation_type IN ('comprar', 'rentar', 'desarrollo', 'remate')),
        property_type text NOT NULL,
        status text NOT NULL CHECK (status IN ('disponible', 'destacado', 'apartada', 'vendida', 'rentada', 'borrador')),
        state text NOT NULL,
        city text NOT NULL,
        colonia text,
        address text,
        price bigint NOT NULL CHECK (price > 0),
        bedrooms smallint NOT NULL DEFAULT 0,
        bathrooms smallint NOT NULL DEFAULT 0,
        half_bathrooms smallint NOT NULL DEFAULT 0,
        parking_spaces smallint NOT NULL DEFAULT 0,
        land_area numeric(12, 2),
        building_area numeric(12, 2),
        search_area numeric(12, 2) GENERATED ALWAYS AS (
          CASE WHEN property_type IN ('terreno', 'terreno_lote') THEN land_area ELSE building_area END
        ) STORED,
        has_garden boolean NOT NULL DEFAULT false,
        amenities text[] NOT NULL DEFAULT '{}',
        maintenance_fee integer,
        age_years smallint,
        latitude double precision,
        longitude double precision,
        agent_id uuid,
        agent_name text,
        main_image_url text,
        search_text text NOT NULL,
        published boolean GENERATED ALWAYS AS (status IN ('disponible', 'destacado')) STORED,
        featured_rank smallint GENERATED ALWAYS AS (CASE WHEN status = 'destacado' THEN 0 ELSE 1 END) STORED,
        archived_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    const live = `WHERE published AND archived_at IS NULL`;
    await queryRunner.query(`CREATE INDEX properties_live_relevance_idx ON properties (operation_type, featured_rank, created_at DESC) ${live}`);
    await queryRunner.query(`CREATE INDEX properties_live_state_price_idx ON properties (operation_type, state, price) ${live}`);
    await queryRunner.query(`CREATE INDEX properties_live_type_price_idx ON properties (operation_type, property_type, price) ${live}`);
    await queryRunner.query(`CREATE INDEX properties_live_price_idx ON properties (price) ${live}`);
    await queryRunner.query(`CREATE INDEX properties_live_created_idx ON properties (created_at DESC) ${live}`);
    await queryRunner.query(`CREATE INDEX properties_live_text_idx ON properties USING gin (search_text public.gin_trgm_ops) ${live}`);
    await queryRunner.query(`CREATE INDEX properties_featured_idx ON properties (updated_at DESC) WHERE status = 'destacado' AND archived_at IS NULL`);
    await queryRunner.query(`CREATE INDEX properties_agent_idx ON properties (agent_id, updated_at DESC) WHERE archived_at IS NULL`);
    await queryRunner.query(`CREATE INDEX properties_portal_updated_idx ON properties (updated_at DESC) WHERE archived_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE property_photos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        property_id uuid NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
        position integer NOT NULL,
        url text NOT NULL,
        large_url text NOT NULL,
        alt text NOT NULL DEFAULT '',
        width integer,
        height integer,
        storage_key text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX property_photos_property_idx ON property_photos (property_id, position)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE property_photos`);
    await queryRunner.query(`DROP TABLE properties`);
  }
}
