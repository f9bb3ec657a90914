import { describe, expect, it } from '@jest/globals';
import { retryDelayMs } from './mail-backoff.js';

describe('retryDelayMs', () => {
  it('doubles the wait after each failure, starting at the base', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 30_000, 3_600_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('never waits longer than the maximum, however many failures', () => {
    expect(retryDelayMs(8, 30_000, 3_600_000)).toBe(3_600_000);
    expect(retryDelayMs(10_000, 30_000, 3_600_000)).toBe(3_600_000);
  });
});
