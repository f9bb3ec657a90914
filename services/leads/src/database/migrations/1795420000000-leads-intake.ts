import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Leads, the inquiries each one sent (with the consent the privacy law asks to keep), and newsletter subscriptions.
 * A person is one lead: the unique indexes on the lower-case email and on the phone's identifying digits are what
 * dedupe rests on, so two racing submissions can never create two leads. `status` has no CHECK yet: the CRM issue
 * defines the pipeline beyond `nuevo`.
 */
export class LeadsIntake1795420000000 implements MigrationInterface {
  name = 'LeadsIntake1795420000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE leads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text,
        email text CHECK (email = lower(email)),
        phone text,
        phone_digits text CHECK (phone_digits ~ '^[0-9]+$'),
        interest text,
        source text NOT NULL CHECK (source IN ('sitio_web', 'chat')),
        status text NOT NULL DEFAULT 'nuevo',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        last_inquiry_at timestamptz NOT NULL DEFAULT now(),
        CHECK (email IS NOT NULL OR phone IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX leads_email_key ON leads (email)`);
    await queryRunner.query(`CREATE UNIQUE INDEX leads_phone_digits_key ON leads (phone_digits)`);
    // The CRM lists the most recently active leads first.
    await queryRunner.query(`CREATE INDEX leads_last_inquiry_at_idx ON leads (last_inquiry_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE inquiries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        source text NOT NULL CHECK (source IN ('sitio_web', 'chat')),
        contact_name text,
        contact_email text,
        contact_phone text,
        interest text,
        message text,
        property_id text,
        consent_at timestamptz NOT NULL,
        privacy_notice_version text NOT NULL,
        ip_address text,
        user_agent text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX inquiries_lead_id_created_at_idx ON inquiries (lead_id, created_at)`);
    await queryRunner.query(`
      CREATE TABLE newsletter_subscriptions (
        email text PRIMARY KEY CHECK (email = lower(email)),
        source text NOT NULL CHECK (source IN ('sitio_web', 'chat')),
        consent_at timestamptz NOT NULL,
        privacy_notice_version text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE newsletter_subscriptions`);
    await queryRunner.query(`DROP TABLE inquiries`);
    await queryRunner.query(`DROP TABLE leads`);
  }
}
