// `npm run db:migrate`: applies every service's pending migrations (each owns one schema of the one database).
// Uses DATABASE_URL (or .env); starts an embedded Postgres for the duration when none answers.
import path from 'node:path';
import { loadEnvFile } from './env-file.js';
import { ensurePostgres } from './infra.js';
import { migrateAll } from './migrate.js';
import { DEFAULT_DATABASE_URL, repoRoot } from './stack.js';

loadEnvFile(path.join(repoRoot, '.env'));
const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
let postgres;
try {
  postgres = await ensurePostgres(databaseUrl);
  await migrateAll({ databaseUrl });
  process.stdout.write('Every service is migrated.\n');
} catch (error) {
  process.stderr.write(`✖ ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await postgres?.stop();
}
