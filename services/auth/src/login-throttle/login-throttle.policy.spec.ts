import { describe, expect, it } from '@jest/globals';
import { delayFor, usernamePolicy } from './login-throttle.policy.js';

describe('login throttle policy', () => {
  it('does not slow the first failures', () => {
    expect([0, 1, 2, 3].map((f) => delayFor(usernamePolicy, f))).toEqual([0, 0, 0, 0]);
  });

  it('slows further failures progressively, up to the cap', () => {
    expect([4, 5, 6].map((f) => delayFor(usernamePolicy, f))).toEqual([250, 500, 750]);
    expect(delayFor(usernamePolicy, 100)).toBe(usernamePolicy.maxDelayMs);
  });
});
