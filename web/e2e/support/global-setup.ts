// Jest globalSetup of the browser project: the built stack on free ports against a fresh database and a fresh NATS
// namespace, so browser tests never touch anyone's data. Workers inherit E2E_BASE_URL and the admin credentials.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort, repoRoot, SERVICES, startStack } from '@prestigio/launcher';

type TestDatabaseModule = typeof import('../../../libs/testing/src/test-database.js');
type TestNamespaceModule = typeof import('../../../libs/testing/src/test-namespace.js');

/**
 * Jest loads this file outside its module registry (no moduleNameMapper), through global-setup.mjs and tsx. These two
 * helper files are loaded directly rather than through the @prestigio/testing index, which would bring in the whole
 * testing library.
 */
async function testingHelpers() {
  const load = (file: string): Promise<unknown> => import(path.join(repoRoot, 'libs', 'testing', 'src', file));
  const { createTestDatabase } = (await load('test-database.ts')) as TestDatabaseModule;
  const { createTestNamespace } = (await load('test-namespace.ts')) as TestNamespaceModule;
  return { createTestDatabase, createTestNamespace };
}

/** Known only to the tests: the seeded administrator of the throwaway database. */
const E2E_ADMIN = { username: 'e2eadmin', password: 'E2eAdmin2026!' };
/** globalSetup and globalTeardown share Jest's main process: the teardown finds its work here. */
const TEARDOWN_KEY = Symbol.for('prestigio.browser.teardown');

export default async function globalSetup(): Promise<void> {
  const { createTestDatabase, createTestNamespace } = await testingHelpers();
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
    const database = await createTestDatabase('prestigio_browser');
    cleanups.push(database.drop);
    const nats = createTestNamespace('browser');
    cleanups.push(nats.cleanup);

    const photosDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prestigio-browser-photos-'));
    cleanups.push(async () => fs.rmSync(photosDir, { recursive: true, force: true }));

    const ports: Record<string, number> = { gateway: await findFreePort() };
    for (const service of SERVICES) ports[service.name] = await findFreePort();
    const stack = await startStack({
      databaseUrl: database.url,
      natsUrl: nats.natsUrl,
      natsNamespace: nats.namespace,
      ports,
      env: {
        SEED_DEMO_DATA: 'true',
        // Links written by the services (sitemap, e-mails) point at this stack.
        PUBLIC_SITE_URL: `http://127.0.0.1:${ports.gateway}`,
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        PHOTOS_DIR: photosDir,
        // Every test browses from 127.0.0.1: per-address limits stay on but far above what the suite sends (the
        // limits themselves are tested in the gateway's own tests).
        RATE_LIMIT_SCALE: '100',
        // The lowest cost auth accepts: the suite signs in and registers often, each hash at full cost takes ~0.5 s.
        PASSWORD_SCRYPT_LOG_N: '14',
        // Advisors answer the chat live at any hour (issue 26), so the tests do not depend on the agency's clock.
        CHAT_AGENCY_HOURS: 'always',
      },
      output,
    });
    cleanups.push(stack.stop);

    process.env.E2E_BASE_URL = stack.baseUrl;
    // Read-only for tests that follow an e-mail's link (the services queue their mail in their own schema).
    process.env.E2E_DATABASE_URL = database.url;
    process.env.E2E_ADMIN_USERNAME = E2E_ADMIN.username;
    process.env.E2E_ADMIN_PASSWORD = E2E_ADMIN.password;
    process.stdout.write(`\nBrowser tests against ${stack.baseUrl} (stack log: ${path.relative(repoRoot, logFile)})\n`);
  } catch (error) {
    await teardown().catch(() => {});
    throw error;
  }
}
