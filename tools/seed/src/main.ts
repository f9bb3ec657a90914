// `npm run seed -- --properties 1000000 [--seed 1]`: fills the catalogue of DATABASE_URL (default: the local
// `prestigio` database that `npm start` uses) with deterministic generated listings, for benchmarks and load tests.
// Makes sure Postgres answers (an embedded one under .data/ otherwise), builds the properties service when Nx finds it
// stale (its migrations and seeding entry), migrates its schema and adds only the listings that are missing.
import path from 'node:path';
import { buildWithNx, DEFAULT_DATABASE_URL, ensurePostgres, loadEnvFile, parseCommandLine, repoRoot } from '@prestigio/launcher';
import { seedCatalogue } from './catalogue.js';
import { seedOptions } from './options.js';

const options = parseCommandLine('npm run seed --', seedOptions, 'Adds generated listings to the catalogue of DATABASE_URL (or .env).');
loadEnvFile(path.join(repoRoot, '.env'));
const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
let postgres;
try {
  postgres = await ensurePostgres(databaseUrl);
  await buildWithNx(repoRoot, ['@prestigio/properties-service']);
  const shown = new URL(databaseUrl);
  if (shown.password) shown.password = '***';
  process.stdout.write(`\nSeeding ${options.properties.toLocaleString('en-US')} generated listings (seed ${options.seed}) into ${shown}\n`);
  await seedCatalogue({ databaseUrl, properties: options.properties, seed: options.seed });
} catch (error) {
  process.stderr.write(`✖ ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await postgres?.stop();
}
