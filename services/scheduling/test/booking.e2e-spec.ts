import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDaysToDate, agencyDateTimeToUtc, IDENTITY_HEADER, REQUEST_ID_HEADER, type ActiveAgent, type Identity, type LeadContact } from '@prestigio/contracts';
import { signIdentity } from '@prestigio/contracts/identity-token';
import { eventually, sleep } from '@prestigio/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { calendarLines, comingDay, icsTime, recipientOf, startSchedulingStack, type SchedulingStack } from './scheduling-support.js';

let stack: SchedulingStack;
let database: DataSource;

const agent = (n: number): ActiveAgent => ({
  id: randomUUID(),
  fullName: `Agente ${n}`,
  username: `agente${n}`,
  email: `agente${n}@prestigio.mx`,
  role: 'agent',
});
const agents = [agent(1), agent(2)];

let leads = 0;
function newLead(overrides: Partial<LeadContact> = {}): LeadContact {
  leads += 1;
  const lead: LeadContact = {
    id: randomUUID(),
    name: `Cliente ${leads}`,
    email: `cliente${leads}@correo.mx`,
    phone: `55 1234 ${String(leads).padStart(4, '0')}`,
    agentId: null,
    ...overrides,
  };
  stack.directory.leads.set(lead.id, lead);
  return lead;
}

beforeAll(async () => {
  stack = await startSchedulingStack();
  stack.directory.agents = agents;
  database = stack.service.app.get(DataSource);
}, 60_000);
afterAll(() => stack?.stop(), 30_000);

const api = () => request(stack.service.baseUrl);
const book = (leadId: string, scheduledAt: Date | string, through = stack.service.baseUrl) =>
  request(through)
    .post('/api/schedule-video-call')
    .send({ leadId, scheduledAt: typeof scheduledAt === 'string' ? scheduledAt : scheduledAt.toISOString(), durationMinutes: 30 });

const mailsTo = (address: string) => stack.smtp.messages.filter((message) => recipientOf(message) === address);

describe('POST /api/schedule-video-call: a valid booking', () => {
  it.each([
    ['next', 1],
    ['the following', 2],
  ])("stores %s Wednesday's call at 10:00 Mexico City time and e-mails an invitation starting at 16:00Z", async (_which, week) => {
    const lead = newLead({ agentId: agents[1]!.id });
    const date = comingDay(3, week as number);
    const start = agencyDateTimeToUtc(date, 10);
    const dtstart = `${date.replace(/-/g, '')}T160000Z`;
    const response = await book(lead.id, start).expect(201);
    expect(response.body).toEqual({
      success: true,
      videoCall: {
        id: expect.any(String),
        leadId: lead.id,
        scheduledAt: start.toISOString(),
        durationMinutes: 30,
        status: 'programada',
        meetingUrl: expect.stringMatching(/^https:\/\/meet\.jit\.si\/Prestigio[0-9a-f]{24}$/),
        managePath: expect.stringMatching(/^\/videollamada\/[A-Za-z0-9_-]{32}$/),
        agentName: 'Agente 2',
      },
    });
    const { id } = response.body.videoCall;
    const [stored] = await database.query(`SELECT * FROM video_calls WHERE id = $1`, [id]);
    expect(stored).toMatchObject({ lead_id: lead.id, agent_id: agents[1]!.id, status: 'programada', sequence: 0, lead_email: lead.email });
    expect(stored.scheduled_at.toISOString()).toBe(`${date}T16:00:00.000Z`);

    const [confirmation] = await eventually(() => {
      const messages = mailsTo(lead.email!);
      expect(messages).toHaveLength(1);
      return messages;
    }, 10_000);
    expect(confirmation!.subject).toMatch(/^Videollamada agendada: miércoles, \d+ de [a-z]+ de \d{4}, 10:00$/);
    expect(confirmation!.text).toContain('10:00 (hora del centro de México)');
    expect(confirmation!.text).toContain(response.body.videoCall.meetingUrl);
    expect(confirmation!.text).toContain(`https://prestigio.test${response.body.videoCall.managePath}`);
    expect(calendarLines(confirmation!)).toEqual(
      expect.arrayContaining(['METHOD:REQUEST', `UID:${id}@prestigio.mx`, 'SEQUENCE:0', `DTSTART:${dtstart}`, 'STATUS:CONFIRMED']),
    );
    await eventually(() => expect(mailsTo(agents[1]!.email)).toEqual(expect.arrayContaining([expect.objectContaining({ subject: `Nueva videollamada con ${lead.name}` })])));

    const events = await database.query(`SELECT subject, payload FROM outbox_events WHERE payload->>'videoCallId' = $1`, [id]);
    expect(events).toEqual([
      {
        subject: 'scheduling.video-call.scheduled',
        payload: {
          videoCallId: id,
          leadId: lead.id,
          agentId: agents[1]!.id,
          scheduledAt: start.toISOString(),
          durationMinutes: 30,
          status: 'programada',
          meetingUrl: response.body.videoCall.meetingUrl,
        },
      },
    ]);
  }, 20_000);
});

