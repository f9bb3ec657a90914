import type { QueryRunner } from 'typeorm';

/**
 * Creates `mail_queue` in the schema the migration runs in, so a service queues e-mail in the same transaction as
 * the change it reports. A migration of the service calls this once.
 */
export async function createMailTables(queryRunner: QueryRunner): Promise<void> {
  const schema = schemaOf(queryRunner);
  await queryRunner.query(`
    CREATE TABLE ${schema}."mail_queue" (
      "id" uuid PRIMARY KEY,
      "dedupe_key" text UNIQUE,
      "recipient" text NOT NULL,
      "subject" text NOT NULL,
      "text_body" text NOT NULL,
      "html_body" text,
      "calendar" jsonb,
      "send_after" timestamptz NOT NULL DEFAULT now(),
      "attempts" integer NOT NULL DEFAULT 0,
      "leased_until" timestamptz,
      "last_error" text,
      "sent_at" timestamptz,
      "cancelled_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
  // The sender only ever looks for messages still to send, by due time: keep that index small.
  await queryRunner.query(
    `CREATE INDEX "mail_queue_pending_idx" ON ${schema}."mail_queue" ("send_after") WHERE "sent_at" IS NULL AND "cancelled_at" IS NULL`,
  );
}

/** Adds `headers` (jsonb: extra message headers such as List-Unsubscribe) to the schema's mail_queue. */
export async function addMailHeadersColumn(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`ALTER TABLE ${schemaOf(queryRunner)}."mail_queue" ADD COLUMN IF NOT EXISTS "headers" jsonb`);
}

export async function dropMailHeadersColumn(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`ALTER TABLE ${schemaOf(queryRunner)}."mail_queue" DROP COLUMN IF EXISTS "headers"`);
}

export async function dropMailTables(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`DROP TABLE ${schemaOf(queryRunner)}."mail_queue"`);
}

function schemaOf(queryRunner: QueryRunner): string {
  const schema = (queryRunner.dataSource.options as { schema?: string }).schema;
  if (!schema) throw new Error('The data source has no schema: the mail queue belongs in the service schema');
  return `"${schema.replace(/"/g, '""')}"`;
}
