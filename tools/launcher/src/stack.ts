// The one launcher of the built system: five services and the gateway as local Node processes, used by `npm start`
// and by the browser tests' global setup. Ports, env and the health contract follow docs/architecture.md.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { childColourEnv, createLineLog, type LineLog, type Output } from './log.js';
import { isRunning, spawnNode, stopProcess, type ChildExit, type ManagedChild } from './processes.js';

export type AppName = 'auth' | 'properties' | 'leads' | 'scheduling' | 'chat' | 'gateway';
type ServiceName = Exclude<AppName, 'gateway'>;

export interface StackOptions {
  /** DATABASE_URL of every service */
  databaseUrl: string;
  /** NATS_URL of every service and the gateway */
  natsUrl: string;
  /** NATS_NAMESPACE (tests use a random one) */
  natsNamespace: string;
  /** Services not named here take their default port, or a free one when it is busy. */
  ports?: Partial<Record<AppName, number>>;
  /** Extra variables for every process (ADMIN_USERNAME, SEED_DEMO_DATA...). */
  env?: Record<string, string>;
  /** Put before each process name in the output (`e2e:auth`). */
  logPrefix?: string;
  /** Where prefixed lines go (default stdout; null: nowhere). */
  output?: Output | null;
  healthTimeoutMs?: number;
  /** Each process once its /health first answers 200, with the time since it was spawned. */
  onHealthy?: (name: string, afterMs: number) => void;
  onUnexpectedExit?: (name: string, exit: ChildExit) => void;
  /** The workspace holding services/<name> and gateway/ (default: this repository). */
  root?: string;
}

export interface StartedStack {
  /** The gateway, e.g. http://127.0.0.1:8080 */
  baseUrl: string;
  ports: Record<AppName, number>;
  identitySecret: string;
  /** The pid of one of the stack's processes (gateway, auth, properties, leads, scheduling, chat). */
  pidOf(name: string): number | undefined;
  /** SIGTERM to every process, SIGKILL to those still alive after 10 s; resolves when all are gone. */
  stop(): Promise<void>;
  /** One more gateway in front of the same services, on a free port, stopped with the stack. */
  addGateway(): Promise<{ baseUrl: string; pid: number | undefined }>;
}

interface RunningApp {
  name: string;
  dir: string;
  port: number;
  log: LineLog;
  child: ManagedChild;
  spawnedAt: number;
}

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Every service, its default port and the gateway variable that points at it (docs/architecture.md). */
export const SERVICES: ReadonlyArray<{ name: ServiceName; port: number; upstreamEnv: string }> = [
  { name: 'auth', port: 3001, upstreamEnv: 'AUTH_URL' },
  { name: 'properties', port: 3002, upstreamEnv: 'PROPERTIES_URL' },
  { name: 'leads', port: 3003, upstreamEnv: 'LEADS_URL' },
  { name: 'scheduling', port: 3004, upstreamEnv: 'SCHEDULING_URL' },
  { name: 'chat', port: 3005, upstreamEnv: 'CHAT_URL' },
];
export const GATEWAY_PORT = 8080;
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/prestigio';
export const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';
const LOOPBACK = '127.0.0.1';


/** A TCP port nobody listens on right now (the OS picks it). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, LOOPBACK, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, LOOPBACK, () => server.close(() => resolve(true)));
  });
}

/** Services and the gateway run in development mode unless asked for production; Jest's NODE_ENV=test is neither. */
export function nodeEnvFrom(...candidates: Array<string | undefined>): string {
  return candidates.find((value) => value === 'production' || value === 'development') ?? 'development';
}

async function probeHealth(port: number): Promise<{ ok: boolean; summary: string }> {
  try {
    const response = await fetch(`http://${LOOPBACK}:${port}/health`, { signal: AbortSignal.timeout(2000) });
    const body = await response.text();
    return { ok: response.status === 200, summary: `${response.status} ${body.slice(0, 300)}` };
  } catch (error) {
    const failure = error as Error & { cause?: { code?: string } };
    return { ok: false, summary: failure.cause?.code ?? failure.message };
  }
}

