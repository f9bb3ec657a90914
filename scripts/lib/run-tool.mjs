// What every entry script in scripts/ does: install the dependencies when missing or stale, then run one of the
// TypeScript tools under tools/ in this same Node process through tsx (Node 20 cannot run TypeScript by itself; tsx
// compiles each file on load and caches it, about 0.3 s on the first run, no build step). Only Node built-ins load
// before the install step: a fresh clone has nothing else yet.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureDependencies, repoRoot } from './dependencies.mjs';

const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);

/** Runs `tools/<tool>` (a path such as 'launcher/src/start.ts'); its command-line arguments are this process's. */
export async function runTool(tool) {
  if (!(await ensureDependencies({ announce: (text) => process.stdout.write(`\n${bold(text)}\n`) }))) process.exit(1);
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(path.join(repoRoot, 'tools', tool)).href);
}
