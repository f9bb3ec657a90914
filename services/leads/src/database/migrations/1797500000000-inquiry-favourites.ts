import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The favourites a visitor chose to send with a contact request ("Mis favoritos", kept on their device): the
 * listings' ids, so the agent sees what the visitor liked. Empty for every other inquiry.
 */
export class InquiryFavourites1797500000000 implements MigrationInterface {
  name = 'InquiryFavourites1797500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE inquiries ADD COLUMN favourite_property_ids uuid[] NOT NULL DEFAULT '{}'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE inquiries DROP COLUMN favourite_property_ids`);
  }
}
