import { describe, expect, it } from '@jest/globals';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes the date in Mexican Spanish', () => {
    expect(formatDate('2026-03-15T18:00:00.000Z')).toMatch(/^15 mar(\.|) 2026$/);
  });

  it("uses the agency's time zone, not UTC, for the calendar day", () => {
    // 02:30 UTC on the 1st is still the evening of the 31st in Mexico City (UTC-6).
    expect(formatDate('2026-01-01T02:30:00.000Z')).toMatch(/^31 dic(\.|) 2025$/);
  });

  it('shows an em dash for an unreadable value', () => {
    expect(formatDate('no es una fecha')).toBe('—');
  });
});
