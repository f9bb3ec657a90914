import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { findFreePort, SERVICES, startStack, type StackOptions } from './stack.js';

// A stand-in for every built app: answers /health (or not, or dies at boot, as FAKE_* says), reports the env it got
// and records its pid, so the launcher's contract can be checked without building the real services.
const FAKE_APP = `
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const name = path.basename(process.cwd());
fs.writeFileSync(path.join(process.env.FAKE_PID_DIR, name), String(process.pid));
console.log('booting ' + name);
if (process.env.FAKE_CRASH === name) { console.error('cannot reach the database'); process.exit(3); }
const server = http.createServer((request, response) => {
  if (request.url === '/health') {
    response.statusCode = process.env.FAKE_UNHEALTHY === name ? 503 : 200;
    return response.end(JSON.stringify({ status: response.statusCode === 200 ? 'ok' : 'error', service: name }));
  }
  response.end(JSON.stringify(process.env));
});
server.listen(Number(process.env.PORT), process.env.HOST);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

let root: string;
let pidDir: string;
const sink = () => new PassThrough();

function appNames(): string[] {
  return [...SERVICES.map((service) => service.name), 'gateway'];
}

async function freePorts(): Promise<Record<string, number>> {
  const ports: Record<string, number> = {};
  for (const name of appNames()) ports[name] = await findFreePort();
  return ports;
}

function pidsStarted(): number[] {
  return fs.readdirSync(pidDir).map((name) => Number(fs.readFileSync(path.join(pidDir, name), 'utf8')));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

async function options(extra: Partial<StackOptions> = {}): Promise<StackOptions> {
  fs.rmSync(pidDir, { recursive: true, force: true });
  fs.mkdirSync(pidDir);
  return {
    root,
    databaseUrl: 'postgres://postgres@127.0.0.1:5432/stack_spec',
    natsUrl: 'nats://127.0.0.1:4222',
    natsNamespace: 'stack_spec',
    ports: await freePorts(),
    output: sink(),
    ...extra,
    env: { FAKE_PID_DIR: pidDir, ...extra.env },
  };
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-spec-'));
  pidDir = path.join(root, 'pids');
  for (const name of appNames()) {
    const dist = path.join(root, name === 'gateway' ? 'gateway' : path.join('services', name), 'dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'main.js'), FAKE_APP);
  }
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('startStack', () => {
  it('starts every service and the gateway with the contract env, and stop() ends them all', async () => {
    const output = sink();
    let printed = '';
    output.on('data', (chunk) => (printed += chunk));
    const stack = await startStack(await options({ output, env: { SEED_DEMO_DATA: 'true' } }));
    try {
      expect(stack.baseUrl).toBe(`http://127.0.0.1:${stack.ports.gateway}`);
      const gatewayEnv = (await (await fetch(`${stack.baseUrl}/env`)).json()) as Record<string, string>;
      expect(gatewayEnv).toMatchObject({
        PORT: String(stack.ports.gateway),
        HOST: '127.0.0.1',
        NATS_URL: 'nats://127.0.0.1:4222',
        NATS_NAMESPACE: 'stack_spec',
        AUTH_URL: `http://127.0.0.1:${stack.ports.auth}`,
        PROPERTIES_URL: `http://127.0.0.1:${stack.ports.properties}`,
        LEADS_URL: `http://127.0.0.1:${stack.ports.leads}`,
        SCHEDULING_URL: `http://127.0.0.1:${stack.ports.scheduling}`,
        CHAT_URL: `http://127.0.0.1:${stack.ports.chat}`,
        WEB_DIST: path.join(root, 'web', 'dist'),
        IDENTITY_SECRET: stack.identitySecret,
      });
      for (const service of SERVICES) {
        const env = (await (await fetch(`http://127.0.0.1:${stack.ports[service.name]}/env`)).json()) as Record<string, string>;
        expect(env).toMatchObject({
          PORT: String(stack.ports[service.name]),
          DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/stack_spec',
          IDENTITY_SECRET: stack.identitySecret,
          SEED_DEMO_DATA: 'true',
          NODE_ENV: 'development',
        });
      }
      expect(stack.identitySecret).toMatch(/^[0-9a-f]{64}$/);
      expect(printed).toMatch(/^auth {7}│ booting auth$/m);
      expect(printed).toMatch(/^properties │ booting properties$/m);
    } finally {
      await stack.stop();
    }
    const pids = pidsStarted();
    expect(pids).toHaveLength(6);
    expect(pids.filter(isAlive)).toEqual([]);
  });

  it('fails fast with the last log lines of a service that dies at boot, and stops the others', async () => {
    const attempt = startStack(await options({ env: { FAKE_CRASH: 'leads' } }));
    await expect(attempt).rejects.toThrow(/leads exited \(code 3[\s\S]*cannot reach the database/);
    expect(pidsStarted().filter(isAlive)).toEqual([]);
  });

  it('times out naming the process whose /health never answers 200', async () => {
    // Long enough for the other (fake) services to be up even on a busy machine, so only the gateway is waited for.
    const attempt = startStack(await options({ env: { FAKE_UNHEALTHY: 'gateway' }, healthTimeoutMs: 6000 }));
    await expect(attempt).rejects.toThrow(/Timed out after 6s waiting for \/health of gateway \(:\d+, last answer: 503[\s\S]*booting gateway/);
    expect(pidsStarted().filter(isAlive)).toEqual([]);
  });

  it('refuses to start when a port is taken', async () => {
    const opts = await options();
    const blocker = net.createServer().listen(opts.ports!.chat, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    try {
      await expect(startStack(opts)).rejects.toThrow(`Port ${opts.ports!.chat} (chat) already in use`);
    } finally {
      blocker.close();
    }
  });

  it('says what to build when an app is not built', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-spec-empty-'));
    try {
      await expect(startStack({ ...(await options()), root: empty })).rejects.toThrow(
        /Not built: services\/auth\/dist\/main\.js, .*gateway\/dist\/main\.js\. Run `npm run build` first\./,
      );
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('leaves no process behind when the launcher itself is killed', async () => {
    const opts = await options();
    const launcher = spawn(
      process.execPath,
      [
        // The launcher is TypeScript: the child runs it through tsx, as scripts/lib/run-tool.mjs does.
        '--import',
        'tsx/esm',
        '--input-type=module',
        '-e',
        `import { startStack } from ${JSON.stringify(new URL('./stack.ts', import.meta.url).href)};
         await startStack(${JSON.stringify({ ...opts, output: null })});
         console.log('ready');`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((resolve) => launcher.stdout.on('data', resolve));
    const pids = pidsStarted();
    expect(pids.filter(isAlive)).toHaveLength(6);
    launcher.kill('SIGKILL');
    expect(await waitUntil(() => pids.every((pid) => !isAlive(pid)), 5000)).toBe(true);
  });
});
