// The README's front door, as a newcomer meets it: a clone of the working tree with nothing installed, in a folder
// only its owner may enter, and `npm start`. It must install, build, start an embedded Postgres (none answers on the
// port it is given), serve a healthy site, and stop everything on Ctrl-C.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestNamespace, freePort, type TestNamespace } from '@prestigio/testing';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const SHARED_POSTGRES_ROOT = '/var/tmp/prestigio-embedded-postgres';
const READY_LINE = 'Prestigio is running at';


function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** `git clone` of this repository, then the working tree's own files over it (uncommitted work is what is tested). */
function cloneWorkingTree(target: string): void {
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', repoRoot, target]);
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot });
  for (const file of listed.toString('utf8').split('\0').filter(Boolean)) {
    const source = path.join(repoRoot, file);
    const copy = path.join(target, file);
    if (!fs.existsSync(source)) {
      fs.rmSync(copy, { force: true });
      continue;
    }
    fs.mkdirSync(path.dirname(copy), { recursive: true });
    fs.copyFileSync(source, copy);
    fs.chmodSync(copy, fs.statSync(source).mode);
  }
}

/** Processes whose command line or working directory lies inside `dir`. */
function processesInside(dir: string): string[] {
  const found: string[] = [];
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
      if (cmdline.includes(dir) || cwd.startsWith(dir)) found.push(`${pid}: ${cmdline.trim()}`);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/** The launcher's environment minus what `npm test` itself sets, as a newcomer's shell would have it. */
function newcomerEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|INIT_CWD$|NODE_ENV$|NODE_OPTIONS$|JEST_|E2E_)/.test(key)) continue;
    env[key] = value;
  }
  return { ...env, ...extra, CI: 'true', NO_COLOR: '1' };
}

describe('a fresh clone', () => {
  let parent: string;
  let clone: string;
  let namespace: TestNamespace;
  let launcher: ChildProcess | undefined;
  let output = '';
  const ports = { gateway: 0, postgres: 0 };
  const sharedRootExisted = fs.existsSync(SHARED_POSTGRES_ROOT);
  const sharedEntriesBefore = new Set(sharedRootExisted ? fs.readdirSync(SHARED_POSTGRES_ROOT) : []);

  beforeAll(async () => {
    // mkdtemp makes a 0700 folder: the postgres system user cannot enter it, as with a clone under /root.
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'prestigio-fresh-clone-'));
    clone = path.join(parent, 'prestigio');
    cloneWorkingTree(clone);
    namespace = createTestNamespace('clone');
    ports.gateway = await freePort();
    ports.postgres = await freePort();
  });

  afterAll(async () => {
    if (launcher && launcher.exitCode === null && launcher.signalCode === null) {
      try {
        process.kill(-launcher.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await namespace?.cleanup();
    fs.rmSync(parent, { recursive: true, force: true });
    // What the embedded Postgres left in the shared place for this clone (its cluster, the binaries' copy).
    if (fs.existsSync(SHARED_POSTGRES_ROOT)) {
      for (const entry of fs.readdirSync(SHARED_POSTGRES_ROOT)) {
        if (!sharedEntriesBefore.has(entry)) fs.rmSync(path.join(SHARED_POSTGRES_ROOT, entry), { recursive: true, force: true });
      }
      if (!sharedRootExisted && fs.readdirSync(SHARED_POSTGRES_ROOT).length === 0) fs.rmdirSync(SHARED_POSTGRES_ROOT);
    }
  });

  it('installs, builds and serves the product with `npm start`, and Ctrl-C stops everything', async () => {
    expect(fs.existsSync(path.join(clone, 'node_modules'))).toBe(false);
    launcher = spawn('npm', ['start'], {
      cwd: clone,
      // Its own process group, like a terminal's foreground job: Ctrl-C reaches npm and the launcher together.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: newcomerEnv({
        PORT: String(ports.gateway),
        // Nothing listens there, so the launcher must start its embedded Postgres inside the closed folder.
        DATABASE_URL: `postgres://postgres@127.0.0.1:${ports.postgres}/prestigio`,
        NATS_URL: namespace.natsUrl,
        NATS_NAMESPACE: namespace.namespace,
      }),
    });
    const exited = new Promise<number | null>((resolve) => launcher!.once('exit', (code) => resolve(code)));
    const ready = new Promise<void>((resolve, reject) => {
      const collect = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (output.includes(READY_LINE)) resolve();
      };
      launcher!.stdout!.on('data', collect);
      launcher!.stderr!.on('data', collect);
      exited.then((code) => reject(new Error(`npm start exited (code ${code}) before the site was up:\n${output.slice(-4000)}`)));
    });
    await ready;

    expect(output).toContain('Installing dependencies (npm install)');
    expect(output).toContain('embedded');
    const base = `http://127.0.0.1:${ports.gateway}`;
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
    const landing = await fetch(`${base}/`);
    expect(landing.status).toBe(200);
    // The landing comes prerendered: its root carries the server's markup (data-prerendered).
    expect(await landing.text()).toMatch(/<div id="root"[^>]*>\s*<\w/);
    const search = await fetch(`${base}/api/properties/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationType: 'comprar' }),
    });
    expect(search.status).toBe(200);
    expect(((await search.json()) as { count: number }).count).toBeGreaterThan(0);

    process.kill(-launcher.pid!, 'SIGINT');
    let timer: NodeJS.Timeout | undefined;
    const code = await Promise.race([
      exited,
      new Promise((resolve) => {
        timer = setTimeout(() => resolve('still running'), 60_000);
      }),
    ]);
    clearTimeout(timer);
    expect(code).not.toBe('still running');
    expect(output).toContain('Stopping Prestigio');
    expect(await portAnswers(ports.gateway)).toBe(false);
    expect(await portAnswers(ports.postgres)).toBe(false);
    expect(processesInside(clone)).toEqual([]);
  }, 20 * 60_000);
});
