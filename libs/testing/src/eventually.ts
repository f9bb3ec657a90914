/**
 * Polls `check` until it stops throwing (or returns a value other than false), for assertions on work that happens
 * asynchronously (relays, consumers). Rethrows the last failure after `timeoutMs`.
 */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 5_000, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const result = await check();
      if (result !== false) return result;
      throw new Error('condition still false');
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
