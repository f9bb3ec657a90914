// `npm run seed -- --properties 1000000 [--seed 1]`: fills the catalogue of DATABASE_URL (default: the local
// `prestigio` database that `npm start` uses) with deterministic generated listings, for benchmarks and load tests.
// Makes sure Postgres answers (an embedded one under .data/ otherwise), builds the properties service when Nx finds it
// stale, then runs its seed CLI, which migrates first and only adds the listings that are missing.
import path from 'node:path';
import { parseArguments, seedOptions, usage, UsageError } from './bench/args.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';
import { loadEnvFile } from './lib/env-file.mjs';
import { DEFAULT_DATABASE_URL, repoRoot } from './lib/stack.mjs';

let options;
try {
  options = parseArguments(process.argv.slice(2), seedOptions);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  process.stderr.write(`✖ ${error.message}\n\n${usage('npm run seed --', seedOptions, '')}`);
  process.exit(2);
}
if (options.help) {
  process.stdout.write(usage('npm run seed --', seedOptions, 'Adds generated listings to the catalogue of DATABASE_URL (or .env).'));
  process.exit(0);
}

if (!(await ensureDependencies())) process.exit(1);
// After the install step: these need `pg`.
const { ensurePostgres } = await import('./lib/infra.mjs');
const { buildWithNx, seedCatalogue } = await import('./bench/catalogue.mjs');
loadEnvFile(path.join(repoRoot, '.env'));
const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
let postgres;
try {
  postgres = await ensurePostgres(databaseUrl);
  await buildWithNx(repoRoot, ['@prestigio/properties-service']);
  const shown = new URL(databaseUrl);
  if (shown.password) shown.password = '***';
  process.stdout.write(`\nSeeding ${options.properties.toLocaleString('en-US')} generated listings (seed ${options.seed}) into ${shown}\n`);
  await seedCatalogue({ root: repoRoot, databaseUrl, properties: options.properties, seed: options.seed });
} catch (error) {
  process.stderr.write(`✖ ${error.message}\n`);
  process.exitCode = 1;
} finally {
  await postgres?.stop();
}