describe('POST /api/schedule-video-call: booked with the visitor\'s receipt, never a client\'s id (issue 23)', () => {
  it("books with an inquiry's receipt for its client, with that inquiry's details, and never with the client's own id", async () => {
    // What the CRM answers (services/leads test lead-directory): a recent receipt resolves, the client's id does not.
    const clientId = randomUUID();
    const receipt = randomUUID();
    stack.directory.leads.set(receipt, { id: clientId, name: 'Extraño', email: 'clienta.real@correo.mx', phone: '55 0000 2222', agentId: agents[0]!.id });

    const refused = await book(clientId, agencyDateTimeToUtc(comingDay(3, 2), 12)).expect(404);
    expect(refused.body.message).toBe('No encontramos al cliente de la videollamada');

    const booked = await book(receipt, agencyDateTimeToUtc(comingDay(3, 2), 12)).expect(201);
    expect(booked.body.videoCall.leadId).toBe(receipt);
    expect(JSON.stringify(booked.body)).not.toContain(clientId);
    const [stored] = await database.query(`SELECT lead_id, receipt_id, lead_name, lead_email FROM video_calls WHERE id = $1`, [booked.body.videoCall.id]);
    expect(stored).toEqual({ lead_id: clientId, receipt_id: receipt, lead_name: 'Extraño', lead_email: 'clienta.real@correo.mx' });
    // The confirmation goes to the address typed, with the name typed; the manage page shows the receipt, never the client.
    const token = booked.body.videoCall.managePath.split('/').pop();
    const shown = await api().get(`/api/video-calls/manage/${token}`).expect(200);
    expect(shown.body.videoCall.leadId).toBe(receipt);
    await eventually(() => expect(mailsTo('clienta.real@correo.mx').map((message) => message.text)).toEqual([expect.stringContaining('Extraño')]), 10_000);

    // Once that call is over, the manage page books another with its token (the receipt may be long expired).
    const early = await api().post(`/api/video-calls/manage/${token}/book`).send({ scheduledAt: agencyDateTimeToUtc(comingDay(4, 2), 13).toISOString() }).expect(409);
    expect(early.body.message).toBe('Su videollamada sigue programada: cámbiela de fecha u hora en lugar de agendar otra');
    await api().post(`/api/video-calls/manage/${token}/cancel`).expect(200);
    stack.directory.leads.delete(receipt);
    const again = await api().post(`/api/video-calls/manage/${token}/book`).send({ scheduledAt: agencyDateTimeToUtc(comingDay(4, 2), 13).toISOString() }).expect(201);
    expect(again.body.videoCall).toMatchObject({ leadId: receipt, status: 'programada', agentName: 'Agente 1' });
    const [rebooked] = await database.query(`SELECT lead_id, lead_email FROM video_calls WHERE id = $1`, [again.body.videoCall.id]);
    expect(rebooked).toEqual({ lead_id: clientId, lead_email: 'clienta.real@correo.mx' });
    await api().post(`/api/video-calls/manage/no-existe-este-token-de-gestion/book`).send({ scheduledAt: agencyDateTimeToUtc(comingDay(4, 2), 14).toISOString() }).expect(404);
  }, 20_000);
});

