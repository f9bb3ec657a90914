import type { QueryRunner } from 'typeorm';

/**
 * Creates `outbox_events` and `processed_events` in the schema the migration runs in (the service's own, set as the
 * data source's schema). Every service's first migration calls this.
 */
export async function createEventTables(queryRunner: QueryRunner): Promise<void> {
  const schema = schemaOf(queryRunner);
  await queryRunner.query(`
    CREATE TABLE ${schema}."outbox_events" (
      "id" uuid PRIMARY KEY,
      "position" bigint GENERATED ALWAYS AS IDENTITY,
      "subject" text NOT NULL,
      "payload" jsonb NOT NULL,
      "correlation_id" text NOT NULL,
      "occurred_at" timestamptz NOT NULL,
      "published_at" timestamptz
    )`);
  // The relay only ever looks for unpublished rows, in order: keep that index small.
  await queryRunner.query(
    `CREATE INDEX "outbox_events_unpublished_idx" ON ${schema}."outbox_events" ("position") WHERE "published_at" IS NULL`,
  );
  await queryRunner.query(`
    CREATE TABLE ${schema}."processed_events" (
      "consumer" text NOT NULL,
      "event_id" uuid NOT NULL,
      "subject" text NOT NULL,
      "processed_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("consumer", "event_id")
    )`);
}

export async function dropEventTables(queryRunner: QueryRunner): Promise<void> {
  const schema = schemaOf(queryRunner);
  await queryRunner.query(`DROP TABLE ${schema}."processed_events"`);
  await queryRunner.query(`DROP TABLE ${schema}."outbox_events"`);
}

function schemaOf(queryRunner: QueryRunner): string {
  const schema = (queryRunner.dataSource.options as { schema?: string }).schema;
  if (!schema) throw new Error('The data source has no schema: event tables belong in the service schema');
  return `"${schema.replace(/"/g, '""')}"`;
}
