// The few direct questions the benchmark asks the catalogue database.
import pg from 'pg';

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'prestigio-bench' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** `{ total, published }` listings, both 0 before the properties schema exists. */
export function catalogueSize(databaseUrl: string): Promise<{ total: number; published: number }> {
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
export function vacuumAnalyze(databaseUrl: string): Promise<void> {
  return withClient(databaseUrl, async (client) => {
    await client.query('VACUUM (ANALYZE) properties.properties');
  });
}

/** Slugs of published listings spread over the whole table, the same ones on every run. */
export function sampleSlugs(databaseUrl: string, limit: number): Promise<string[]> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT slug FROM properties.properties TABLESAMPLE SYSTEM (1) REPEATABLE (42)
        WHERE published AND archived_at IS NULL ORDER BY slug LIMIT $1`,
      [limit],
    );
    return rows.map((row: { slug: string }) => row.slug);
  });
}

/**
 * Waits until no other session of the database is running a statement. Autocannon stops sending at the end of a
 * scenario, but Postgres finishes the queries already queued; without this they would slow the next scenario.
 */
export function waitForQuietDatabase(databaseUrl: string, timeoutMs = 60_000): Promise<void> {
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
export function postgresSettings(databaseUrl: string): Promise<{ postgres: string; sharedBuffers: string; workMem: string }> {
  return withClient(databaseUrl, async (client) => {
    const setting = async (name: string): Promise<string> => (await client.query(`SELECT current_setting($1) AS value`, [name])).rows[0].value;
    const version = (await client.query('SHOW server_version')).rows[0].server_version;
    return { postgres: `PostgreSQL ${version.split(' ')[0]}`, sharedBuffers: await setting('shared_buffers'), workMem: await setting('work_mem') };
  });
}