describe('POST /api/schedule-video-call: refused bookings', () => {
  it('rejects past, off-hours, off-the-hour and closed-day times with Spanish messages, and stores nothing', async () => {
    const lead = newLead();
    const cases: Array<[string, string]> = [
      ['2020-07-15T16:00:00.000Z', 'La fecha y hora de la videollamada ya pasaron'],
      [agencyDateTimeToUtc('2027-02-10', 8).toISOString(), 'Las videollamadas se agendan de 09:00 a 17:00 (hora del centro de México)'],
      [agencyDateTimeToUtc('2027-02-10', 18).toISOString(), 'Las videollamadas se agendan de 09:00 a 17:00 (hora del centro de México)'],
      ['2027-02-10T16:30:00.000Z', 'La videollamada debe comenzar a la hora en punto'],
      [agencyDateTimeToUtc('2027-03-07', 10).toISOString(), 'Ese día no agendamos videollamadas; elige otro día'],
    ];
    for (const [scheduledAt, message] of cases) {
      const response = await book(lead.id, scheduledAt);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: 'Datos inválidos', errors: { scheduledAt: message } });
    }
    const [{ calls }] = await database.query(`SELECT count(*)::int AS calls FROM video_calls WHERE lead_id = $1`, [lead.id]);
    expect(calls).toBe(0);
  });

  it('answers 404 for a lead the CRM does not know', async () => {
    const response = await book(randomUUID(), agencyDateTimeToUtc(comingDay(3, 3), 11)).expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'No encontramos al cliente de la videollamada' });
  });

  it('rejects bad bodies with field messages and never answers 500', async () => {
    const response = await api().post('/api/schedule-video-call').send({ leadId: 'abc', scheduledAt: 'mañana', durationMinutes: 60 }).expect(400);
    expect(response.body.errors).toEqual({
      leadId: 'Falta el cliente de la videollamada',
      scheduledAt: 'Selecciona una fecha y hora válidas',
      durationMinutes: 'La videollamada dura 30 minutos',
    });
    for (const body of ['[]', 'null', '{', '"x"', '{"leadId":{"$ne":null}}', JSON.stringify({ leadId: randomUUID(), scheduledAt: '2027-02-10T16:00:00Z', durationMinutes: '30' })]) {
      const odd = await api().post('/api/schedule-video-call').set('content-type', 'application/json').send(body);
      expect(odd.status).toBe(400);
      expect(odd.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
  });

  it('refuses a slot where every agent is busy with 409, and the same lead twice at one time', async () => {
    const start = agencyDateTimeToUtc(comingDay(4, 1), 12);
    await book(newLead().id, start).expect(201);
    const again = newLead();
    await book(again.id, start).expect(201);
    const third = await book(newLead().id, start).expect(409);
    expect(third.body).toEqual({ statusCode: 409, message: 'Ese horario ya no está disponible; elige otro' });
    const twice = await book(again.id, start).expect(409);
    expect(twice.body.message).toBe('Ya tienes una videollamada agendada a esa hora');
  });
});

