// The agency's clock: every date and hour the product shows or books is Mexico City's wall clock. The zone's rules
// come from the runtime's Intl data through @date-fns/tz (Mexico has had no daylight-saving time since 2022, and the
// data knows it), so nothing here guesses an offset.
import { TZDate } from '@date-fns/tz';

/** The agency's time zone (DESIGN §3). */
export const AGENCY_TIME_ZONE = 'America/Mexico_City';

export interface AgencyDateTimeParts {
  /** YYYY-MM-DD in the agency's zone. */
  date: string;
  hour: number;
  minute: number;
  second: number;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  isoWeekday: number;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The wall-clock date and time of an instant in Mexico City. */
export function agencyParts(instant: Date): AgencyDateTimeParts {
  const clock = new TZDate(instant.getTime(), AGENCY_TIME_ZONE);
  return {
    date: `${clock.getFullYear()}-${twoDigits(clock.getMonth() + 1)}-${twoDigits(clock.getDate())}`,
    hour: clock.getHours(),
    minute: clock.getMinutes(),
    second: clock.getSeconds(),
    isoWeekday: clock.getDay() || 7,
  };
}

/** The instant at which Mexico City's clock reads `date` (YYYY-MM-DD) at `hour`:00. */
export function agencyDateTimeToUtc(date: string, hour: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, hour, AGENCY_TIME_ZONE).getTime());
}

/** Adds whole days to a YYYY-MM-DD date (calendar arithmetic: no zone involved). */
export function addDaysToDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const dateFormatter = new Intl.DateTimeFormat('es-MX', {
  timeZone: AGENCY_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormatter = new Intl.DateTimeFormat('es-MX', { timeZone: AGENCY_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const dayMonthFormatter = new Intl.DateTimeFormat('es-MX', { timeZone: AGENCY_TIME_ZONE, day: 'numeric', month: 'long' });

/** "27 de noviembre a las 10:00" in the agency's zone: a toast's or a list's short date and time. */
export function formatAgencyDayAndTime(instant: Date): string {
  return `${dayMonthFormatter.format(instant)} a las ${timeFormatter.format(instant)}`;
}

/** "martes, 14 de julio de 2026" in the agency's zone. */
export function formatAgencyDate(instant: Date): string {
  return dateFormatter.format(instant);
}
/** "10:00" in the agency's zone. */
export function formatAgencyTime(instant: Date): string {
  return timeFormatter.format(instant);
}
