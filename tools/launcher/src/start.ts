// `npm start` (scripts/start.mjs installs the dependencies first): builds everything, makes sure Postgres and NATS
// answer (starting embedded ones under .data/ when they do not), migrates, starts the five services and the gateway,
// and stops everything it started on Ctrl-C.
import path from 'node:path';
import { loadEnvFile } from './env-file.js';
import { ensureNats, ensurePostgres } from './infra.js';
import { startMailCatcher } from './mail-catcher.js';
import { migrateAll } from './migrate.js';
import { killAllNow, runForeground } from './processes.js';
import { DEFAULT_DATABASE_URL, DEFAULT_NATS_URL, GATEWAY_PORT, repoRoot, startStack } from './stack.js';

/** Local-only credentials of the seeded administrator; documented in the README. */
const LOCAL_ADMIN = { username: 'admin', password: 'Prestigio2026!' };

const bold = (text: string) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);
const step = (text: string) => process.stdout.write(`\n${bold(`▶ ${text}`)}\n`);

// What has been started so far, stopped in reverse order on the way out.
const cleanups: Array<() => Promise<unknown>> = [];
let shuttingDown = false;

async function shutdown(exitCode: number) {
  if (shuttingDown) return;
  shuttingDown = true;
  if (cleanups.length) process.stdout.write('\nStopping Prestigio...\n');
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      process.stderr.write(`While stopping: ${(error as Error).message}\n`);
    }
  }
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (shuttingDown) {
      process.stdout.write('Stopping right now.\n');
      killAllNow();
      process.exit(130);
    }
    shutdown(signal === 'SIGINT' ? 130 : 143);
  });
}

function fail(message: string) {
  process.stderr.write(`\n✖ ${message}\n`);
  return shutdown(1);
}

async function main() {
  const envFile = path.join(repoRoot, '.env');
  const fromEnvFile = loadEnvFile(envFile);
  if (fromEnvFile.length) process.stdout.write(`Read ${fromEnvFile.join(', ')} from .env\n`);


  step('Building (nx run-many -t build)');
  const buildStarted = Date.now();
  const buildEnv = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' };
  if ((await runForeground('npx', ['nx', 'run-many', '-t', 'build'], { cwd: repoRoot, env: buildEnv })) !== 0) {
    return fail('The build failed (see above).');
  }
  process.stdout.write(`Built in ${((Date.now() - buildStarted) / 1000).toFixed(1)}s\n`);
  if (shuttingDown) return;

  step('Postgres and NATS');
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const natsUrl = process.env.NATS_URL || DEFAULT_NATS_URL;
  const postgres = await ensurePostgres(databaseUrl);
  cleanups.push(postgres.stop);
  const nats = await ensureNats(natsUrl);
  cleanups.push(nats.stop);
  process.stdout.write(
    `Postgres: ${postgres.started ? 'embedded, started' : 'running'} at ${new URL(databaseUrl).host}; ` +
      `NATS: ${nats.started ? 'started' : 'running'} at ${new URL(natsUrl).host}\n`,
  );
  if (shuttingDown) return;

  const env: Record<string, string> = {
    SEED_DEMO_DATA: process.env.SEED_DEMO_DATA ?? 'true',
    ADMIN_USERNAME: process.env.ADMIN_USERNAME ?? LOCAL_ADMIN.username,
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? LOCAL_ADMIN.password,
    ...(process.env.HOST ? { HOST: process.env.HOST } : {}),
    // Uploaded photos under the repository's .data/, not under the service's working directory.
    PHOTOS_DIR: path.resolve(repoRoot, process.env.PHOTOS_DIR || path.join('.data', 'photos')),
  };

  let mailViewer: string | undefined;
  if (!process.env.SMTP_URL) {
    const catcher = await startMailCatcher();
    cleanups.push(catcher.stop);
    env.SMTP_URL = catcher.smtpUrl;
    mailViewer = catcher.webUrl;
  }

  step('Migrating the database');
  await migrateAll({ databaseUrl, env });
  if (shuttingDown) return;

  step('Starting the services and the gateway');
  const gatewayPort = Number(process.env.PORT || GATEWAY_PORT);
  env.PUBLIC_SITE_URL = process.env.PUBLIC_SITE_URL || `http://localhost:${gatewayPort}`;
  const stack = await startStack({
    databaseUrl,
    natsUrl,
    natsNamespace: process.env.NATS_NAMESPACE || 'prestigio',
    ports: { gateway: gatewayPort },
    env,
    onUnexpectedExit: (name, exit) => fail(`${name} stopped unexpectedly (code ${exit.code}, signal ${exit.signal}).`),
  });
  cleanups.push(stack.stop);
  if (shuttingDown) return;

  const url = `http://localhost:${gatewayPort}`;
  const line = '═'.repeat(url.length + 30);
  process.stdout.write(
    [
      '',
      bold(line),
      bold(`  Prestigio is running at  ${url}`),
      bold(line),
      `  Agent portal:   ${url}/auth`,
      `  Administrator:  ${env.ADMIN_USERNAME} / ${env.ADMIN_PASSWORD}${env.ADMIN_PASSWORD === LOCAL_ADMIN.password ? '   (local development credentials)' : ''}`,
      `  Health:         ${url}/health`,
      ...(mailViewer ? [`  E-mail sent:    ${mailViewer}   (local mail catcher; set SMTP_URL to send real mail)`] : []),
      '  Press Ctrl-C to stop everything.',
      '',
    ].join('\n') + '\n',
  );
}

main().catch((error: Error) => fail(error.message));
