// Runs every service's built migration entry point (dist/database/migrate.js: applies that service's pending
// migrations to its own schema and exits), one after the other so failures read clearly.
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
  for (const { name, dir, script } of scripts) {
    const log = createLineLog(name, output);
    const child = spawnNode(script, {
      cwd: dir,
      env: { ...process.env, ...childColourEnv(output), ...env, NODE_ENV: nodeEnvFrom(env.NODE_ENV, process.env.NODE_ENV), DATABASE_URL: databaseUrl },
      log,
    });
    const { code, signal } = await child.exited;
    if (code !== 0) {
      throw new Error(`Migrations of ${name} failed (code ${code}, signal ${signal}). Last lines:\n${log.tail(20)}`);
    }
  }
}
