// `npm start` (scripts/start.mjs installs the dependencies first): builds what changed, makes sure Postgres and NATS
// answer (starting embedded ones under .data/ when they do not), starts the five services (each migrates its own
// schema as it starts) and the gateway, says how long each step took, and stops everything it started on Ctrl-C.
import path from 'node:path';
import { buildEverything, buildIsCurrent } from './build.js';
import { loadEnvFile } from './env-file.js';
import { ensureNats, ensurePostgres } from './infra.js';
import { startMailCatcher } from './mail-catcher.js';
import { killAllNow } from './processes.js';
import { DEFAULT_DATABASE_URL, DEFAULT_NATS_URL, GATEWAY_PORT, repoRoot, startStack } from './stack.js';

/** Local-only credentials of the seeded administrator; documented in the README. */
const LOCAL_ADMIN = { username: 'admin', password: 'Prestigio2026!' };

const bold = (text: string) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);
const step = (text: string) => process.stdout.write(`\n${bold(`▶ ${text}`)}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** How long each step of this start took, printed once the site is up (docs/performance.md). */
const launchedAt = Date.now();
const timeline: Array<[step: string, ms: number]> = [];
let stepStartedAt = launchedAt;
function stepDone(name: string): void {
  const now = Date.now();
  timeline.push([name, now - stepStartedAt]);
  stepStartedAt = now;
}

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

  step('Building');
  if (buildIsCurrent(repoRoot)) {
    process.stdout.write('Up to date: nothing changed since the last build (Nx not needed)\n');
  } else {
    try {
      await buildEverything(repoRoot);
    } catch {
      return fail('The build failed (see above).');
    }
  }
  stepDone('build');
  if (shuttingDown) return;

  step('Postgres and NATS');
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const natsUrl = process.env.NATS_URL || DEFAULT_NATS_URL;
  // Independent of each other: checked (or started) at once. Each one's stop is registered as soon as it started, and
  // all have settled before a failure is reported, so the way out stops whatever did start.
  const registered = <T extends { stop(): Promise<unknown> } | null>(starting: Promise<T>) =>
    starting.then((started) => {
      if (started) cleanups.push(started.stop);
      return started;
    });
  const starting = [
    registered(ensurePostgres(databaseUrl)),
    registered(ensureNats(natsUrl)),
    registered(process.env.SMTP_URL ? Promise.resolve(null) : startMailCatcher()),
  ] as const;
  await Promise.allSettled(starting);
  const [postgres, nats, catcher] = await Promise.all(starting);
  process.stdout.write(
    `Postgres: ${postgres.started ? 'embedded, started' : 'running'} at ${new URL(databaseUrl).host}; ` +
      `NATS: ${nats.started ? 'started' : 'running'} at ${new URL(natsUrl).host}\n`,
  );
  stepDone('Postgres and NATS');
  if (shuttingDown) return;

  const env: Record<string, string> = {
    SEED_DEMO_DATA: process.env.SEED_DEMO_DATA ?? 'true',
    ADMIN_USERNAME: process.env.ADMIN_USERNAME ?? LOCAL_ADMIN.username,
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? LOCAL_ADMIN.password,
    ...(process.env.HOST ? { HOST: process.env.HOST } : {}),
    // Uploaded photos under the repository's .data/, not under the service's working directory.
    PHOTOS_DIR: path.resolve(repoRoot, process.env.PHOTOS_DIR || path.join('.data', 'photos')),
    ...(catcher ? { SMTP_URL: catcher.smtpUrl } : {}),
  };
  const mailViewer = catcher?.webUrl;

  // No separate migration step: each service applies its pending migrations as it starts (under a lock per schema),
  // and loading five more Nest processes only for that was most of a start on a built tree.
  step('Starting the services and the gateway (each service migrates its schema first)');
  const gatewayPort = Number(process.env.PORT || GATEWAY_PORT);
  env.PUBLIC_SITE_URL = process.env.PUBLIC_SITE_URL || `http://localhost:${gatewayPort}`;
  const healthyAfter: string[] = [];
  const stack = await startStack({
    databaseUrl,
    natsUrl,
    natsNamespace: process.env.NATS_NAMESPACE || 'prestigio',
    ports: { gateway: gatewayPort },
    env,
    onHealthy: (name, afterMs) => healthyAfter.push(`${name} ${seconds(afterMs)}`),
    onUnexpectedExit: (name, exit) => fail(`${name} stopped unexpectedly (code ${exit.code}, signal ${exit.signal}).`),
  });
  cleanups.push(stack.stop);
  try {
    await catcher?.listening;
  } catch (error) {
    return fail(`The mail catcher did not start: ${(error as Error).message}`);
  }
  stepDone('services and gateway');
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
      `  Ready in ${seconds(Date.now() - launchedAt)}: ${timeline.map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')}`,
      `  Healthy after their start: ${healthyAfter.join(', ')}`,
      '',
    ].join('\n') + '\n',
  );
}

main().catch((error: Error) => fail(error.message));
