/** Wait before the next attempt after `failedAttempts` failures: base, 2×base, 4×base, ... capped at `maxMs`. */
export function retryDelayMs(failedAttempts: number, baseMs: number, maxMs: number): number {
  const exponent = Math.min(Math.max(failedAttempts - 1, 0), 30);
  return Math.min(baseMs * 2 ** exponent, maxMs);
}
