import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { createTestNamespace, type TestNamespace } from './test-namespace.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const HEALTH_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
/** The last lines a failed start shows, enough to see why it failed. */
const OUTPUT_TAIL_CHARS = 4_000;

export interface ServiceProcess {
  /** `http://127.0.0.1:<free port>` */
  baseUrl: string;
  /** The child's process id, to measure it (e.g. /proc/<pid>/status) while it runs. */
  readonly pid: number;
  database: TestDatabase;
  namespace: TestNamespace;
  /** The last lines the process printed (its errors, at LOG_LEVEL=warn), to say why a test failed. */
  recentOutput(): string;
  /** Kills the process outright (SIGKILL: a crash) and starts it again on the same port, database and namespace. */
  restart(): Promise<void>;
  /**
   * Ends the process (SIGTERM, graceful shutdown), then drops the database and the namespace's stream; a replica
   * leaves them to the process it was started alongside.
   */
  stop(): Promise<void>;
}

export interface ServiceProcessOptions {
  /** Start a replica: another process of the same service on that process's database and NATS namespace. */
  alongside?: ServiceProcess;
}


function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited(child);
  clearTimeout(killer);
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The service exited at start:\n${output()}`);
    const healthy = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The service did not answer /health within ${HEALTH_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * Runs a built service (`services/<name>/dist/main.js`, from `npm run build`) as its own process against a fresh
 * database and NATS namespace, on a free port of 127.0.0.1: for tests of another app (the gateway) that need the real
 * service without importing its code. Only PATH is taken from the ambient env.
 */
export async function startServiceProcess(
  name: string,
  env: Record<string, string> = {},
  { alongside }: ServiceProcessOptions = {},
): Promise<ServiceProcess> {
  const entry = path.join(repoRoot, 'services', name, 'dist', 'main.js');
  if (!existsSync(entry)) throw new Error(`${path.relative(repoRoot, entry)} does not exist: run \`npm run build\` first.`);
  const database = alongside?.database ?? (await createTestDatabase());
  const namespace = alongside?.namespace ?? createTestNamespace();
  const release = async () => {
    if (alongside) return;
    await namespace.cleanup();
    await database.drop();
  };
  let child: ChildProcess | undefined;
  let output = '';
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const launch = async () => {
      const started = spawn(process.execPath, [entry], {
        cwd: path.dirname(path.dirname(entry)),
        env: {
          PATH: process.env.PATH ?? '',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: database.url,
          NATS_URL: namespace.natsUrl,
          NATS_NAMESPACE: namespace.namespace,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'test',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      output = '';
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
      };
      started.stdout!.on('data', keep);
      started.stderr!.on('data', keep);
      await waitUntilHealthy(baseUrl, started, () => output);
    };
    await launch();
    return {
      baseUrl,
      get pid() {
        return child!.pid!;
      },
      database,
      namespace,
      recentOutput: () => output,
      restart: async () => {
        const crashed = child!;
        crashed.kill('SIGKILL');
        await exited(crashed);
        await launch();
      },
      stop: async () => {
        await stopChild(child!);
        await release();
      },
    };
  } catch (error) {
    if (child) await stopChild(child);
    await release().catch(() => undefined);
    throw error;
  }
}
