import { describe, expect, it } from '@jest/globals';
import { phoneKey } from './phone-key.js';

describe('phoneKey', () => {
  it('gives a Mexican number the same key however it is written', () => {
    for (const written of [
      '5512345678',
      '55 1234 5678',
      '(55) 1234-5678',
      '+52 (55) 1234-5678',
      '+52 1 55 1234 5678',
      '52 55 1234 5678',
      '0052 55 1234 5678',
      '044 55 1234 5678',
      '55.1234.5678',
    ]) {
      expect(phoneKey(written)).toBe('5512345678');
    }
  });

  it('keeps a foreign number whole, so it never matches a Mexican one with the same last ten digits', () => {
    expect(phoneKey('+1 (415) 555-0100')).toBe('14155550100');
    expect(phoneKey('001 415 555 0100')).toBe('14155550100');
    expect(phoneKey('415 555 0100')).toBe('4155550100');
  });

  it('keeps short local numbers as they are and refuses to key a number with too few digits', () => {
    expect(phoneKey('1234-5678')).toBe('12345678');
    expect(phoneKey('123-45-67')).toBeNull();
    expect(phoneKey('++++ ----')).toBeNull();
    expect(phoneKey('+44 1234')).toBeNull();
  });
});
