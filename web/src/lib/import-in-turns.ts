/** Lets the browser paint and answer input between two pieces of work. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The libraries behind every form, heaviest first: zod with the contracts' shared rules (lib/spanish-zod), then
 * react-hook-form. A chunk with a form would otherwise evaluate them and the form's own code in one task.
 */
export const formLibraries: ReadonlyArray<() => Promise<unknown>> = [() => import('./spanish-zod'), () => import('react-hook-form')];

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
