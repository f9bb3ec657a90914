import { describe, expect, it } from '@jest/globals';
import { addDaysToDate, agencyDateTimeToUtc, agencyParts, formatAgencyDate, formatAgencyTime } from './agency-time.js';

describe("the agency's clock (America/Mexico_City, no daylight-saving time since 2022)", () => {
  it('puts 10:00 of a July day at 16:00Z, not 15:00Z as the abolished summer time would', () => {
    expect(agencyDateTimeToUtc('2026-07-15', 10).toISOString()).toBe('2026-07-15T16:00:00.000Z');
  });

  it('puts 10:00 of a January day at 16:00Z as well', () => {
    expect(agencyDateTimeToUtc('2027-01-20', 10).toISOString()).toBe('2027-01-20T16:00:00.000Z');
  });

  it('reads an instant back as the wall-clock date, hour and ISO weekday', () => {
    expect(agencyParts(new Date('2026-07-15T16:00:00Z'))).toEqual({ date: '2026-07-15', hour: 10, minute: 0, second: 0, isoWeekday: 3 });
    // 02:00Z on a Sunday is still Saturday evening in Mexico City.
    expect(agencyParts(new Date('2026-11-29T02:30:00Z'))).toMatchObject({ date: '2026-11-28', hour: 20, minute: 30, isoWeekday: 6 });
    expect(formatAgencyTime(new Date('2027-01-20T23:00:00Z'))).toBe('17:00');
  });

  it('reads January at UTC−6 too: 16:00Z is 10:00, a Wednesday', () => {
    expect(agencyParts(new Date('2027-01-20T16:00:00Z'))).toEqual({ date: '2027-01-20', hour: 10, minute: 0, second: 0, isoWeekday: 3 });
  });

  it('keeps the date right on both sides of the agency\'s midnight', () => {
    // 05:59:59Z is 23:59:59 of the day before in Mexico City; 06:00Z is the new day's 00:00.
    expect(agencyParts(new Date('2026-07-16T05:59:59Z'))).toEqual({ date: '2026-07-15', hour: 23, minute: 59, second: 59, isoWeekday: 3 });
    expect(agencyParts(new Date('2026-07-16T06:00:00Z'))).toEqual({ date: '2026-07-16', hour: 0, minute: 0, second: 0, isoWeekday: 4 });
    expect(agencyDateTimeToUtc('2027-01-01', 0).toISOString()).toBe('2027-01-01T06:00:00.000Z');
    expect(formatAgencyDate(new Date('2027-01-01T05:30:00Z'))).toBe('jueves, 31 de diciembre de 2026');
  });

  it('adds days across month and year ends', () => {
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDate('2026-03-01', -1)).toBe('2026-02-28');
  });
});
