// Postgres restarted under a running service: while it is down, requests fail fast with a Spanish 503 (never a
// hang, never a 500); once it is back, the same process serves again without a restart and holds no more
// connections than its pool. The service runs as its own process against its own embedded Postgres, so the test can
// stop the database freely.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort, startServiceProcess, type ServiceProcess } from '@prestigio/testing';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensurePostgres } from '@prestigio/launcher';

const POOL_SIZE = 10;


let searchesSent = 0;
/** A search of its own (a minimum price no other has), so the service's reused pages and totals never answer it. */
async function search(baseUrl: string): Promise<{ status: number; body: { statusCode?: number; message?: string; count?: number }; ms: number }> {
  searchesSent += 1;
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/properties/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationType: 'comprar', minPrice: searchesSent }),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, body: (await response.json()) as never, ms: performance.now() - started };
}

describe('properties while its Postgres restarts', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outage-pg-'));
  let databaseUrl: string;
  let postgres: Awaited<ReturnType<typeof ensurePostgres>> | undefined;
  let service: ServiceProcess | undefined;

  beforeAll(async () => {
    fs.chmodSync(dataDir, 0o755);
    databaseUrl = `postgres://postgres@127.0.0.1:${await freePort()}/prestigio`;
    postgres = await ensurePostgres(databaseUrl, { dataDir: path.join(dataDir, 'cluster'), output: null });
    service = await startServiceProcess('properties', { DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'true' });
  }, 120_000);

  afterAll(async () => {
    await service?.stop();
    await postgres?.stop();
    if (postgres?.dataDir) fs.rmSync(postgres.dataDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 at once during the outage and serves again after it, with no leaked connections', async () => {
    const before = await search(service!.baseUrl);
    expect(before.status).toBe(200);
    expect(before.body.count).toBeGreaterThan(0);

    await postgres!.stop();
    for (let i = 0; i < 5; i += 1) {
      const during = await search(service!.baseUrl);
      expect(during.status).toBe(503);
      expect(during.body).toEqual({ statusCode: 503, message: 'Servicio no disponible temporalmente' });
      // The pool's connect timeout is 3 s; a refused connection is immediate.
      expect(during.ms).toBeLessThan(5_000);
    }
    const health = await fetch(`${service!.baseUrl}/health`);
    expect(health.status).toBe(503);

    postgres = await ensurePostgres(databaseUrl, { dataDir: path.join(dataDir, 'cluster'), output: null });
    let after = await search(service!.baseUrl);
    for (let attempt = 0; after.status !== 200 && attempt < 50; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = await search(service!.baseUrl);
    }
    expect(after.status).toBe(200);
    expect(after.body.count).toBe(before.body.count);
    // A burst after recovery: every request served, through at most the pool's connections.
    const burst = await Promise.all(Array.from({ length: 30 }, () => search(service!.baseUrl)));
    expect(burst.every((result) => result.status === 200)).toBe(true);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ count: string }>(
      "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'prestigio-properties'",
    );
    await client.end();
    expect(Number(rows[0]!.count)).toBeLessThanOrEqual(POOL_SIZE);
  }, 120_000);
});
