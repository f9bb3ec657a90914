// Fills a catalogue database with generated listings: migrates the properties schema with the service's own migration
// entry point, then inserts the listings it lacks through the service's public seeding entry, batch by batch.
import { insertSeedProperties } from '@prestigio/properties-service/seeding';
import { migrateAll, repoRoot } from '@prestigio/launcher';
import pg from 'pg';
import { generatePropertyBatches } from './property-generator.js';

const BATCH = 2_000;

/**
 * Makes the catalogue of `databaseUrl` hold the first `properties` listings generated from `seed` (idempotent: slugs
 * already present are skipped), printing progress. Needs the properties service built (its dist/ migrations).
 */
export async function seedCatalogue({
  databaseUrl,
  properties,
  seed,
  root = repoRoot,
}: {
  databaseUrl: string;
  properties: number;
  seed: number;
  root?: string;
}): Promise<void> {
  await migrateAll({ databaseUrl, root, services: ['properties'] });
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'prestigio-seed', options: '-c search_path=properties' });
  await client.connect();
  try {
    const runner = { query: async (sql: string, parameters?: unknown[]) => (await client.query(sql, parameters)).rows };
    const started = Date.now();
    let written = 0;
    let added = 0;
    for (const batch of generatePropertyBatches(properties, BATCH, seed)) {
      added += await insertSeedProperties(runner, batch, () => null, { withPhotos: false });
      written += batch.length;
      if (written % 50_000 < BATCH || written === properties) {
        const seconds = (Date.now() - started) / 1000;
        process.stdout.write(`  ${written.toLocaleString('es-MX')} / ${properties.toLocaleString('es-MX')} listings (${Math.round(written / seconds)}/s)\n`);
      }
    }
    await client.query('ANALYZE properties');
    process.stdout.write(
      `Added ${added.toLocaleString('es-MX')} new listings (${properties - added} already present) in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
  } finally {
    await client.end();
  }
}
