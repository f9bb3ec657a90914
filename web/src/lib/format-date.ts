import { AGENCY_TIME_ZONE, formatAgencyTime } from '@prestigio/contracts';

const dateFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: AGENCY_TIME_ZONE });

/**
 * A calendar date as people at the agency read it (es-MX, in the agency's time zone, so a late-evening timestamp is
 * not shown as the next day). An unreadable value gives an em dash rather than "Invalid Date".
 */
export function formatDate(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

/** A date and its time as the agency reads them ("15 mar 2026, 10:00"); an em dash for an unreadable value. */
export function formatDateTime(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  return Number.isNaN(date.getTime()) ? '—' : `${dateFormat.format(date)}, ${formatAgencyTime(date)}`;
}
