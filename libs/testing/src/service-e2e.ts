// Jest-only (imports @jest/globals): a separate entry point, `@prestigio/testing/service-e2e`, so that the plain
// helpers of the package index stay importable from Jest's global setup and scripts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Type } from '@nestjs/common';
import { REQUEST_ID_HEADER, serviceHealthSchema } from '@prestigio/contracts';
import type { BaseEnv } from '@prestigio/nest-common';
import pg from 'pg';
import request from 'supertest';
import type { z } from 'zod';
import { startTestService, type TestService, type TestServiceOptions } from './test-service.js';

export interface ServiceSkeletonSuite<Schema extends z.ZodType<BaseEnv, unknown>> extends TestServiceOptions<Schema> {
  appModule: Type;
  /** The Postgres schema the service owns (e.g. `crm` for leads). */
  schema: string;
  /** More tests for the same running service, declared inside the suite. */
  moreTests?: (service: () => TestService<z.output<Schema>>) => void;
}

/**
 * What every service guarantees from its first commit, run against the real app, a fresh database and a fresh NATS
 * namespace: /health in the contract's shape with database and NATS up, the 404 body for unknown routes, its
 * migrations applied inside its own schema, and the request id echoed.
 */
export function describeServiceSkeleton<Schema extends z.ZodType<BaseEnv, unknown>>(
  suite: ServiceSkeletonSuite<Schema>,
): void {
  describe(`${suite.name} service`, () => {
    let service: TestService<z.output<Schema>> | undefined;
    const running = (): TestService<z.output<Schema>> => {
      if (!service) throw new Error(`${suite.name} service did not start`);
      return service;
    };

    beforeAll(async () => {
      service = await startTestService(suite.appModule, suite);
    }, 30_000);

    afterAll(async () => {
      await service?.stop();
    }, 30_000);

    it('reports database and NATS up on GET /health, in the contract shape', async () => {
      const response = await request(running().baseUrl).get('/health').expect(200);
      const health = serviceHealthSchema.parse(response.body);
      expect(health).toEqual({
        status: 'ok',
        service: suite.name,
        checks: { database: { status: 'up' }, nats: { status: 'up' } },
      });
    });

    it('answers unknown routes, inside and outside /api, with the 404 JSON body', async () => {
      for (const path of ['/api/does-not-exist', '/does-not-exist', '/api/health']) {
        const response = await request(running().baseUrl).get(path).expect(404).expect('Content-Type', /json/);
        expect(response.body).toEqual({ statusCode: 404, message: 'Recurso no encontrado' });
      }
    });

    it(`applies its migrations inside the "${suite.schema}" schema`, async () => {
      const client = new pg.Client({ connectionString: running().database.url });
      await client.connect();
      try {
        const tables = await client.query<{ table_name: string }>(
          'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name',
          [suite.schema],
        );
        expect(tables.rows.map((row) => row.table_name)).toEqual(
          expect.arrayContaining(['migrations', 'outbox_events', 'processed_events']),
        );
        const elsewhere = await client.query(
          `SELECT table_schema FROM information_schema.tables
            WHERE table_name IN ('migrations', 'outbox_events', 'processed_events') AND table_schema <> $1`,
          [suite.schema],
        );
        expect(elsewhere.rows).toEqual([]);
        const applied = await client.query(`SELECT name FROM "${suite.schema}"."migrations"`);
        expect(applied.rows.length).toBeGreaterThanOrEqual(1);
      } finally {
        await client.end();
      }
    });

    it('echoes the x-request-id it was given, and makes one up otherwise', async () => {
      await request(running().baseUrl).get('/health').set(REQUEST_ID_HEADER, 'req-e2e-1').expect(REQUEST_ID_HEADER, 'req-e2e-1');
      const response = await request(running().baseUrl).get('/health');
      expect(response.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    });

    suite.moreTests?.(running);
  });
}
