// The properties service on a Postgres primary and its streaming replica (Debian's server binaries, pg_basebackup -R,
// each on a free port): public reads go to the replica while it keeps up, to the primary when it lags or stops, and
// visitors never see either; when the primary restarts, agents' writes fail fast with a Spanish 503 and then work.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { searchResponseSchema, type Identity, type PropertySummary } from '@prestigio/contracts';
import { startReplicatedPostgres, type ReplicatedPostgres } from '@prestigio/launcher';
import { eventually, identityHeaders, sleep, startServiceProcess, type ServiceProcess } from '@prestigio/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { propertyWrite } from './support/property-write.js';

const SECRET = 'read-replica-test-identity-secret';
const agent: Identity = { userId: randomUUID(), role: 'agent', status: 'active' };

let cluster: ReplicatedPostgres | undefined;
let service: ServiceProcess | undefined;

beforeAll(async () => {
  cluster = await startReplicatedPostgres();
  service = await startServiceProcess('properties', {
    DATABASE_URL: cluster.primary.url,
    DATABASE_REPLICA_URL: cluster.replica.url,
    SEED_DEMO_DATA: 'true',
    IDENTITY_SECRET: SECRET,
  });
}, 180_000);

afterAll(async () => {
  await service?.stop();
  await cluster?.destroy();
});

let searchesSent = 0;
/** A search of its own (a minimum price no other has), so the service's reused pages and totals never answer it. */
async function search(): Promise<{ status: number; count?: number }> {
  searchesSent += 1;
  const response = await fetch(`${service!.baseUrl}/api/properties/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationType: 'comprar', minPrice: searchesSent }),
    signal: AbortSignal.timeout(20_000),
  });
  const body = await response.json();
  return { status: response.status, count: response.ok ? searchResponseSchema.parse(body).count : undefined };
}

async function featuredTitles(): Promise<string[]> {
  const response = await fetch(`${service!.baseUrl}/api/properties/featured`, { signal: AbortSignal.timeout(20_000) });
  expect(response.status).toBe(200);
  return ((await response.json()) as PropertySummary[]).map((summary) => summary.title);
}

async function createListing(title: string, status: 'disponible' | 'destacado' = 'disponible') {
  const started = performance.now();
  const response = await fetch(`${service!.baseUrl}/api/properties/manage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...identityHeaders(agent, SECRET) },
    body: JSON.stringify(propertyWrite({ title, status })),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, body: (await response.json()) as { id?: string; message?: string; statusCode?: number }, ms: performance.now() - started };
}

async function onNode<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Transactions the replica has run for the service's database: the public reads it served. */
const replicaTransactions = async () =>
  Number((await onNode<{ n: string }>(cluster!.replica.url, `SELECT xact_commit AS n FROM pg_stat_database WHERE datname = 'prestigio'`))[0]!.n);

/** Searches from three visitors at once until `during` is done, then a little longer; every answer's status. */
async function searchWhile(during: () => Promise<void>): Promise<number[]> {
  const statuses: number[] = [];
  let done = false;
  const visitor = async () => {
    while (!done) statuses.push((await search()).status);
  };
  const visitors = [visitor(), visitor(), visitor()];
  await sleep(300);
  await during();
  await sleep(1_500);
  done = true;
  await Promise.all(visitors);
  return statuses;
}

describe('public reads on a streaming replica', () => {
  it('serves searches from the replica while it keeps up, and the agent reads back what was written', async () => {
    const before = await replicaTransactions();
    for (let i = 0; i < 20; i += 1) expect((await search()).status).toBe(200);
    // Statistics reach pg_stat_database within a second or so of each transaction.
    await eventually(async () => expect((await replicaTransactions()) - before).toBeGreaterThanOrEqual(20), 5_000, 200);

    const created = await createListing('Casa escrita en el primario');
    expect(created.status).toBe(201);
    const readBack = await fetch(`${service!.baseUrl}/api/properties/manage/${created.body.id}`, { headers: identityHeaders(agent, SECRET) });
    expect(readBack.status).toBe(200);
  }, 60_000);

  it('sends public reads to the primary while the replica lags past a second', async () => {
    await onNode(cluster!.replica.url, 'SELECT pg_wal_replay_pause()');
    try {
      const created = await createListing('Residencia destacada recién publicada', 'destacado');
      expect(created.status).toBe(201);
      // The paused replica does not have it; once its lag passes the bound, the featured list comes from the primary.
      await eventually(async () => expect(await featuredTitles()).toContain('Residencia destacada recién publicada'), 10_000, 200);
    } finally {
      await onNode(cluster!.replica.url, 'SELECT pg_wal_replay_resume()');
    }
  }, 60_000);

  it('answers every search with 200 while the replica stops and comes back', async () => {
    const statuses = await searchWhile(() => cluster!.replica.stop());
    expect(statuses.length).toBeGreaterThan(3);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    await cluster!.replica.start();
    // Used again once it answers and has caught up.
    const before = await replicaTransactions();
    await eventually(async () => {
      expect((await search()).status).toBe(200);
      expect((await replicaTransactions()) - before).toBeGreaterThanOrEqual(5);
    }, 20_000, 250);
  }, 90_000);

  it('refuses writes at once with a Spanish 503 while the primary restarts, keeps answering searches, then writes again', async () => {
    await cluster!.primary.stop();
    try {
      const refused = await createListing('Casa durante el reinicio');
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({ statusCode: 503, message: 'Servicio no disponible temporalmente' });
      // A refused connection fails at once; the pool's connect timeout bounds a hanging one at 3 s.
      expect(refused.ms).toBeLessThan(5_000);
      // Visitors keep searching: the replica answers for the primary.
      for (let i = 0; i < 5; i += 1) expect((await search()).status).toBe(200);
    } finally {
      await cluster!.primary.start();
    }
    await eventually(async () => expect((await createListing('Casa después del reinicio')).status).toBe(201), 20_000, 250);
    expect((await search()).status).toBe(200);
  }, 90_000);
});
