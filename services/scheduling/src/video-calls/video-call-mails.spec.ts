import { describe, expect, it } from '@jest/globals';
import { mailsForChange, moveOfferMail, reminderKeys } from './video-call-mails.js';
import type { VideoCall } from './video-call.entity.js';

const call = {
  id: '0b9f5d38-3f0c-4c55-9a57-3d8e7c1b2a10',
  leadId: '5f1e0c7a-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
  leadName: 'Ana Pérez',
  leadEmail: 'ana@correo.mx',
  leadPhone: '55 1234 5678',
  agentId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  agentName: 'Luis Ortega',
  agentEmail: 'luis@prestigio.mx',
  agentPhone: '525512345678',
  scheduledAt: new Date('2027-07-14T16:00:00Z'),
  durationMinutes: 30,
  status: 'programada',
  meetingUrl: 'https://meet.jit.si/Prestigio0123456789abcdef01234567',
  manageToken: 'token',
  sequence: 0,
} as VideoCall;
const context = { from: 'Prestigio Inmobiliaria <citas@prestigio.mx>', manageUrl: 'https://prestigio.mx/videollamada/token', now: new Date('2027-07-01T00:00:00Z') };

describe('mailsForChange', () => {
  it('books: the visitor invitation, the agent notice, and reminders 24 h and 1 h before with per-version keys', () => {
    const mails = mailsForChange(call, 'scheduled', context);
    expect(mails.map((mail) => [mail.to, mail.subject, mail.sendAfter?.toISOString(), mail.dedupeKey])).toEqual([
      ['ana@correo.mx', 'Videollamada agendada: miércoles, 14 de julio de 2027, 10:00', undefined, undefined],
      ['luis@prestigio.mx', 'Nueva videollamada con Ana Pérez', undefined, undefined],
      ['ana@correo.mx', 'Recordatorio: su videollamada es mañana', '2027-07-13T16:00:00.000Z', `video-call:${call.id}:0:reminder-24h`],
      ['ana@correo.mx', 'Recordatorio: su videollamada es en una hora', '2027-07-14T15:00:00.000Z', `video-call:${call.id}:0:reminder-1h`],
    ]);
    expect(mails[0]!.calendar?.content).toMatch(/\r\nORGANIZER;CN="?Prestigio Inmobiliaria"?:mailto:citas@prestigio\.mx\r\n/i);
    expect(reminderKeys(call)).toEqual([mails[2]!.dedupeKey, mails[3]!.dedupeKey]);
  });

  it("signs the visitor's e-mail with the agent's name and phone, or the agency's when no agent took the call", () => {
    expect(mailsForChange(call, 'scheduled', context)[0]!.text).toMatch(/Atentamente,\nLuis Ortega\nAsesor de Prestigio Inmobiliaria\nTel\. 55 1234 5678$/);
    expect(mailsForChange({ ...call, agentName: null, agentEmail: null } as VideoCall, 'scheduled', context)[0]!.text).toMatch(/Atentamente,\nPrestigio Inmobiliaria$/);
  });

  it('queues no reminder whose moment has passed', () => {
    const soon = mailsForChange(call, 'scheduled', { ...context, now: new Date('2027-07-14T14:30:00Z') });
    expect(soon.filter((mail) => mail.dedupeKey)).toEqual([expect.objectContaining({ dedupeKey: `video-call:${call.id}:0:reminder-1h` })]);
  });

  it('cancels with METHOD:CANCEL for both and no reminders', () => {
    const mails = mailsForChange({ ...call, status: 'cancelada', sequence: 1 } as VideoCall, 'cancelled', context);
    expect(mails.map((mail) => mail.subject)).toEqual(['Videollamada cancelada', 'Videollamada cancelada con Ana Pérez']);
    for (const mail of mails) expect(mail.calendar?.method).toBe('CANCEL');
  });

  it('says "Cancelamos su videollamada" only when the agency cancelled it, and confirms the visitor\'s own cancellation', () => {
    const cancelled = { ...call, status: 'cancelada', sequence: 1 } as VideoCall;
    const byAgency = mailsForChange(cancelled, 'cancelled', { ...context, cancelledBy: 'agency' })[0]!.text;
    expect(byAgency).toContain('Cancelamos su videollamada con Prestigio Inmobiliaria del miércoles, 14 de julio de 2027 a las 10:00.');
    const byVisitor = mailsForChange(cancelled, 'cancelled', { ...context, cancelledBy: 'visitor' })[0]!.text;
    expect(byVisitor).not.toContain('Cancelamos');
    expect(byVisitor).toContain('Su videollamada con Prestigio Inmobiliaria del miércoles, 14 de julio de 2027 a las 10:00 quedó cancelada, como nos lo pidió.');
  });

  it('sends only the agent notice when the lead has no e-mail address', () => {
    const mails = mailsForChange({ ...call, leadEmail: null } as VideoCall, 'scheduled', context);
    expect(mails.map((mail) => mail.to)).toEqual(['luis@prestigio.mx']);
  });
});

describe('names in e-mails and invitations', () => {
  const hostile = { ...call, leadName: 'Ana\r\nBcc: x@y.z\u0000\u2028Pérez' + ' Núñez'.repeat(40), agentName: 'Luis\nOrtega\t' } as VideoCall;

  it('are one bounded line in every subject, greeting and calendar entry', () => {
    const mails = [...mailsForChange(hostile, 'scheduled', context), moveOfferMail(hostile, context)!];
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      for (const line of mail.text.split('\n')) expect(line).not.toMatch(/^\s*Bcc:/i);
      for (const character of ['\u0000', '\r', '\u2028']) expect(mail.text).not.toContain(character);
    }
    expect(mails[1]!.subject).toMatch(/^Nueva videollamada con Ana Bcc: x@y\.z Pérez Núñez/);
    expect(mails[1]!.subject.length).toBeLessThanOrEqual('Nueva videollamada con '.length + 100);
    expect(mails[1]!.text.split('\n')[0]).toBe('Hola, Luis Ortega:');
    const unfolded = mails[0]!.calendar!.content.replace(/\r\n /g, '');
    const attendee = unfolded.split('\r\n').find((line) => line.startsWith('ATTENDEE'))!;
    expect(attendee).toMatch(/^ATTENDEE;.*CN="?Ana Bcc: x@y\.z Pérez Núñez/);
    expect(unfolded.split('\r\n').filter((line) => /^Bcc/i.test(line))).toEqual([]);
  });
});

describe('moveOfferMail', () => {
  it('tells the client, at the address of their record, when their call is and how to move it, once per call per hour', () => {
    const mail = moveOfferMail(call, context)!;
    expect(mail.to).toBe('ana@correo.mx');
    expect(mail.subject).toBe('Ya tiene una videollamada agendada');
    expect(mail.text).toContain('miércoles, 14 de julio de 2027 a las 10:00');
    expect(mail.text).toContain(context.manageUrl);
    const laterThatHour = moveOfferMail(call, { ...context, now: new Date(context.now.getTime() + 59 * 60_000) })!;
    const nextHour = moveOfferMail(call, { ...context, now: new Date(context.now.getTime() + 61 * 60_000) })!;
    expect(laterThatHour.dedupeKey).toBe(mail.dedupeKey);
    expect(nextHour.dedupeKey).not.toBe(mail.dedupeKey);
    expect(moveOfferMail({ ...call, leadEmail: null } as VideoCall, context)).toBeNull();
  });
});
