// Steps shared by `npm run seed` and `npm run bench`: building with Nx, running the properties service's seed CLI,
// and the few direct questions the benchmark asks the catalogue database.
import path from 'node:path';
import pg from 'pg';
import { runForeground } from '../lib/processes.mjs';

/** Nx rebuilds only what changed since its cached build; `projects` empty means every project. */
export async function buildWithNx(root, projects = []) {
  const args = ['nx', 'run-many', '-t', 'build', ...(projects.length ? ['--projects', projects.join(',')] : [])];
  const code = await runForeground('npx', args, { cwd: root, env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } });
  if (code !== 0) throw new Error(`The build failed (npx ${args.join(' ')}, exit code ${code}); see above.`);
}

/**
 * Runs `services/properties/dist/database/seed-cli.js` (migrates the properties schema, then inserts the generated
 * listings the catalogue lacks), its progress going straight to this terminal.
 */
export async function seedCatalogue({ root, databaseUrl, properties, seed }) {
  const serviceDir = path.join(root, 'services', 'properties');
  const code = await runForeground(
    process.execPath,
    ['--enable-source-maps', path.join('dist', 'database', 'seed-cli.js'), '--properties', String(properties), '--seed', String(seed)],
    { cwd: serviceDir, env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  if (code !== 0) throw new Error(`Seeding failed (exit code ${code}); see above.`);
}

async function withClient(databaseUrl, work) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'prestigio-bench' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** `{ total, published }` listings, both 0 before the properties schema exists. */
export function catalogueSize(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(`SELECT to_regclass('properties.properties') IS NOT NULL AS present`);
    if (!rows[0].present) return { total: 0, published: 0 };
    const counts = await client.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE published AND archived_at IS NULL)::int AS published FROM properties.properties`,
    );
    return counts.rows[0];
  });
}

/**
 * VACUUM (ANALYZE): fresh statistics for the planner, and the visibility map that lets counts run as index-only
 * scans. A bulk-loaded table has neither until autovacuum gets to it, which on a live catalogue it long has.
 */
export function vacuumAnalyze(databaseUrl) {
  return withClient(databaseUrl, (client) => client.query('VACUUM (ANALYZE) properties.properties'));
}

/** Slugs of published listings spread over the whole table, the same ones on every run. */
export function sampleSlugs(databaseUrl, limit) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT slug FROM properties.properties TABLESAMPLE SYSTEM (1) REPEATABLE (42)
        WHERE published AND archived_at IS NULL ORDER BY slug LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.slug);
  });
}

/**
 * Waits until no other session of the database is running a statement. Autocannon stops sending at the end of a
 * scenario, but Postgres finishes the queries already queued; without this they would slow the next scenario.
 */
export function waitForQuietDatabase(databaseUrl, timeoutMs = 60_000) {
  return withClient(databaseUrl, async (client) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS busy FROM pg_stat_activity
          WHERE datname = current_database() AND backend_type = 'client backend' AND state = 'active'
            AND pid <> pg_backend_pid()`,
      );
      if (rows[0].busy === 0 || Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
}

/** What the results file says about the database server. */
export function postgresSettings(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const setting = async (name) => (await client.query(`SELECT current_setting($1) AS value`, [name])).rows[0].value;
    const version = (await client.query('SHOW server_version')).rows[0].server_version;
    return { postgres: `PostgreSQL ${version.split(' ')[0]}`, sharedBuffers: await setting('shared_buffers'), workMem: await setting('work_mem') };
  });
}
