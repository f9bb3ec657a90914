import { describe, expect, it } from '@jest/globals';
import { internationalPhoneDigits } from '@prestigio/contracts';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('writes Mexican numbers the way people read them', () => {
    expect(formatPhone('525552801500')).toBe('55 5280 1500');
    expect(formatPhone('529991234567')).toBe('999 123 4567');
    expect(formatPhone('3312345678')).toBe('33 1234 5678');
    expect(formatPhone('12025550123')).toBe('12025550123');
  });

  it('gives back, once stored again, the digits it was given (a form shows it and saves it unchanged)', () => {
    for (const stored of ['525552801500', '529991234567', '12025550123']) {
      expect(internationalPhoneDigits(formatPhone(stored))).toBe(stored);
    }
  });
});
