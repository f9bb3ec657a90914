import { describe, expect, it } from '@jest/globals';
import { endOfAgencyToday } from './dashboard.service.js';

describe('endOfAgencyToday', () => {
  it("is the agency's next midnight at every moment of its day, and moves when the day does", () => {
    // Mexico City is UTC−6: its 27 November runs from 06:00 UTC that day to 06:00 UTC on the 28th.
    const endOf27th = '2026-11-28T06:00:00.000Z';
    expect(endOfAgencyToday(Date.parse('2026-11-27T06:00:00.000Z')).toISOString()).toBe(endOf27th);
    expect(endOfAgencyToday(Date.parse('2026-11-28T05:59:59.999Z')).toISOString()).toBe(endOf27th);
    expect(endOfAgencyToday(Date.parse('2026-11-28T06:00:00.000Z')).toISOString()).toBe('2026-11-29T06:00:00.000Z');
    // An earlier moment (a clock set back) is its own day again, not the later day kept.
    expect(endOfAgencyToday(Date.parse('2026-11-27T12:00:00.000Z')).toISOString()).toBe(endOf27th);
    expect(endOfAgencyToday(Date.parse('2026-11-27T05:59:59.999Z')).toISOString()).toBe('2026-11-27T06:00:00.000Z');
  });
});
