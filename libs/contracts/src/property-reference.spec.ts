import { describe, expect, it } from '@jest/globals';
import { internationalPhoneDigits } from './phone.js';
import { formatPropertyReference, parsePropertyReference } from './property.js';

describe('a listing reference', () => {
  it('reads "PRE-" and six digits at least, and is found however it is typed', () => {
    expect(formatPropertyReference(123)).toBe('PRE-000123');
    expect(formatPropertyReference(1_234_567)).toBe('PRE-1234567');
    for (const typed of ['PRE-000123', 'pre 123', ' Ref. PRE-123 ', 'pre000123']) expect(parsePropertyReference(typed)).toBe(123);
    for (const other of ['123', 'Polanco', 'PRE-', 'PRE-12a', 'presidente']) expect(parsePropertyReference(other)).toBeNull();
  });
});

describe("an agent's phone for links", () => {
  it("keeps the digits, adding Mexico's 52 to a ten-digit number", () => {
    expect(internationalPhoneDigits('(55) 1234-5678')).toBe('525512345678');
    expect(internationalPhoneDigits('+52 33 3615 2200')).toBe('523336152200');
    expect(internationalPhoneDigits('+1 202 555 0123')).toBe('12025550123');
  });
});
