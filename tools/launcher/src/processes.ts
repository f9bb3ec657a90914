// Child processes that never outlive the launcher: each runs in its own process group (so a Ctrl-C in the terminal
// reaches only the launcher, which then stops things in order), is killed with its group when the launcher exits,
// and Node children also watch their parent (exit-with-parent.mjs) in case the launcher is killed outright.
import { spawn, type ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import type { LineLog } from './log.js';

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  error?: Error;
}

/** A child the launcher owns: `exited` resolves once it is gone. */
export type ManagedChild = ChildProcess & { exited: Promise<ChildExit> };

interface SpawnOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  log: LineLog;
  uid?: number;
  gid?: number;
}

const live = new Set<ManagedChild>();
let exitHookInstalled = false;

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // 'exit' handlers must be synchronous: a kill is, waiting is not possible here.
  process.on('exit', () => {
    for (const child of live) killGroup(child, 'SIGKILL');
  });
}

export const exitWithParentPreload = pathToFileURL(new URL('./exit-with-parent.mjs', import.meta.url).pathname).href;

/**
 * Spawns `command args` in its own process group with stdout/stderr piped into `log` (see log.ts), optionally as
 * another user (`uid`, `gid`: root running Postgres). Returns the child with an `exited` promise resolving to
 * `{ code, signal }`, or `{ error }` when it could not start at all.
 */
export function spawnManaged(command: string, args: string[], { cwd, env, log, uid, gid }: SpawnOptions): ManagedChild {
  installExitHook();
  const ids = uid === undefined ? {} : { uid, gid };
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...ids }) as ManagedChild;
  live.add(child);
  log.follow(child.stdout!);
  log.follow(child.stderr!);
  child.exited = new Promise<ChildExit>((resolve) => {
    child.once('error', (error) => {
      live.delete(child);
      log.write(`failed to start: ${error.message}`);
      resolve({ code: null, signal: null, error });
    });
    child.once('exit', (code, signal) => {
      live.delete(child);
      resolve({ code, signal });
    });
  });
  return child;
}

/** Spawns a Node script that also stops itself if the launcher dies. */
export function spawnNode(script: string, { cwd, env, log }: Omit<SpawnOptions, 'uid' | 'gid'>): ManagedChild {
  return spawnManaged(process.execPath, ['--enable-source-maps', '--import', exitWithParentPreload, script], {
    cwd,
    env,
    log,
  });
}

export function isRunning(child: ManagedChild): boolean {
  return child.exitCode === null && child.signalCode === null && live.has(child);
}

/** `signal` (SIGTERM), up to `graceMs` to exit, then SIGKILL. Resolves once the process is gone. */
export async function stopProcess(child: ManagedChild, graceMs = 10_000, signal: NodeJS.Signals = 'SIGTERM'): Promise<ChildExit> {
  if (!isRunning(child)) return child.exited;
  killGroup(child, signal);
  let timer: NodeJS.Timeout | undefined;
  const gracefully = await Promise.race([
    child.exited.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), graceMs);
    }),
  ]);
  clearTimeout(timer);
  if (!gracefully) killGroup(child, 'SIGKILL');
  return child.exited;
}

/** Kills every child still alive at once, without waiting: the second Ctrl-C. */
export function killAllNow() {
  for (const child of live) killGroup(child, 'SIGKILL');
}

/**
 * Runs a command in the foreground, printing to the terminal, and resolves to its exit code. Its stdin is not the
 * terminal: nothing run here should ask questions (Nx, for one, prompts about analytics on a TTY and blocks).
 */
export function runForeground(command: string, args: string[], { cwd, env }: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', (error) => {
      process.stderr.write(`Could not run ${command}: ${error.message}\n`);
      resolve(127);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}
