// The install step every entry script takes first. It loads only Node built-ins, because on a fresh clone nothing
// else is installed yet: the tools (TypeScript, run through tsx) are imported after it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** npm writes node_modules/.package-lock.json on every install; missing or older than package-lock.json: stale. */
export function dependenciesAreCurrent(root = repoRoot) {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (!fs.existsSync(installed)) return false;
  return fs.statSync(installed).mtimeMs >= fs.statSync(path.join(root, 'package-lock.json')).mtimeMs;
}

/** `npm install` in the foreground, its output on this terminal; resolves to its exit code. */
function npmInstall(root) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', () => resolve(127));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Runs `npm install` from package-lock.json when the dependencies are missing or stale. Resolves to true when they
 * are current afterwards. (`npm ci` would be stricter, but this registry lacks other platforms' optional packages,
 * which makes `npm ci` refuse the lock; `npm install` installs the same versions from it.)
 */
export async function ensureDependencies({ root = repoRoot, announce = (text) => process.stdout.write(`${text}\n`) } = {}) {
  if (dependenciesAreCurrent(root)) return true;
  announce('▶ Installing dependencies (npm install)');
  if ((await npmInstall(root)) !== 0) {
    process.stderr.write('\n✖ npm install failed (see above). Node.js 20.19 or newer and the npm registry are needed.\n');
    return false;
  }
  return true;
}
