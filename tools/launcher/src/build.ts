import fs from 'node:fs';
import path from 'node:path';
import { runForeground } from './processes.js';

/** Nx rebuilds only what changed since its cached build; `projects` empty means every project. */
export async function buildWithNx(root: string, projects: string[] = []): Promise<void> {
  const args = ['nx', 'run-many', '-t', 'build', ...(projects.length ? ['--projects', projects.join(',')] : [])];
  const code = await runForeground('npx', args, { cwd: root, env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } });
  if (code !== 0) throw new Error(`The build failed (npx ${args.join(' ')}, exit code ${code}); see above.`);
}

/** When the last full build the launcher ran began; under .data/, which git ignores. */
const BUILD_RECORD = path.join('.data', 'last-build.json');
/** Files every project's build reads (nx.json's sharedGlobals, the dependencies' versions, Nx's own settings). */
const SHARED_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json', '.swcrc', 'nx.json'];
/** What a project's build writes or never reads (nx.json's production inputs leave the tests out). */
const NOT_INPUTS = new Set(['node_modules', 'dist', '.vite', 'coverage', 'test', 'e2e']);
const isTestFile = (name: string) => /\.(spec|test)\.tsx?$/.test(name);

/** The workspace projects with a build script (the root package.json's workspaces, one level of wildcard). */
function builtProjects(root: string): string[] {
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces?: string[] };
  const dirs = workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return fs.existsSync(path.join(root, parent)) ? fs.readdirSync(path.join(root, parent)).map((name) => `${parent}/${name}`) : [];
  });
  return dirs.filter((dir) => {
    const manifest = path.join(root, dir, 'package.json');
    return fs.existsSync(manifest) && Boolean((JSON.parse(fs.readFileSync(manifest, 'utf8')) as { scripts?: { build?: string } }).scripts?.build);
  });
}

/**
 * Whether anything under `dir` (a file, or a directory whose entries changed) was modified after `since` (ms). A
 * project's own directory changes with every build (its dist/ is replaced), so only what it holds is compared.
 */
function changedSince(dir: string, since: number, isProjectRoot = false): boolean {
  if (!isProjectRoot && fs.statSync(dir).mtimeMs > since) return true;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (NOT_INPUTS.has(entry.name) || isTestFile(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() ? changedSince(full, since) : fs.statSync(full).mtimeMs > since) return true;
  }
  return false;
}

/**
 * Whether the last full build this launcher ran is still the build of this tree: it succeeded, every project has its
 * dist/, and no input of any project (nor a shared one) was written since that build began. Walking the tree's
 * modification times takes milliseconds where Nx's own check (loading Nx, hashing every input) takes seconds. Any
 * doubt answers false, and Nx decides.
 */
export function buildIsCurrent(root: string): boolean {
  try {
    const { startedAt } = JSON.parse(fs.readFileSync(path.join(root, BUILD_RECORD), 'utf8')) as { startedAt: number };
    const projects = builtProjects(root);
    if (projects.length === 0 || !projects.every((dir) => fs.existsSync(path.join(root, dir, 'dist')))) return false;
    if (SHARED_INPUTS.some((file) => fs.existsSync(path.join(root, file)) && fs.statSync(path.join(root, file)).mtimeMs > startedAt)) return false;
    return !projects.some((dir) => changedSince(path.join(root, dir), startedAt, true));
  } catch {
    return false;
  }
}

/** Every project built with Nx (a cache hit when nothing changed); remembered for buildIsCurrent. */
export async function buildEverything(root: string): Promise<void> {
  const startedAt = Date.now();
  await buildWithNx(root);
  rememberBuild(root, startedAt);
}

/** A full build that began at `startedAt` (ms) succeeded. */
export function rememberBuild(root: string, startedAt: number): void {
  fs.mkdirSync(path.join(root, path.dirname(BUILD_RECORD)), { recursive: true });
  fs.writeFileSync(path.join(root, BUILD_RECORD), `${JSON.stringify({ startedAt })}\n`);
}