describe('limits: one upcoming call per client, 60 days ahead', () => {
  it('refuses a second call while one is to come (409, nothing of the call in the answer) and e-mails the client, at most once an hour, the link to move it', async () => {
    const lead = newLead();
    const first = await book(lead.id, agencyDateTimeToUtc(comingDay(5, 2), 10)).expect(201);
    const { id, managePath } = first.body.videoCall;
    const attempts = [agencyDateTimeToUtc(comingDay(5, 2), 15), agencyDateTimeToUtc(comingDay(5, 2), 16), agencyDateTimeToUtc(comingDay(5, 3), 17)];
    for (const start of attempts) {
      const refused = await book(lead.id, start);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ statusCode: 409, message: 'Ya tienes una videollamada agendada. Para cambiarla, usa el enlace que te enviamos por correo.' });
    }
    const [{ calls }] = await database.query(`SELECT count(*)::int AS calls FROM video_calls WHERE lead_id = $1`, [lead.id]);
    expect(calls).toBe(1);

    // One offer for the three refusals, to the address on the client's record, with the manage link.
    const offer = await eventually(() => {
      const found = mailsTo(lead.email!).filter((message) => message.subject === 'Ya tiene una videollamada agendada');
      expect(found).toHaveLength(1);
      return found[0]!;
    }, 10_000);
    expect(offer.text).toContain(`https://prestigio.test${managePath}`);
    const offers = await database.query(`SELECT recipient FROM mail_queue WHERE dedupe_key LIKE $1`, [`video-call:${id}:move-offer:%`]);
    expect(offers).toEqual([{ recipient: lead.email }]);

    // Once the call is cancelled, the client books again.
    await api().post(`/api/video-calls/manage/${managePath.split('/').pop()}/cancel`).expect(200);
    await book(lead.id, attempts[2]!).expect(201);
  }, 20_000);

  it('lets only one of several bookings sent at once for one client through', async () => {
    const lead = newLead();
    const answers = await Promise.all([9, 10, 11, 12, 13, 14].map((hour) => book(lead.id, agencyDateTimeToUtc(comingDay(2, 3), hour))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const [{ calls }] = await database.query(`SELECT count(*)::int AS calls FROM video_calls WHERE lead_id = $1`, [lead.id]);
    expect(calls).toBe(1);
  }, 20_000);

  it('refuses a call beyond 60 days or in 2030 and 9999 with a Spanish 400, and shows no free slot there', async () => {
    const lead = newLead();
    const beyond = addDaysToDate(comingDay(3, 1), 63); // a Wednesday, 63 to 69 days ahead
    for (const [scheduledAt, message] of [
      [agencyDateTimeToUtc(beyond, 10).toISOString(), 'Las videollamadas se agendan con hasta 60 días de anticipación'],
      [agencyDateTimeToUtc('2030-07-17', 10).toISOString(), 'Las videollamadas se agendan con hasta 60 días de anticipación'],
      ['9999-12-31T16:00:00.000Z', 'La fecha debe estar entre el 1 de enero de 2000 y 10 años a partir de hoy'],
    ]) {
      const response = await book(lead.id, scheduledAt!);
      expect([scheduledAt, response.status, response.body.errors]).toEqual([scheduledAt, 400, { scheduledAt: message }]);
    }
    const [{ calls }] = await database.query(`SELECT count(*)::int AS calls FROM video_calls WHERE lead_id = $1`, [lead.id]);
    expect(calls).toBe(0);
    const far = await api().get(`/api/video-calls/availability?from=${beyond}&to=${beyond}`).expect(200);
    expect(far.body.days[0].open).toBe(false);
    expect(far.body.days[0].slots.filter((slot: { available: boolean }) => slot.available)).toEqual([]);
    // Far dates in the public availability query: a Spanish 400, never a 500 (it once answered 500).
    for (const query of ['?from=9999-12-30&to=9999-12-31', '?from=0001-01-01&to=0001-01-02', '?from=275760-09-12&to=275760-09-13']) {
      const response = await api().get(`/api/video-calls/availability${query}`);
      expect([query, response.status]).toEqual([query, 400]);
      expect(response.body.message).toBe('Datos inválidos');
    }
  });
});

