// Two gateway processes (the built gateway, as it runs in production) in front of one fake CRM, sharing the rate-limit
// counters in their own Postgres: a visitor alternating between them gets the quota once, not twice; with that
// Postgres stopped, visitors are still served (counted in each process's memory) and the fallback is logged.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ensurePostgres } from '@prestigio/launcher';
import { createTestNamespace, eventually, freePort, type TestNamespace } from '@prestigio/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.js';

const gatewayEntry = path.resolve(import.meta.dirname, '../dist/main.js');
const TOO_MANY = 'Ha realizado demasiadas solicitudes. Intente de nuevo en unos minutos.';

interface GatewayProcess {
  baseUrl: string;
  output: () => string;
  stop: () => Promise<void>;
}

async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  if (!existsSync(gatewayEntry)) throw new Error('gateway/dist/main.js does not exist: run `npm run build` first.');
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [gatewayEntry], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'log', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };
  try {
    await eventually(async () => {
      if (child.exitCode !== null) throw new Error(`the gateway exited at start:\n${output}`);
      await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(1_000) });
    }, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, output: () => output, stop };
}

async function post(baseUrl: string, pathname: string): Promise<{ status: number; message?: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'visitante@ejemplo.mx' }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { message?: string };
  return { status: response.status, message: body.message, ms: performance.now() - started };
}

describe('rate limits shared by two gateway processes', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shared-limits-pg-'));
  let databaseUrl: string;
  let postgres: Awaited<ReturnType<typeof ensurePostgres>> | undefined;
  let leads: FakeUpstream;
  let namespace: TestNamespace;
  const gateways: GatewayProcess[] = [];

  beforeAll(async () => {
    databaseUrl = `postgres://postgres@127.0.0.1:${await freePort()}/prestigio`;
    postgres = await ensurePostgres(databaseUrl, { dataDir: path.join(dataDir, 'cluster'), output: null });
    leads = await startFakeUpstream('leads');
    namespace = createTestNamespace();
    const env = { DATABASE_URL: databaseUrl, LEADS_URL: leads.url, SCHEDULING_URL: leads.url, NATS_URL: namespace.natsUrl, NATS_NAMESPACE: namespace.namespace, RATE_LIMIT_SCALE: '1' };
    gateways.push(await startGatewayProcess(env), await startGatewayProcess(env));
    // Both made (or found) the table under the lock at start.
    await eventually(() => {
      for (const gateway of gateways) expect(gateway.output()).toContain('rate limits shared in gateway.rate_limits');
    }, 10_000);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.stop()));
    await leads?.stop();
    await namespace?.cleanup();
    await postgres?.stop();
    if (postgres?.dataDir) rmSync(postgres.dataDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives a visitor alternating between the replicas the quota once: five contact requests, not ten', async () => {
    const [first, second] = gateways as [GatewayProcess, GatewayProcess];
    const answers = [];
    for (let attempt = 0; attempt < 10; attempt += 1) answers.push(await post((attempt % 2 === 0 ? first : second).baseUrl, '/api/leads'));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    expect(answers[5]!.message).toBe(TOO_MANY);
    expect(leads.requests.filter((seen) => seen.method === 'POST' && seen.url === '/api/leads')).toHaveLength(5);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ key: string; points: number }>('SELECT key, points FROM gateway.rate_limits');
    await client.end();
    expect(rows).toEqual([{ key: 'leads:127.0.0.1', points: 10 }]);
  });

  it('serves visitors while the store is down, counting in memory and saying so in the log', async () => {
    const [first, second] = gateways as [GatewayProcess, GatewayProcess];
    await postgres!.stop();
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1) answers.push(await post((attempt % 2 === 0 ? first : second).baseUrl, '/api/newsletter'));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    // A refused connection falls back at once; a hanging one within the store's one-second timeout.
    for (const answer of answers) expect(answer.ms).toBeLessThan(3_000);
    for (const gateway of gateways) expect(gateway.output()).toContain('rate-limit store (Postgres) unreachable');
    // Each process still limits on its own: five more at the first, the sixth there refused.
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await post(first.baseUrl, '/api/newsletter')).status).toBe(200);
    expect((await post(first.baseUrl, '/api/newsletter')).status).toBe(429);

    // Back again: the shared counters are used again, from the next request on.
    postgres = await ensurePostgres(databaseUrl, { dataDir: path.join(dataDir, 'cluster'), output: null });
    expect((await post(second.baseUrl, '/api/schedule-video-call')).status).toBe(200);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ key: string; points: number }>(`SELECT key, points FROM gateway.rate_limits WHERE key LIKE 'schedule:%'`);
    await client.end();
    expect(rows).toEqual([{ key: 'schedule:127.0.0.1', points: 1 }]);
  }, 60_000);
});
