// `npm run seed -- --properties 1000000 [--seed 1]`: fills the catalogue with generated listings for benchmarks.
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createDataSource, initializeServiceDataSource } from '@prestigio/nest-common';
import { loadServiceEnv } from '../config/env.js';
import { databaseOptions } from './database.options.js';
import { generatePropertyBatches } from '../seeding/property-generator.js';
import { insertSeedProperties } from '../seeding/seed-properties.repository.js';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? fallback : Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 0) {
    process.stderr.write(`--${name} takes a whole number\n`);
    process.exit(2);
  }
  return value;
}

const count = option('properties', 1000);
const seed = option('seed', 1);
const BATCH = 2_000;

// A bulk load makes every statement look slow; only errors are worth printing.
Logger.overrideLogger(['error']);

const dataSource = await initializeServiceDataSource(createDataSource(loadServiceEnv().DATABASE_URL, databaseOptions));
const started = Date.now();
let written = 0;
let added = 0;
for (const batch of generatePropertyBatches(count, BATCH, seed)) {
  added += await insertSeedProperties(dataSource.manager, batch, () => null, { withPhotos: false });
  written += batch.length;
  if (written % 50_000 < BATCH || written === count) {
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(`  ${written.toLocaleString('es-MX')} / ${count.toLocaleString('es-MX')} listings (${Math.round(written / seconds)}/s)\n`);
  }
}
await dataSource.query('ANALYZE properties');
process.stdout.write(`Added ${added.toLocaleString('es-MX')} new listings (${count - added} already present) in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
await dataSource.destroy();