describe('reminders and changes', () => {
  it('sends a due reminder once with two processes sending', async () => {
    const lead = newLead();
    const day = comingDay(3, 4);
    const response = await book(lead.id, agencyDateTimeToUtc(day, 16)).expect(201);
    const { id } = response.body.videoCall;
    const reminders = await database.query(`SELECT dedupe_key, send_after FROM mail_queue WHERE dedupe_key LIKE $1 ORDER BY send_after`, [`video-call:${id}:%`]);
    expect(reminders.map((row: { dedupe_key: string }) => row.dedupe_key)).toEqual([`video-call:${id}:0:reminder-24h`, `video-call:${id}:0:reminder-1h`]);
    expect(reminders[0].send_after.toISOString()).toBe(agencyDateTimeToUtc(addDaysToDate(day, -1), 16).toISOString());

    // The 24-hour reminder falls due now.
    await database.query(`UPDATE mail_queue SET send_after = now() WHERE dedupe_key = $1`, [`video-call:${id}:0:reminder-24h`]);
    const isReminder = (message: { subject?: string }) => message.subject === 'Recordatorio: su videollamada es mañana';
    await eventually(() => expect(mailsTo(lead.email!).filter(isReminder)).toHaveLength(1), 10_000);
    await sleep(1_000);
    expect(mailsTo(lead.email!).filter(isReminder)).toHaveLength(1);
    expect(mailsTo(lead.email!).filter((message) => message.subject?.startsWith('Recordatorio'))).toHaveLength(1);
  }, 20_000);

  it('reschedules through the manage link with the same UID and a higher SEQUENCE, then cancels with METHOD:CANCEL', async () => {
    const lead = newLead();
    const booked = await book(lead.id, agencyDateTimeToUtc(comingDay(3, 5), 9)).expect(201);
    const { id, managePath } = booked.body.videoCall;
    const token = managePath.split('/').pop();

    const shown = await api().get(`/api/video-calls/manage/${token}`).expect(200);
    expect(shown.body.videoCall).toEqual(booked.body.videoCall);

    const moved = agencyDateTimeToUtc(comingDay(4, 5), 15);
    const rescheduled = await api().post(`/api/video-calls/manage/${token}/reschedule`).send({ scheduledAt: moved.toISOString() }).expect(200);
    expect(rescheduled.body.videoCall).toMatchObject({ id, scheduledAt: moved.toISOString(), status: 'programada' });
    const update = await eventually(() => {
      const found = mailsTo(lead.email!).find((message) => message.subject?.startsWith('Videollamada reprogramada'));
      expect(found).toBeDefined();
      return found!;
    }, 10_000);
    expect(calendarLines(update)).toEqual(expect.arrayContaining(['METHOD:REQUEST', `UID:${id}@prestigio.mx`, 'SEQUENCE:1', `DTSTART:${icsTime(moved)}`]));

    const cancelled = await api().post(`/api/video-calls/manage/${token}/cancel`).expect(200);
    expect(cancelled.body.videoCall.status).toBe('cancelada');
    const cancellation = await eventually(() => {
      const found = mailsTo(lead.email!).find((message) => message.subject === 'Videollamada cancelada');
      expect(found).toBeDefined();
      return found!;
    }, 10_000);
    expect(calendarLines(cancellation)).toEqual(expect.arrayContaining(['METHOD:CANCEL', `UID:${id}@prestigio.mx`, 'SEQUENCE:2', 'STATUS:CANCELLED']));

    // No reminder of any version is left to send, and the slot is free again.
    const [{ pending }] = await database.query(
      `SELECT count(*)::int AS pending FROM mail_queue WHERE dedupe_key LIKE $1 AND sent_at IS NULL AND cancelled_at IS NULL`,
      [`video-call:${id}:%`],
    );
    expect(pending).toBe(0);
    const subjects = await database.query(`SELECT subject FROM outbox_events WHERE payload->>'videoCallId' = $1 ORDER BY position`, [id]);
    expect(subjects.map((row: { subject: string }) => row.subject)).toEqual([
      'scheduling.video-call.scheduled',
      'scheduling.video-call.rescheduled',
      'scheduling.video-call.cancelled',
    ]);
    await api().post(`/api/video-calls/manage/${token}/cancel`).expect(409);
    await api().get('/api/video-calls/manage/no-existe-este-token-de-gestion').expect(404);
  }, 30_000);
});

describe('rescheduling to a time when the agent is busy', () => {
  it('hands the call to a free agent, who is told of a new call, and withdraws it from the first agent', async () => {
    const [first, second] = agents as [ActiveAgent, ActiveAgent];
    const moving = newLead({ agentId: first.id });
    const first9 = agencyDateTimeToUtc(comingDay(3, 6), 9);
    const booked = await book(moving.id, first9).expect(201);
    const { id, managePath } = booked.body.videoCall;
    const target = agencyDateTimeToUtc(comingDay(3, 6), 10);
    await book(newLead({ agentId: first.id }).id, target).expect(201);

    const token = managePath.split('/').pop();
    const moved = await api().post(`/api/video-calls/manage/${token}/reschedule`).send({ scheduledAt: target.toISOString() }).expect(200);
    expect(moved.body.videoCall.agentName).toBe(second.fullName);

    const forSubject = (address: string, subject: string) => {
      const found = mailsTo(address).find((message) => message.subject === subject);
      if (!found) throw new Error(`no "${subject}" to ${address} yet`);
      return found;
    };
    const withdrawn = await eventually(() => forSubject(first.email, `Videollamada cancelada con ${moving.name}`), 10_000);
    expect(calendarLines(withdrawn)).toEqual(expect.arrayContaining(['METHOD:CANCEL', `UID:${id}@prestigio.mx`, 'SEQUENCE:1', `DTSTART:${icsTime(first9)}`]));
    const handedOver = await eventually(() => forSubject(second.email, `Nueva videollamada con ${moving.name}`), 10_000);
    expect(calendarLines(handedOver)).toEqual(expect.arrayContaining(['METHOD:REQUEST', `UID:${id}@prestigio.mx`, 'SEQUENCE:1', `DTSTART:${icsTime(target)}`]));
  }, 20_000);
});

