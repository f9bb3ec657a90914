import { describe, expect, it } from '@jest/globals';
import { accountAndAddressLimit, accountLimit, delayFor, refusalMessage, slowdown } from './login-throttle.policy.js';

describe('login throttle policy', () => {
  it('does not slow the first failures', () => {
    expect([0, 1, 2, 3].map(delayFor)).toEqual([0, 0, 0, 0]);
  });

  it('slows further failures progressively, up to the cap', () => {
    expect([4, 5, 6].map(delayFor)).toEqual([250, 500, 750]);
    expect(delayFor(100)).toBe(slowdown.maxMs);
  });

  it('gives the account alone a higher, longer limit than one account from one address', () => {
    expect(accountLimit.failures).toBeGreaterThan(accountAndAddressLimit.failures * 5);
    expect(accountLimit.windowSeconds).toBeGreaterThan(accountAndAddressLimit.windowSeconds);
  });

  it('says in whole minutes how long to wait', () => {
    expect(refusalMessage(14 * 60_000 + 1)).toBe('Demasiados intentos fallidos. Intenta de nuevo en 15 minutos.');
    expect(refusalMessage(10)).toBe('Demasiados intentos fallidos. Intenta de nuevo en 1 minuto.');
  });
});