/**
 * Starts the five services and the gateway from their built `dist/main.js` and resolves once every /health answers
 * 200. Throws (after stopping whatever it started) with the failing process's last log lines.
 */
export async function startStack({
  databaseUrl,
  natsUrl,
  natsNamespace,
  ports: requestedPorts = {},
  env: extraEnv = {},
  logPrefix = '',
  output = process.stdout,
  healthTimeoutMs = 120_000,
  onHealthy,
  onUnexpectedExit,
  root = repoRoot,
}: StackOptions): Promise<StartedStack> {
  if (!databaseUrl || !natsUrl || !natsNamespace) {
    throw new Error('startStack needs databaseUrl, natsUrl and natsNamespace');
  }
  // The gateway's port is the user's; a service's is internal, so a busy default is replaced by a free one.
  const ports: Partial<Record<AppName, number>> = { gateway: GATEWAY_PORT, ...requestedPorts };
  for (const service of SERVICES) {
    ports[service.name] ??= (await portIsFree(service.port)) ? service.port : await findFreePort();
  }
  const allPorts = ports as Record<AppName, number>;
  const apps = [
    ...SERVICES.map((service) => ({ name: service.name as string, dir: path.join(root, 'services', service.name), port: allPorts[service.name] })),
    { name: 'gateway', dir: path.join(root, 'gateway'), port: allPorts.gateway },
  ];

  const unbuilt = apps.filter((app) => !fs.existsSync(path.join(app.dir, 'dist', 'main.js')));
  if (unbuilt.length) {
    throw new Error(
      `Not built: ${unbuilt.map((app) => path.relative(root, path.join(app.dir, 'dist/main.js'))).join(', ')}. ` +
        'Run `npm run build` first.',
    );
  }
  const busy: string[] = [];
  for (const app of apps) if (!(await portIsFree(app.port))) busy.push(`${app.port} (${app.name})`);
  if (busy.length) {
    throw new Error(`Port ${busy.join(', ')} already in use: is another Prestigio (or something else) running there?`);
  }

  const sharedEnv = {
    ...process.env,
    ...childColourEnv(output),
    ...extraEnv,
    NODE_ENV: nodeEnvFrom(extraEnv.NODE_ENV, process.env.NODE_ENV),
    HOST: extraEnv.HOST ?? LOOPBACK,
    DATABASE_URL: databaseUrl,
    NATS_URL: natsUrl,
    NATS_NAMESPACE: natsNamespace,
    // One secret per stack unless given: only these processes ever need to agree on it.
    IDENTITY_SECRET: extraEnv.IDENTITY_SECRET ?? process.env.IDENTITY_SECRET ?? randomBytes(32).toString('hex'),
  };
  const upstreams = Object.fromEntries(
    SERVICES.map((service) => [service.upstreamEnv, `http://${LOOPBACK}:${allPorts[service.name]}`]),
  );
  const envFor = (app: { name: string; port?: number }): NodeJS.ProcessEnv =>
    app.name === 'gateway'
      ? { ...sharedEnv, ...upstreams, WEB_DIST: extraEnv.WEB_DIST ?? path.join(root, 'web', 'dist'), PORT: String(app.port) }
      : { ...sharedEnv, PORT: String(app.port) };

  let stopping: Promise<void> | null = null;
  let ready = false;
  const running: RunningApp[] = apps.map((app) => {
    const log = createLineLog(`${logPrefix}${app.name}`, output);
    const child = spawnNode('dist/main.js', { cwd: app.dir, env: envFor(app), log });
    const entry = { ...app, log, child, spawnedAt: Date.now() };
    child.exited.then((exit) => {
      // Before /health answers, waitUntilHealthy reports the exit itself.
      if (!stopping && ready) {
        log.write(`exited unexpectedly (code ${exit.code}, signal ${exit.signal})`);
        onUnexpectedExit?.(app.name, exit);
      }
    });
    return entry;
  });

  const isGateway = (entry: RunningApp) => entry.name === 'gateway' || entry.name.startsWith('gateway-');

  function stop() {
    stopping ??= (async () => {
      // The gateways first, so nothing new reaches services that are shutting down.
      await Promise.all(running.filter(isGateway).map((entry) => stopProcess(entry.child)));
      await Promise.all(running.filter((entry) => !isGateway(entry)).map((entry) => stopProcess(entry.child)));
    })().then(() => undefined);
    return stopping;
  }

  /**
   * One more gateway in front of the same services, on a free port (the benchmark spreads more visitors than one
   * process's descriptor limit allows). Stopped with the stack. Resolves with its base URL once its /health answers.
   */
  async function addGateway() {
    const port = await findFreePort();
    const name = `gateway-${running.filter(isGateway).length + 1}`;
    const log = createLineLog(`${logPrefix}${name}`, output);
    const child = spawnNode('dist/main.js', { cwd: path.join(root, 'gateway'), env: { ...envFor({ name: 'gateway' }), PORT: String(port) }, log });
    const entry = { name, dir: path.join(root, 'gateway'), port, log, child, spawnedAt: Date.now() };
    running.push(entry);
    await waitUntilHealthy([entry], healthTimeoutMs, onHealthy);
    return { baseUrl: `http://${LOOPBACK}:${port}`, pid: child.pid };
  }

  try {
    await waitUntilHealthy(running, healthTimeoutMs, onHealthy);
  } catch (error) {
    await stop();
    throw error;
  }
  ready = true;
  // The benchmark reads a process's memory from /proc/<pid>.
  const pidOf = (name: string) => running.find((entry) => entry.name === name)?.child.pid;
  return { baseUrl: `http://${LOOPBACK}:${allPorts.gateway}`, ports: allPorts, identitySecret: sharedEnv.IDENTITY_SECRET, pidOf, stop, addGateway };
}

