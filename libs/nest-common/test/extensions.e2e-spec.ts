// Two services' migrations creating the same extension at once on one fresh database (as `npm start`, the browser
// tests and compose start them): both commit, neither fails on pg_extension's unique name.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@prestigio/testing';
import { DataSource } from 'typeorm';
import { ensureExtension } from '../src/database/extensions.js';

let database: TestDatabase;
let dataSource: DataSource;

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = new DataSource({ type: 'postgres', url: database.url, extra: { max: 4 } });
  await dataSource.initialize();
});
afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

describe('ensureExtension', () => {
  it('lets two migrations create pg_trgm at the same moment, both committing', async () => {
    const [first, second] = [dataSource.createQueryRunner(), dataSource.createQueryRunner()];
    await first.startTransaction();
    await second.startTransaction();
    await ensureExtension(first, 'pg_trgm');
    // The second waits on the first's uncommitted extension, then finds it there.
    const secondDone = ensureExtension(second, 'pg_trgm').then(async () => {
      await second.query(`SELECT public.similarity('castaneda', 'castañeda')`);
      await second.commitTransaction();
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await first.commitTransaction();
    await secondDone;
    await Promise.all([first.release(), second.release()]);
    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM pg_extension WHERE extname = 'pg_trgm'`);
    expect(count).toBe(1);
  });
});
