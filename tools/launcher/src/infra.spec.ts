import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import pg from 'pg';
import {
  createDatabaseIfMissing,
  dropDatabase,
  ensureNats,
  ensurePostgres,
  natsInfo,
  postgresAnswers,
} from './infra.js';
import { findFreePort } from './stack.js';

// Against the machine's real Postgres (127.0.0.1:5432) and NATS (127.0.0.1:4222), as every e2e test here.
const SERVER = 'postgres://postgres@127.0.0.1:5432';

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await client.connect();
  try {
    return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

function removeIfEmpty(dir: string) {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
}

describe('ensurePostgres', () => {
  it('uses the Postgres that answers and creates the missing database', async () => {
    const name = `infra_spec_${randomBytes(4).toString('hex')}`;
    const postgres = await ensurePostgres(`${SERVER}/${name}`);
    try {
      expect(postgres.started).toBe(false);
      expect(await databaseExists(name)).toBe(true);
      await createDatabaseIfMissing(`${SERVER}/${name}`); // idempotent
    } finally {
      await postgres.stop();
      await dropDatabase(`${SERVER}/${name}`);
    }
    expect(await databaseExists(name)).toBe(false);
  });

  async function expectEmbeddedPostgresRoundTrip(parentMode: number) {
    const port = await findFreePort();
    const url = `postgres://postgres@127.0.0.1:${port}/prestigio`;
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'infra-spec-pg-'));
    fs.chmodSync(parent, parentMode);
    const requested = path.join(parent, 'cluster');
    expect(await postgresAnswers(url)).toBe(false);
    const postgres = await ensurePostgres(url, { dataDir: requested, output: new PassThrough() });
    try {
      expect(postgres.started).toBe(true);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query('SELECT current_database() AS name');
      await client.end();
      expect(rows[0].name).toBe('prestigio');
    } finally {
      await postgres.stop();
      fs.rmSync(parent, { recursive: true, force: true });
      if (postgres.dataDir) fs.rmSync(postgres.dataDir, { recursive: true, force: true });
      removeIfEmpty('/var/tmp/prestigio-embedded-postgres');
    }
    expect(await postgresAnswers(url)).toBe(false);
    return { requested, used: postgres.dataDir };
  }

  it('starts an embedded Postgres when nothing answers, and stops it', async () => {
    const { requested, used } = await expectEmbeddedPostgresRoundTrip(0o755);
    expect(used).toBe(requested);
  }, 60_000);

  it('runs the embedded Postgres from a place its user can reach when the folder asked for is closed to it', async () => {
    // As root, Postgres runs as the `postgres` user, who cannot enter a 0700 folder of root's (a mktemp folder, /root).
    const { requested, used } = await expectEmbeddedPostgresRoundTrip(0o700);
    if (process.getuid?.() === 0) expect(used).not.toBe(requested);
    else expect(used).toBe(requested);
  }, 60_000);
});

describe('ensureNats', () => {
  it('uses the NATS that answers with JetStream', async () => {
    expect(await natsInfo('nats://127.0.0.1:4222')).toMatchObject({ jetstream: true });
    const nats = await ensureNats('nats://127.0.0.1:4222');
    expect(nats.started).toBe(false);
    await nats.stop();
    expect(await natsInfo('nats://127.0.0.1:4222')).not.toBeNull();
  });

  it('starts nats-server with JetStream when nothing answers, and stops it', async () => {
    const url = `nats://127.0.0.1:${await findFreePort()}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'infra-spec-nats-'));
    expect(await natsInfo(url)).toBeNull();
    const nats = await ensureNats(url, { dataDir, output: new PassThrough() });
    try {
      expect(nats.started).toBe(true);
      expect(await natsInfo(url)).toMatchObject({ jetstream: true });
    } finally {
      await nats.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(await natsInfo(url)).toBeNull();
  }, 30_000);
});