/** How often a process not yet healthy is asked again: a service is up within a few seconds, and a probe is cheap. */
const HEALTH_POLL_MS = 100;

async function waitUntilHealthy(running: RunningApp[], timeoutMs: number, onHealthy?: StackOptions['onHealthy']): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const pending = new Set(running);
  const lastAnswer = new Map<RunningApp, string>();
  while (pending.size) {
    for (const entry of pending) {
      if (!isRunning(entry.child)) {
        const exit = await entry.child.exited;
        throw new Error(
          `${entry.name} exited (code ${exit.code}, signal ${exit.signal}) before its /health answered.\n` +
            `Last lines of ${entry.name}:\n${entry.log.tail()}`,
        );
      }
    }
    // All at once: one slow answer does not delay noticing the others.
    await Promise.all(
      [...pending].map(async (entry) => {
        const health = await probeHealth(entry.port);
        lastAnswer.set(entry, health.summary);
        if (!health.ok) return;
        pending.delete(entry);
        onHealthy?.(entry.name, Date.now() - entry.spawnedAt);
      }),
    );
    if (!pending.size) return;
    if (Date.now() > deadline) {
      const waitingFor = [...pending];
      // The gateway waits on the services: blame a service when one is still down.
      const culprit = waitingFor.find((entry) => entry.name !== 'gateway') ?? waitingFor[0]!;
      throw new Error(
        `Timed out after ${Math.round(timeoutMs / 1000)}s waiting for /health of ` +
          `${waitingFor.map((entry) => `${entry.name} (:${entry.port}, last answer: ${lastAnswer.get(entry)})`).join(', ')}.\n` +
          `Last lines of ${culprit.name}:\n${culprit.log.tail()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
}
