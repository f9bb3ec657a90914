import type { Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createServiceApp, type BaseEnv, type ServiceAppOptions } from '@prestigio/nest-common';
import type { AddressInfo } from 'node:net';
import type { z } from 'zod';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { createTestNamespace, type TestNamespace } from './test-namespace.js';

export interface TestServiceOptions<Schema extends z.ZodType<BaseEnv, unknown>> {
  name: string;
  /** The service's env schema (src/config/env.ts); the test values below are validated with it. */
  envSchema: Schema;
  /** Extra variables on top of the test database, namespace and a random port. */
  env?: Record<string, string>;
  configureApp?: ServiceAppOptions['configureApp'];
}

export interface TestService<Env> {
  app: NestExpressApplication;
  env: Env;
  /** `http://127.0.0.1:<random port>` */
  baseUrl: string;
  database: TestDatabase;
  namespace: TestNamespace;
  /** Closes the app (graceful shutdown), then drops the database and the namespace's stream. */
  stop(): Promise<void>;
}

/**
 * Builds the real service app (same wiring as main.ts) against a fresh database and NATS namespace, listening on a
 * random port of 127.0.0.1. The ambient process env is not read, so a developer's settings never leak into tests.
 */
export async function startTestService<Schema extends z.ZodType<BaseEnv, unknown>>(
  appModule: Type,
  options: TestServiceOptions<Schema>,
): Promise<TestService<z.output<Schema>>> {
  const database = await createTestDatabase();
  const namespace = createTestNamespace();
  let app: NestExpressApplication | undefined;
  try {
    const env = options.envSchema.parse({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      NATS_URL: namespace.natsUrl,
      NATS_NAMESPACE: namespace.namespace,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...options.env,
    });
    app = await createServiceApp(appModule, { name: options.name, env, configureApp: options.configureApp });
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    const started = app;
    return {
      app,
      env,
      baseUrl: `http://127.0.0.1:${port}`,
      database,
      namespace,
      stop: async () => {
        await started.close();
        await namespace.cleanup();
        await database.drop();
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await namespace.cleanup().catch(() => undefined);
    await database.drop().catch(() => undefined);
    throw error;
  }
}
