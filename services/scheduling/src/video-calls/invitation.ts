import { singleLineName } from '@prestigio/contracts';

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

/** 20260715T160000Z: times in UTC, so no VTIMEZONE (and no stale zone rules) is ever involved. */
export function icsUtc(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon, comma and newlines. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A parameter value (a person's name) on one bounded line, quoted when it holds characters that would end it. */
function parameterValue(value: string): string {
  const clean = (singleLineName(value) ?? '').replace(/"/g, '');
  return /[;:,]/.test(clean) ? `"${clean}"` : clean;
}

/** Lines longer than 75 octets continue on the next line after a space, never splitting a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const pieces: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const character of line) {
    const bytes = encoder.encode(character).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (currentBytes + bytes > limit) {
      pieces.push(current);
      current = '';
      currentBytes = 0;
    }
    current += character;
    currentBytes += bytes;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

export function buildInvitation(details: InvitationDetails): string {
  const end = new Date(details.start.getTime() + details.durationMinutes * 60_000);
  const attendeeName = details.attendee.name ? `;CN=${parameterValue(details.attendee.name)}` : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Prestigio Inmobiliaria//Videollamadas//ES',
    'CALSCALE:GREGORIAN',
    `METHOD:${details.method}`,
    'BEGIN:VEVENT',
    `UID:${details.uid}`,
    `SEQUENCE:${details.sequence}`,
    `DTSTAMP:${icsUtc(details.issuedAt)}`,
    `DTSTART:${icsUtc(details.start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${escapeText(details.summary)}`,
    `DESCRIPTION:${escapeText(details.description)}`,
    `LOCATION:${escapeText(details.meetingUrl)}`,
    `URL:${details.meetingUrl}`,
    `ORGANIZER;CN=${parameterValue(details.organizer.name)}:mailto:${details.organizer.email}`,
    `ATTENDEE${attendeeName};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${details.attendee.email}`,
    `STATUS:${details.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
