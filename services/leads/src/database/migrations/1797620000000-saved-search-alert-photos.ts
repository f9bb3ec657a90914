import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved-search alerts after issue 27's first cut. A listing created already published is announced before its photos
 * are uploaded: its first photo, announced after, is filled into the alerts recorded without one, found by listing
 * through a small partial index (most listings are announced with their photo). Alerts sent get a timeline kind of
 * their own: the entries written before as a selection sent are moved over.
 */
export class SavedSearchAlertPhotos1797620000000 implements MigrationInterface {
  name = 'SavedSearchAlertPhotos1797620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX saved_search_alerts_photoless_idx ON saved_search_alerts (property_id) WHERE listing ->> 'mainImageUrl' IS NULL`);
    await queryRunner.query(
      `UPDATE lead_timeline SET kind = 'saved_search_alert'
        WHERE kind = 'selection_sent' AND (summary LIKE 'Aviso de búsqueda guardada «%' OR summary LIKE 'Resumen diario de la búsqueda guardada «%')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE lead_timeline SET kind = 'selection_sent' WHERE kind = 'saved_search_alert'`);
    await queryRunner.query(`DROP INDEX saved_search_alerts_photoless_idx`);
  }
}
