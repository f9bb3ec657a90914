import type { QueryRunner } from 'typeorm';

/**
 * Creates a Postgres extension in `public` unless it exists, inside a migration's transaction. Services share one
 * database and start together, so two migrations may create the same extension at once: IF NOT EXISTS does not cover
 * that race (the loser fails on pg_extension's unique name), so the loser's duplicate is ignored in a savepoint.
 */
export async function ensureExtension(queryRunner: QueryRunner, name: 'pg_trgm'): Promise<void> {
  await queryRunner.query(`SAVEPOINT ensure_extension`);
  try {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS ${name} WITH SCHEMA public`);
    await queryRunner.query(`RELEASE SAVEPOINT ensure_extension`);
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    await queryRunner.query(`ROLLBACK TO SAVEPOINT ensure_extension`);
  }
}
