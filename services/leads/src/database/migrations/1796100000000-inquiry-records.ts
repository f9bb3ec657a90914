import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An inquiry is a record of its own (issue 23): a client is found only by its exact e-mail, so the phone key stops
 * being unique (two people may share a household's or an office's number: the second is a new client marked as a
 * possible duplicate of the first). What an inquiry says that differs from the client waits in `lead_pending_details`
 * for an agent to accept or dismiss; nothing is written on the client silently. An inquiry that looks automated (a
 * form filled faster than people do) is kept and marked for review instead of dropped; one recorded by an agent
 * names them.
 */
export class InquiryRecords1796100000000 implements MigrationInterface {
  name = 'InquiryRecords1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX leads_phone_digits_key`);
    await queryRunner.query(`CREATE INDEX leads_phone_digits_idx ON leads (phone_digits) WHERE phone_digits IS NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE leads
        ADD COLUMN possible_duplicate_of uuid REFERENCES leads (id) ON DELETE SET NULL,
        ADD COLUMN needs_review boolean NOT NULL DEFAULT false,
        ADD CONSTRAINT leads_not_own_duplicate CHECK (possible_duplicate_of <> id)`);
    await queryRunner.query(`CREATE INDEX leads_possible_duplicate_idx ON leads (possible_duplicate_of) WHERE possible_duplicate_of IS NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE inquiries
        ADD COLUMN review_reason text CHECK (review_reason IN ('envio_rapido')),
        ADD COLUMN recorded_by uuid`);
    await queryRunner.query(`
      CREATE TABLE lead_pending_details (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        inquiry_id uuid REFERENCES inquiries (id) ON DELETE SET NULL,
        field text NOT NULL,
        value jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The same value offered twice (a visitor writing three times with the same phone) waits once.
    await queryRunner.query(`CREATE UNIQUE INDEX lead_pending_details_value_key ON lead_pending_details (lead_id, field, value)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE lead_pending_details`);
    await queryRunner.query(`ALTER TABLE inquiries DROP COLUMN review_reason, DROP COLUMN recorded_by`);
    await queryRunner.query(`ALTER TABLE leads DROP CONSTRAINT leads_not_own_duplicate, DROP COLUMN possible_duplicate_of, DROP COLUMN needs_review`);
    await queryRunner.query(`DROP INDEX leads_phone_digits_idx`);
    await queryRunner.query(`CREATE UNIQUE INDEX leads_phone_digits_key ON leads (phone_digits)`);
  }
}
