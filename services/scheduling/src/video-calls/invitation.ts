import { singleLineName } from '@prestigio/contracts';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** What an iCalendar invitation (RFC 5545/5546) for one call says. */
export interface InvitationDetails {
  method: 'REQUEST' | 'CANCEL';
  /** Stable for the life of the call, so updates and the cancellation replace the same calendar entry. */
  uid: string;
  /** Raised at every change; calendars ignore an update whose SEQUENCE is not higher. */
  sequence: number;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  meetingUrl: string;
  organizer: { name: string; email: string };
  attendee: { name: string | null; email: string };
  /** When the invitation is issued (DTSTAMP). */
  issuedAt: Date;
}

/**
 * The invitation as ical-generator writes it: times in UTC (no VTIMEZONE, so no stale zone rules), TEXT escaped, lines
 * folded at 75 octets without splitting a character, CRLF line ends (the last one included, as RFC 5545 asks).
 * Names go through singleLineName first: a person's name is one bounded line whatever they typed.
 */
export function buildInvitation(details: InvitationDetails): string {
  const calendar = ical({
    prodId: { company: 'Prestigio Inmobiliaria', product: 'Videollamadas', language: 'ES' },
    method: details.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: details.uid,
    sequence: details.sequence,
    stamp: details.issuedAt,
    start: details.start,
    end: new Date(details.start.getTime() + details.durationMinutes * 60_000),
    summary: details.summary,
    description: details.description,
    location: details.meetingUrl,
    url: details.meetingUrl,
    organizer: { name: singleLineName(details.organizer.name) ?? 'Prestigio Inmobiliaria', email: details.organizer.email },
    attendees: [
      {
        name: singleLineName(details.attendee.name ?? '') ?? undefined,
        email: details.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: false,
      },
    ],
    status: details.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return `${calendar.toString()}\r\n`;
}
