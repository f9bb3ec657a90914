import { describe, expect, it } from '@jest/globals';
import { buildInvitation, type InvitationDetails } from './invitation.js';

const details: InvitationDetails = {
  method: 'REQUEST',
  uid: 'f3b0c442-98fc-4c14-9afb-4c8996fb9242@prestigio.mx',
  sequence: 2,
  start: new Date('2026-07-15T16:00:00Z'),
  durationMinutes: 30,
  summary: 'Videollamada con Prestigio Inmobiliaria',
  description: 'Únase en https://meet.jit.si/PrestigioX; o cambie la cita, si lo necesita.\nGracias',
  meetingUrl: 'https://meet.jit.si/PrestigioX',
  organizer: { name: 'Prestigio Inmobiliaria', email: 'citas@prestigio.mx' },
  attendee: { name: 'Pérez, Ana', email: 'ana@correo.mx' },
  issuedAt: new Date('2026-07-01T12:34:56.789Z'),
};

/** Unfolds continuation lines, as a calendar client reads them. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('buildInvitation', () => {
  it('writes the call in UTC with its UID, SEQUENCE and method, in CRLF lines', () => {
    const ics = buildInvitation(details);
    const lines = unfold(ics);
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        'UID:f3b0c442-98fc-4c14-9afb-4c8996fb9242@prestigio.mx',
        'SEQUENCE:2',
        'DTSTAMP:20260701T123456Z',
        'DTSTART:20260715T160000Z',
        'DTEND:20260715T163000Z',
        'STATUS:CONFIRMED',
        'DESCRIPTION:Únase en https://meet.jit.si/PrestigioX\\; o cambie la cita\\, si lo necesita.\\nGracias',
      ]),
    );
    const attendee = lines.find((line) => line.startsWith('ATTENDEE'))!;
    // A name with a comma is quoted, so it cannot end the parameter; the address is the value.
    expect(attendee).toContain(';CN="Pérez, Ana"');
    expect(attendee).toMatch(/;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE/);
    expect(attendee).toMatch(/:mailto:ana@correo\.mx$/i);
    expect(lines.find((line) => line.startsWith('ORGANIZER'))).toMatch(/^ORGANIZER;CN="?Prestigio Inmobiliaria"?:mailto:citas@prestigio\.mx$/i);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const ics = buildInvitation({ ...details, description: 'ñ'.repeat(200) });
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`DESCRIPTION:${'ñ'.repeat(200)}`);
  });

  it('marks a cancellation CANCELLED under METHOD:CANCEL', () => {
    const lines = unfold(buildInvitation({ ...details, method: 'CANCEL', sequence: 3 }));
    expect(lines).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:3']));
  });
});