describe('GET /api/video-calls/availability', () => {
  it('lists nine slots per open day, closed weekends, and a slot full once every agent has a call', async () => {
    const wednesday = comingDay(3, 7);
    const start = agencyDateTimeToUtc(wednesday, 13);
    await book(newLead().id, start).expect(201);
    const half = await api().get(`/api/video-calls/availability?from=${wednesday}&to=${addDaysToDate(wednesday, 4)}`).expect(200);
    expect(half.body.timeZone).toBe('America/Mexico_City');
    expect(half.body.days.map((day: { date: string; open: boolean }) => [day.date, day.open])).toEqual([
      [wednesday, true],
      [addDaysToDate(wednesday, 1), true],
      [addDaysToDate(wednesday, 2), true],
      [addDaysToDate(wednesday, 3), false],
      [addDaysToDate(wednesday, 4), false],
    ]);
    const first = half.body.days[0];
    expect(first.slots.map((slot: { time: string }) => slot.time)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    expect(first.slots[4]).toEqual({ time: '13:00', startsAt: start.toISOString(), available: true });

    await book(newLead().id, start).expect(201);
    const full = await api().get(`/api/video-calls/availability?from=${wednesday}&to=${wednesday}`).expect(200);
    expect(full.body.days[0].slots[4].available).toBe(false);
    expect(full.body.days[0].slots[3].available).toBe(true);

    const bad = await api().get(`/api/video-calls/availability?from=${wednesday}&to=${addDaysToDate(wednesday, 100)}`).expect(400);
    expect(bad.body.errors).toEqual({ to: 'Indica un rango de fechas válido de hasta 62 días' });
    await api().get('/api/video-calls/availability?from=ayer').expect(400);
  });
});

describe('portal API', () => {
  let requests = 0;
  function as(identity: Identity) {
    requests += 1;
    const requestId = `req-portal-${requests}`;
    return { [REQUEST_ID_HEADER]: requestId, [IDENTITY_HEADER]: signIdentity(identity, stack.service.env.IDENTITY_SECRET, requestId) };
  }
  const agentIdentity = (index: number): Identity => ({ userId: agents[index]!.id, role: 'agent', status: 'active' });
  const admin: Identity = { userId: randomUUID(), role: 'admin', status: 'active' };

  it("lists an agent's own calls, reschedules and cancels them, and answers 404 for another agent's", async () => {
    const lead = newLead({ agentId: agents[0]!.id });
    const day = comingDay(1, 6);
    const range = `?from=${day}&to=${day}`;
    const booked = await book(lead.id, agencyDateTimeToUtc(day, 11)).expect(201);
    const { id } = booked.body.videoCall;

    await api().get(`/api/video-calls${range}`).expect(401);
    const own = await api().get(`/api/video-calls${range}`).set(as(agentIdentity(0))).expect(200);
    expect(own.body.videoCalls).toEqual([
      expect.objectContaining({ id, leadId: lead.id, leadName: lead.name, leadEmail: lead.email, agentId: agents[0]!.id, status: 'programada' }),
    ]);
    expect(own.body.videoCalls[0]).not.toHaveProperty('managePath');
    const others = await api().get(`/api/video-calls${range}`).set(as(agentIdentity(1))).expect(200);
    expect(others.body.videoCalls).toEqual([]);
    const all = await api().get(`/api/video-calls${range}`).set(as(admin)).expect(200);
    expect(all.body.videoCalls.map((call: { id: string }) => call.id)).toContain(id);
    // Without a range: the coming 30 days, which this call, five weeks ahead, is not in.
    const coming = await api().get('/api/video-calls').set(as(agentIdentity(0))).expect(200);
    expect(coming.body.videoCalls.map((call: { id: string }) => call.id)).not.toContain(id);

    await api().post(`/api/video-calls/${id}/cancel`).set(as(agentIdentity(1))).expect(404);
    await api().post('/api/video-calls/no-es-un-id/cancel').set(as(admin)).expect(404);
    const moved = agencyDateTimeToUtc(comingDay(2, 6), 10);
    const rescheduled = await api().post(`/api/video-calls/${id}/reschedule`).set(as(agentIdentity(0))).send({ scheduledAt: moved.toISOString() }).expect(200);
    expect(rescheduled.body.videoCall).toMatchObject({ id, scheduledAt: moved.toISOString(), agentId: agents[0]!.id });

    const early = await api().patch(`/api/video-calls/${id}/outcome`).set(as(agentIdentity(0))).send({ status: 'completada' }).expect(409);
    expect(early.body.message).toBe('La videollamada aún no ha ocurrido');
    const cancelled = await api().post(`/api/video-calls/${id}/cancel`).set(as(admin)).expect(200);
    expect(cancelled.body.videoCall.status).toBe('cancelada');
  });

  it('books a call an agent creates for a client in their charge: the same invitation and manage link as from the site', async () => {
    const lead = newLead({ agentId: agents[0]!.id });
    const day = comingDay(4, 7);
    const start = agencyDateTimeToUtc(day, 10);
    const body = { leadId: lead.id, scheduledAt: start.toISOString(), durationMinutes: 30 };
    await api().post('/api/video-calls').send(body).expect(401);
    // Another agent's client is not theirs to book (as if unknown); an unknown one neither.
    await api().post('/api/video-calls').set(as(agentIdentity(1))).send(body).expect(404);
    await api().post('/api/video-calls').set(as(agentIdentity(0))).send({ ...body, leadId: randomUUID() }).expect(404);
    const refused = await api().post('/api/video-calls').set(as(agentIdentity(0))).send({ ...body, scheduledAt: agencyDateTimeToUtc(day, 20).toISOString() }).expect(400);
    expect(refused.body.errors.scheduledAt).toBe('Las videollamadas se agendan de 09:00 a 17:00 (hora del centro de México)');

    const booked = await api().post('/api/video-calls').set(as(agentIdentity(0))).send(body).expect(201);
    expect(booked.body.videoCall).toMatchObject({ leadId: lead.id, agentId: agents[0]!.id, scheduledAt: start.toISOString(), status: 'programada', leadName: lead.name });
    const { id } = booked.body.videoCall;
    const [invitation] = await eventually(() => {
      const messages = mailsTo(lead.email!);
      expect(messages).toHaveLength(1);
      return messages;
    }, 10_000);
    const [{ manage_token: token }] = await database.query(`SELECT manage_token FROM video_calls WHERE id = $1`, [id]);
    expect(invitation!.text).toContain(`https://prestigio.test/videollamada/${token}`);
    expect(calendarLines(invitation!)).toEqual(expect.arrayContaining(['METHOD:REQUEST', `UID:${id}@prestigio.mx`, `DTSTART:${icsTime(start)}`]));
    const events = await database.query(`SELECT subject FROM outbox_events WHERE payload->>'videoCallId' = $1`, [id]);
    expect(events).toEqual([{ subject: 'scheduling.video-call.scheduled' }]);

    // The agent is busy then: no other agent takes the call they meant to hold.
    const another = newLead({ agentId: agents[0]!.id });
    const busy = await api().post('/api/video-calls').set(as(agentIdentity(0))).send({ ...body, leadId: another.id }).expect(409);
    expect(busy.body.message).toBe('Ya tienes otra videollamada a esa hora; elige otro horario');
    // An admin books any client, with the client's agent first and another free one when that agent is busy.
    const forAdmin = await api().post('/api/video-calls').set(as(admin)).send({ ...body, leadId: another.id }).expect(201);
    expect(forAdmin.body.videoCall.agentId).toBe(agents[1]!.id);
  });

  it("offers, for one client, the slots their agent is free in (issue 25), only to who may book for that client", async () => {
    const day = comingDay(2, 7);
    const range = `from=${day}&to=${day}`;
    const slotAt = (body: { days: Array<{ slots: Array<{ startsAt: string; available: boolean }> }> }, hour: number) =>
      body.days[0]!.slots.find((slot) => slot.startsAt === agencyDateTimeToUtc(day, hour).toISOString())!.available;
    const client = newLead({ agentId: agents[0]!.id });
    const forClient = (caller: Identity | null, leadId = client.id) => {
      const asked = api().get(`/api/video-calls/availability?${range}&leadId=${leadId}`);
      return caller ? asked.set(as(caller)) : asked;
    };
    // The agent holds 10:00 with another client of theirs; the other agent is free then.
    const held = { leadId: newLead({ agentId: agents[0]!.id }).id, scheduledAt: agencyDateTimeToUtc(day, 10).toISOString(), durationMinutes: 30 };
    await api().post('/api/video-calls').set(as(agentIdentity(0))).send(held).expect(201);

    const theirs = await forClient(agentIdentity(0)).expect(200);
    expect(theirs.body.timeZone).toBe('America/Mexico_City');
    expect([slotAt(theirs.body, 9), slotAt(theirs.body, 10), slotAt(theirs.body, 11)]).toEqual([true, false, true]);
    // The site's availability still offers 10:00 (any agent free), and so does an admin's, whose booking may go to any.
    expect(slotAt((await api().get(`/api/video-calls/availability?${range}`).expect(200)).body, 10)).toBe(true);
    expect(slotAt((await forClient(admin).expect(200)).body, 10)).toBe(true);
    // What it refuses the booking refuses; what it offers the booking takes.
    const refused = await api().post('/api/video-calls').set(as(agentIdentity(0))).send({ ...held, leadId: client.id }).expect(409);
    expect(refused.body.message).toBe('Ya tienes otra videollamada a esa hora; elige otro horario');
    await api().post('/api/video-calls').set(as(agentIdentity(0))).send({ ...held, leadId: client.id, scheduledAt: agencyDateTimeToUtc(day, 11).toISOString() }).expect(201);

    // Nobody else learns an agent's calendar: no session 401, a pending account 403, another agent's client (or an
    // unassigned one, which a portal booking by an agent refuses too) 404 as an unknown one, a malformed id 400.
    expect((await forClient(null).expect(401)).body.message).toBe('Inicia sesión para continuar');
    await forClient({ userId: randomUUID(), role: 'agent', status: 'pending' }).expect(403);
    expect((await forClient(agentIdentity(1)).expect(404)).body.message).toBe('No encontramos al cliente de la videollamada');
    await forClient(agentIdentity(1), newLead().id).expect(404);
    await forClient(agentIdentity(0), randomUUID()).expect(404);
    expect((await forClient(agentIdentity(0), 'abc').expect(400)).body.errors).toEqual({ leadId: 'Falta el cliente de la videollamada' });
  });

  it('records a held call as completed or no-show', async () => {
    const lead = newLead();
    const booked = await book(lead.id, agencyDateTimeToUtc(comingDay(3, 8), 12)).expect(201);
    const { id } = booked.body.videoCall;
    // The call's time has come.
    await database.query(`UPDATE video_calls SET scheduled_at = now() - interval '1 hour' WHERE id = $1`, [id]);
    const agentId = booked.body.videoCall.agentName === 'Agente 1' ? 0 : 1;
    const done = await api().patch(`/api/video-calls/${id}/outcome`).set(as(agentIdentity(agentId))).send({ status: 'no_asistio' }).expect(200);
    expect(done.body.videoCall.status).toBe('no_asistio');
    // The CRM closes the call's activity from this event.
    const events = await database.query(`SELECT subject, payload->>'status' AS status FROM outbox_events WHERE payload->>'videoCallId' = $1 ORDER BY position`, [id]);
    expect(events.at(-1)).toEqual({ subject: 'scheduling.video-call.outcome-recorded', status: 'no_asistio' });
    // One final status: no second outcome.
    await api().patch(`/api/video-calls/${id}/outcome`).set(as(agentIdentity(agentId))).send({ status: 'completada' }).expect(409);
    const bad = await api().patch(`/api/video-calls/${id}/outcome`).set(as(admin)).send({ status: 'programada' }).expect(400);
    expect(bad.body.errors).toEqual({ status: 'Indica si la videollamada se completó o el cliente no asistió' });
  });
});
