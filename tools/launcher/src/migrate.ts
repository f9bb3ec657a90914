// Runs every service's built migration entry point (dist/database/migrate.js: applies that service's pending
// migrations to its own schema and exits), all at once: each loads Nest and TypeORM for a few seconds, which one after
// the other made most of `npm start`'s time on a built tree (issue 29). Each line is prefixed with its service, and a
// failure names its service with its last lines. Services share one database and may migrate together (their own
// schemas; shared extensions are created race-safe, see ensureExtension).
import fs from 'node:fs';
import path from 'node:path';
import { childColourEnv, createLineLog, type Output } from './log.js';
import { spawnNode } from './processes.js';
import { nodeEnvFrom, SERVICES, repoRoot } from './stack.js';

export async function migrateAll({
  databaseUrl,
  env = {},
  output = process.stdout,
  root = repoRoot,
  services = SERVICES.map((service) => service.name),
}: {
  databaseUrl: string;
  env?: Record<string, string>;
  output?: Output | null;
  root?: string;
  /** Only these services (default: all five). */
  services?: readonly string[];
}): Promise<void> {
  const scripts = services.map((name) => ({
    name,
    dir: path.join(root, 'services', name),
    script: path.join('dist', 'database', 'migrate.js'),
  }));
  const missing = scripts.filter(({ dir, script }) => !fs.existsSync(path.join(dir, script)));
  if (missing.length) {
    throw new Error(
      `No migration entry point in ${missing.map(({ dir, script }) => path.relative(root, path.join(dir, script))).join(', ')}. ` +
        'Run `npm run build` first.',
    );
  }
  const outcomes = await Promise.all(
    scripts.map(async ({ name, dir, script }) => {
      const log = createLineLog(name, output);
      const child = spawnNode(script, {
        cwd: dir,
        env: { ...process.env, ...childColourEnv(output), ...env, NODE_ENV: nodeEnvFrom(env.NODE_ENV, process.env.NODE_ENV), DATABASE_URL: databaseUrl },
        log,
      });
      return { name, log, ...(await child.exited) };
    }),
  );
  const failed = outcomes.find(({ code }) => code !== 0);
  if (failed) {
    throw new Error(`Migrations of ${failed.name} failed (code ${failed.code}, signal ${failed.signal}). Last lines:\n${failed.log.tail(20)}`);
  }
}
