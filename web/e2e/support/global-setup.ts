// Jest globalSetup of the browser project: the built stack on free ports against a fresh database and a fresh NATS
// namespace, so browser tests never touch anyone's data. Workers inherit E2E_BASE_URL and the admin credentials.
// Jest loads this file outside its module registry (no moduleNameMapper), so libraries resolve to their built dist/.
import { eventStreamName } from '@prestigio/contracts';
import { connect } from 'nats';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createDatabaseIfMissing, DEFAULT_NATS_URL, dropDatabase } from '../../../scripts/lib/infra.mjs';
import { findFreePort, repoRoot, SERVICES, startStack } from '../../../scripts/lib/stack.mjs';

const TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** Known only to the tests: the seeded administrator of the throwaway database. */
const E2E_ADMIN = { username: 'e2eadmin', password: 'E2eAdmin2026!' };
/** globalSetup and globalTeardown share Jest's main process: the teardown finds its work here. */
const TEARDOWN_KEY = Symbol.for('prestigio.browser.teardown');

async function deleteEventStream(natsUrl: string, namespace: string): Promise<void> {
  const connection = await connect({ servers: natsUrl, timeout: 3000 });
  try {
    const streams = await connection.jetstreamManager();
    await streams.streams.delete(eventStreamName(namespace)).catch((error: Error) => {
      if (!/not found/i.test(error.message)) throw error;
    });
  } finally {
    await connection.close();
  }
}

export default async function globalSetup(): Promise<void> {
  const suffix = randomBytes(4).toString('hex');
  const database = new URL(process.env.E2E_POSTGRES_URL ?? TEST_POSTGRES_URL);
  database.pathname = `/prestigio_browser_${suffix}`;
  const databaseUrl = database.toString();
  const natsUrl = process.env.NATS_URL ?? DEFAULT_NATS_URL;
  const natsNamespace = `browser_${suffix}`;
  const logFile = path.join(repoRoot, 'web', 'e2e', 'artifacts', 'stack.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const output = fs.createWriteStream(logFile);

  // Undone in reverse order by the teardown, or right here if the setup itself fails.
  const cleanups: Array<() => Promise<void>> = [];
  const teardown = async (): Promise<void> => {
    const failures: string[] = [];
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: Error) => failures.push(error.message));
    }
    await new Promise((resolve) => output.end(resolve));
    if (failures.length) throw new Error(`Browser test teardown: ${failures.join('; ')}`);
  };
  (globalThis as Record<symbol, unknown>)[TEARDOWN_KEY] = teardown;

  try {
    await createDatabaseIfMissing(databaseUrl);
    cleanups.push(() => dropDatabase(databaseUrl));
    cleanups.push(() => deleteEventStream(natsUrl, natsNamespace));

    const ports: Record<string, number> = { gateway: await findFreePort() };
    for (const service of SERVICES) ports[service.name] = await findFreePort();
    const stack = await startStack({
      databaseUrl,
      natsUrl,
      natsNamespace,
      ports,
      env: { SEED_DEMO_DATA: 'true', ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password },
      output,
    });
    cleanups.push(stack.stop);

    process.env.E2E_BASE_URL = stack.baseUrl;
    process.env.E2E_ADMIN_USERNAME = E2E_ADMIN.username;
    process.env.E2E_ADMIN_PASSWORD = E2E_ADMIN.password;
    process.stdout.write(`\nBrowser tests against ${stack.baseUrl} (stack log: ${path.relative(repoRoot, logFile)})\n`);
  } catch (error) {
    await teardown().catch(() => {});
    throw error;
  }
}
