/** Lets the browser paint and answer input between two pieces of work. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Settles when the browser is next idle (at the latest after `timeoutMs`, when given). */
export function browserIdle(timeoutMs?: number): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    else setTimeout(resolve, 50);
  });
}

/** zod with the contracts' shared rules (lib/spanish-zod): about 40 ms to evaluate on a phone. */
const loadZod = () => import('./spanish-zod');

/** What the contracts' schemas need first: zod. */
export const schemaLibraries: ReadonlyArray<() => Promise<unknown>> = [loadZod];

/**
 * The libraries behind every form, heaviest first: zod, then react-hook-form. A chunk with a form would otherwise
 * evaluate them and the form's own code in one task.
 */
export const formLibraries: ReadonlyArray<() => Promise<unknown>> = [loadZod, () => import('react-hook-form')];

/**
 * Imports `load` after `parts`, each part in a task of its own: a chunk's static imports are all evaluated in the
 * task that imports it, which on a phone held its main thread for well over 50 ms (docs/performance.md, issue 28).
 * A part already evaluated costs nothing but its task's turn.
 */
export async function importInTurns<M>(parts: ReadonlyArray<() => Promise<unknown>>, load: () => Promise<M>): Promise<M> {
  for (const part of parts) {
    await part();
    await nextTask();
  }
  return load();
}
