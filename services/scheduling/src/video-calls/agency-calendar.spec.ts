import { describe, expect, it } from '@jest/globals';
import { slotProblem, slotsOf, type AgencyCalendar } from './agency-calendar.js';

const calendar: AgencyCalendar = { openDays: [1, 2, 3, 4, 5], firstHour: 9, lastHour: 17, closedDates: ['2026-12-25'] };
const now = new Date('2026-07-01T12:00:00Z');

describe('the agency calendar', () => {
  it('accepts a future weekday on the hour from 09:00 to 17:00 Mexico City time', () => {
    expect(slotProblem(calendar, new Date('2026-07-15T15:00:00Z'), now)).toBeNull(); // 09:00
    expect(slotProblem(calendar, new Date('2026-07-15T23:00:00Z'), now)).toBeNull(); // 17:00
    expect(slotProblem(calendar, new Date('2026-08-26T15:00:00Z'), now)).toBeNull(); // 09:00 in late August too
  });

  it('books at most 60 days ahead (a call in 2030 or 9999 filled the calendar)', () => {
    expect(slotProblem(calendar, new Date('2026-08-28T23:00:00Z'), now)).toBeNull(); // day 58, 17:00
    expect(slotProblem(calendar, new Date('2026-09-01T15:00:00Z'), now)).toBe('beyondHorizon'); // day 62
    expect(slotProblem(calendar, new Date('2030-07-17T15:00:00Z'), now)).toBe('beyondHorizon');
    expect(slotProblem(calendar, new Date('9999-12-31T15:00:00Z'), now)).toBe('beyondHorizon');
  });

  it('names the problem of every other time', () => {
    expect(slotProblem(calendar, new Date('2026-06-30T16:00:00Z'), now)).toBe('inThePast');
    expect(slotProblem(calendar, new Date('2026-07-15T16:30:00Z'), now)).toBe('offTheHour');
    expect(slotProblem(calendar, new Date('2026-07-15T14:00:00Z'), now)).toBe('outsideHours'); // 08:00
    expect(slotProblem(calendar, new Date('2026-07-16T00:00:00Z'), now)).toBe('outsideHours'); // 18:00
    expect(slotProblem(calendar, new Date('2026-07-19T16:00:00Z'), now)).toBe('closedDay'); // Sunday
    expect(slotProblem(calendar, new Date('2026-12-25T16:00:00Z'), now)).toBe('closedDay'); // holiday
  });

  it('lists the nine slots of an open day and none of a closed one', () => {
    const slots = slotsOf(calendar, '2026-07-15');
    expect(slots.map((slot) => slot.hour)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(slots[1]!.startsAt.toISOString()).toBe('2026-07-15T16:00:00.000Z');
    expect(slotsOf(calendar, '2026-07-18')).toEqual([]);
  });
});
