// The install step every entry script takes first. It loads only Node built-ins (and processes.mjs, which does too),
// because on a fresh clone nothing else is installed yet: the rest of the launcher is imported after it.
import fs from 'node:fs';
import path from 'node:path';
import { runForeground } from './processes.mjs';

const defaultRoot = path.resolve(import.meta.dirname, '../..');

/** npm writes node_modules/.package-lock.json on every install; missing or older than package-lock.json: stale. */
export function dependenciesAreCurrent(root = defaultRoot) {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (!fs.existsSync(installed)) return false;
  return fs.statSync(installed).mtimeMs >= fs.statSync(path.join(root, 'package-lock.json')).mtimeMs;
}

/**
 * Runs `npm install` from package-lock.json when the dependencies are missing or stale. Resolves to true when they
 * are current afterwards. (`npm ci` would be stricter, but this registry lacks other platforms' optional packages,
 * which makes `npm ci` refuse the lock; `npm install` installs the same versions from it.)
 */
export async function ensureDependencies({ root = defaultRoot, announce = (text) => process.stdout.write(`${text}\n`) } = {}) {
  if (dependenciesAreCurrent(root)) return true;
  announce('▶ Installing dependencies (npm install)');
  const code = await runForeground('npm', ['install', '--no-audit', '--no-fund'], { cwd: root });
  if (code !== 0) {
    process.stderr.write('\n✖ npm install failed (see above). Node.js 20.19 or newer and the npm registry are needed.\n');
    return false;
  }
  return true;
}
