// A Postgres primary and its streaming replica on free ports, for the fault tests and the benchmark: the server's own
// binaries (Debian's postgresql-15 packages, as the images use), initdb for the primary, pg_basebackup -R for the
// replica, exactly as a streaming replica is made in production. Both listen on 127.0.0.1 only, with trust.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createLineLog, type Output } from './log.js';
import { spawnManaged, stopProcess, type ManagedChild } from './processes.js';

/** Where Debian installs the server binaries (override with POSTGRES_BIN_DIR). */
export const DEFAULT_POSTGRES_BIN_DIR = '/usr/lib/postgresql/15/bin';
const READY_TIMEOUT_MS = 30_000;

export interface PostgresNode {
  readonly url: string;
  readonly port: number;
  start(): Promise<void>;
  /** Fast shutdown (SIGINT): sessions ended, the cluster consistent. */
  stop(): Promise<void>;
  readonly running: boolean;
}

export interface ReplicatedPostgres {
  primary: PostgresNode;
  replica: PostgresNode;
  /** Stops both and removes their data. */
  destroy(): Promise<void>;
}

async function freeLoopbackPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || uid <= 0) throw new Error('Postgres refuses to run as root and there is no `postgres` system user.');
  return { uid, gid };
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Starts a primary (a fresh cluster with the database `prestigio`) and a streaming replica of it, each in a folder of
 * a new temporary directory. Call destroy() in afterAll, whatever happened.
 */
export async function startReplicatedPostgres({
  binDir = process.env.POSTGRES_BIN_DIR ?? DEFAULT_POSTGRES_BIN_DIR,
  output = null,
  database = 'prestigio',
}: { binDir?: string; output?: Output | null; database?: string } = {}): Promise<ReplicatedPostgres> {
  if (!fs.existsSync(path.join(binDir, 'pg_basebackup'))) {
    throw new Error(`No Postgres server binaries in ${binDir} (install postgresql-15, or set POSTGRES_BIN_DIR).`);
  }
  const runAs = postgresUser();
  const ids = runAs ?? {};
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'prestigio-replicated-pg-'));
  fs.chmodSync(root, 0o755);
  if (runAs) fs.chownSync(root, runAs.uid, runAs.gid);
  const env = { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' };
  const run = (tool: string, args: string[]) => {
    const result = spawnSync(path.join(binDir, tool), args, { encoding: 'utf8', env, ...ids });
    if (result.status !== 0) throw new Error(`${tool} failed: ${(result.stderr || result.stdout || result.error?.message || '').trim()}`);
  };

  const node = (name: string, port: number): PostgresNode & { dir: string } => {
    const dir = path.join(root, name);
    const url = `postgres://postgres@127.0.0.1:${port}/${database}`;
    const log = createLineLog(`pg-${name}`, output);
    let child: ManagedChild | null = null;
    return {
      dir,
      url,
      port,
      get running() {
        return child !== null;
      },
      async start() {
        if (child) return;
        const started = spawnManaged(
          path.join(binDir, 'postgres'),
          ['-D', dir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${root}`, '-c', 'fsync=off'],
          { cwd: dir, env, log, ...ids },
        );
        child = started;
        const deadline = Date.now() + READY_TIMEOUT_MS;
        const maintenance = url.replace(/\/[^/]*$/, '/postgres');
        while (!(await answers(maintenance))) {
          if (started.exitCode !== null || Date.now() > deadline) {
            await this.stop();
            throw new Error(`Postgres ${name} did not start on port ${port}:\n${log.tail(20)}`);
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      },
      async stop() {
        const running = child;
        child = null;
        if (running) await stopProcess(running, 10_000, 'SIGINT');
      },
    };
  };

  const primary = node('primary', await freeLoopbackPort());
  const replica = node('replica', await freeLoopbackPort());
  const destroy = async () => {
    await replica.stop().catch(() => undefined);
    await primary.stop().catch(() => undefined);
    fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    // initdb's pg_hba.conf trusts local replication connections too, which pg_basebackup and the replica use.
    run('initdb', ['-D', primary.dir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C']);
    await primary.start();
    const client = new pg.Client({ connectionString: primary.url.replace(/\/[^/]*$/, '/postgres') });
    await client.connect();
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
    await client.end();
    // -R writes standby.signal and the primary's address: the copy starts as a streaming replica.
    run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', replica.dir, '-R', '-X', 'stream', '-c', 'fast']);
    await replica.start();
  } catch (error) {
    await destroy();
    throw error;
  }
  return { primary, replica, destroy };
}
