import { agencyDateTimeToUtc, agencyParts, VIDEO_CALL_HORIZON_DAYS } from '@prestigio/contracts';

/** The agency's bookable calendar: which days open and which hours start a slot, in America/Mexico_City. */
export interface AgencyCalendar {
  openDays: number[];
  firstHour: number;
  lastHour: number;
  closedDates: string[];
}

export type SlotProblem = 'inThePast' | 'offTheHour' | 'outsideHours' | 'closedDay' | 'beyondHorizon';

/** The last instant a call may start: VIDEO_CALL_HORIZON_DAYS from now. */
export function horizonOf(now: Date): number {
  return now.getTime() + VIDEO_CALL_HORIZON_DAYS * 86_400_000;
}

export function isOpenDate(calendar: AgencyCalendar, date: string, isoWeekday: number): boolean {
  return calendar.openDays.includes(isoWeekday) && !calendar.closedDates.includes(date);
}

export function slotHours(calendar: AgencyCalendar): number[] {
  const hours: number[] = [];
  for (let hour = calendar.firstHour; hour <= calendar.lastHour; hour++) hours.push(hour);
  return hours;
}

/** Why a start time cannot be booked, or null when it can. */
export function slotProblem(calendar: AgencyCalendar, start: Date, now: Date): SlotProblem | null {
  if (start.getTime() <= now.getTime()) return 'inThePast';
  const parts = agencyParts(start);
  if (parts.minute !== 0 || parts.second !== 0 || start.getUTCMilliseconds() !== 0) return 'offTheHour';
  if (!isOpenDate(calendar, parts.date, parts.isoWeekday)) return 'closedDay';
  if (parts.hour < calendar.firstHour || parts.hour > calendar.lastHour) return 'outsideHours';
  if (start.getTime() > horizonOf(now)) return 'beyondHorizon';
  return null;
}

/** The start instants of a date's slots (empty on a closed date). */
export function slotsOf(calendar: AgencyCalendar, date: string): Array<{ hour: number; startsAt: Date }> {
  const isoWeekday = agencyParts(agencyDateTimeToUtc(date, 12)).isoWeekday;
  if (!isOpenDate(calendar, date, isoWeekday)) return [];
  return slotHours(calendar).map((hour) => ({ hour, startsAt: agencyDateTimeToUtc(date, hour) }));
}
