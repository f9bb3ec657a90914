// The CRM's rules against real Postgres and NATS: new leads dealt round-robin with an e-mail to the agent, what an
// agent may read, stage changes and notes on the timeline, a booked video call becoming one activity however often
// its event arrives, and the dashboard's figures matching the database.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  addDaysToDate,
  agencyDateTimeToUtc,
  agencyParts,
  EventSubjects,
  RpcSubjects,
  activeAgentsRequestSchema,
  type ActiveAgent,
  type VideoCallEvent,
} from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import { eventually, startTestService, type TestService } from '@prestigio/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { envSchema, type LeadsEnv } from '../src/config/env.js';
import { LeadsService } from '../src/leads/leads.service.js';
import { portalPeople, identityHeaders } from './support/portal-people.js';

const { agentA, agentB, admin } = portalPeople();

let service: TestService<LeadsEnv>;
let database: DataSource;
const leadIds: string[] = [];
/** What auth answers; a test approves someone by adding them. */
let activeAccounts: ActiveAgent[] = [agentA, admin, agentB];

const headers = (person: ActiveAgent) => identityHeaders(person, service.env.IDENTITY_SECRET);
const api = () => request(service.baseUrl);

beforeAll(async () => {
  service = await startTestService(AppModule, { name: 'leads', envSchema });
  database = service.app.get(DataSource);
  // auth's answer, as it would give it: active accounts, oldest first.
  service.app.get(NatsService).serve(RpcSubjects.activeAgents, activeAgentsRequestSchema, async () => ({ agents: activeAccounts }));
  for (let n = 1; n <= 4; n += 1) {
    const response = await api()
      .post('/api/leads')
      .send({ name: `Cliente Reparto ${n}`, phone: `55 6100 000${n}`, email: `reparto${n}@correo.mx`, interest: 'compra', privacy: true, elapsedMs: 9_000 })
      .expect(201);
    // The receipt is the inquiry's id; the client it created is found through it.
    const [{ lead_id: leadId }] = await database.query(`SELECT lead_id FROM inquiries WHERE id = $1`, [response.body.id]);
    leadIds.push(leadId);
  }
});
afterAll(() => service?.stop());

describe('CRM', () => {
  it('deals new leads round-robin among active agents (admins only when no agent is active) and e-mails each agent', async () => {
    const rows: Array<{ assigned_agent_id: string }> = await database.query(
      `SELECT assigned_agent_id FROM leads WHERE id = ANY($1) ORDER BY created_at`,
      [leadIds],
    );
    expect(rows.map((row) => row.assigned_agent_id)).toEqual([agentA.id, agentB.id, agentA.id, agentB.id]);
    const agentMails = `SELECT recipient, subject FROM mail_queue WHERE subject LIKE 'Nuevo cliente asignado%' ORDER BY created_at, id`;
    const mails: Array<{ recipient: string; subject: string }> = await database.query(agentMails);
    expect(mails.map((mail) => mail.recipient)).toEqual([agentA.email, agentB.email, agentA.email, agentB.email]);
    expect(mails[0]!.subject).toBe('Nuevo cliente asignado: Cliente Reparto 1');
    // A known person writing again is not dealt again.
    await api().post('/api/leads').send({ name: 'Cliente Reparto 1', phone: '55 6100 0001', email: 'reparto1@correo.mx', privacy: true, elapsedMs: 9_000 }).expect(201);
    expect(await database.query(agentMails)).toHaveLength(4);
  });

  it('shows an agent only their own and unassigned leads, and answers 404 for another agent\'s by id', async () => {
    const mine = await api().get('/api/leads').set(headers(agentA)).expect(200);
    expect(mine.body.leads.map((lead: { assignedAgentId: string }) => lead.assignedAgentId)).toEqual([agentA.id, agentA.id]);
    const everyone = await api().get('/api/leads').set(headers(admin)).expect(200);
    expect(everyone.body.total).toBe(4);
    const asksForOthers = await api().get(`/api/leads?agent=${agentB.id}`).set(headers(agentA)).expect(200);
    expect(asksForOthers.body.leads.every((lead: { assignedAgentId: string }) => lead.assignedAgentId === agentA.id)).toBe(true);

    const brunosLead = leadIds[1]!;
    const refused = await api().get(`/api/leads/${brunosLead}`).set(headers(agentA));
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Cliente no encontrado');
    await api().patch(`/api/leads/${brunosLead}/stage`).set(headers(agentA)).send({ stage: 'contactado' }).expect(404);
    await api().post(`/api/leads/${brunosLead}/notes`).set(headers(agentA)).send({ text: 'hola' }).expect(404);
    await api().get('/api/leads').expect(401);
    await api().get('/api/leads/not-a-uuid').set(headers(agentA)).expect(404);
  });

  it('records stage changes (a lost lead needs its reason) and notes on the timeline, with who and when', async () => {
    const lead = leadIds[0]!;
    await api().patch(`/api/leads/${lead}/stage`).set(headers(agentA)).send({ stage: 'contactado' }).expect(200);
    const lost = await api().patch(`/api/leads/${lead}/stage`).set(headers(agentA)).send({ stage: 'perdido' });
    expect(lost.status).toBe(400);
    expect(lost.body.errors).toEqual({ lostReason: 'Indica por qué se perdió el cliente' });
    await api().post(`/api/leads/${lead}/notes`).set(headers(agentA)).send({ text: 'Prefiere que le llamen por la tarde.' }).expect(201);
    const detail = await api().get(`/api/leads/${lead}`).set(headers(agentA)).expect(200);
    expect(detail.body.stage).toBe('contactado');
    const kinds = detail.body.timeline.map((entry: { kind: string }) => entry.kind);
    expect(kinds).toEqual(expect.arrayContaining(['inquiry', 'assigned', 'stage_changed', 'note']));
    const change = detail.body.timeline.find((entry: { kind: string }) => entry.kind === 'stage_changed');
    expect(change).toMatchObject({ actorId: agentA.id, summary: 'Etapa: Nuevo → Contactado' });
    expect(detail.body.timeline.find((entry: { kind: string }) => entry.kind === 'assigned').summary).toBe('Asignado a Andrea Agente por reparto automático');
  });

  it('turns a booked video call into one Videollamada activity even when the event arrives twice, and moves it on reschedule', async () => {
    const nats = service.app.get(NatsService);
    const call: VideoCallEvent = {
      videoCallId: randomUUID(),
      leadId: leadIds[0]!,
      agentId: agentA.id,
      scheduledAt: '2027-07-15T16:00:00.000Z',
      durationMinutes: 30,
      status: 'programada',
      meetingUrl: 'https://meet.jit.si/PrestigioPrueba',
    };
    const envelope = nats.createEnvelope(call);
    await nats.publishEnvelope(EventSubjects.videoCallScheduled, envelope);
    await nats.publishEnvelope(EventSubjects.videoCallScheduled, { ...envelope, eventId: randomUUID() });
    await eventually(async () => {
      const rows: unknown[] = await database.query(`SELECT 1 FROM lead_timeline WHERE kind = 'video_call'`);
      expect(rows).toHaveLength(2);
    }, 10_000);
    const activities: Array<{ type: string; status: string; starts_at: Date; description: string }> = await database.query(
      `SELECT type, status, starts_at, description FROM activities WHERE video_call_id = $1`,
      [call.videoCallId],
    );
    expect(activities).toHaveLength(1);
    expect(activities[0]).toMatchObject({ type: 'videollamada', status: 'programada' });
    // 16:00Z in July is 10:00 in Mexico City (no daylight-saving time since 2022).
    expect(activities[0]!.description).toContain('a las 10:00');

    await nats.publishEvent(EventSubjects.videoCallRescheduled, { ...call, scheduledAt: '2027-01-20T17:00:00.000Z' });
    await eventually(async () => {
      const [moved] = await database.query(`SELECT starts_at, description FROM activities WHERE video_call_id = $1`, [call.videoCallId]);
      expect(moved.starts_at.toISOString()).toBe('2027-01-20T17:00:00.000Z');
      expect(moved.description).toContain('a las 11:00');
    }, 10_000);
  });

  it('gives the dashboard figures that match the database, as each caller sees them', async () => {
    const forAdmin = await api().get('/api/dashboard/summary').set(headers(admin)).expect(200);
    const [counts] = await database.query(
      `SELECT (SELECT count(*) FROM leads WHERE created_at >= now() - interval '30 days')::int AS recent,
              (SELECT count(*) FROM activities WHERE status IN ('pendiente', 'programada'))::int AS pending`,
    );
    expect(forAdmin.body).toMatchObject({ newClients30Days: counts.recent, pendingActivities: counts.pending });
    expect(forAdmin.body.leadsByStage).toMatchObject({ nuevo: 3, contactado: 1, perdido: 0 });
    expect(forAdmin.body.recentActivities[0]).toMatchObject({ type: 'videollamada', leadName: 'Cliente Reparto 1' });
    // No catalogue answers in this test: the card says unknown rather than a wrong number.
    expect(forAdmin.body.activeProperties).toBeNull();

    const forBruno = await api().get('/api/dashboard/summary').set(headers(agentB)).expect(200);
    expect(forBruno.body).toMatchObject({ newClients30Days: 2, pendingActivities: 0, recentActivities: [] });
  });

  it('lets an agent schedule, list, complete and reopen activities on their clients, and nobody else\'s', async () => {
    const lead = leadIds[2]!; // Andrea's
    const created = await api()
      .post('/api/activities')
      .set(headers(agentA))
      .send({ type: 'llamada', description: 'Llamar para confirmar la visita', leadId: lead, startsAt: '2027-01-10T17:00:00-06:00', durationMinutes: 15 })
      .expect(201);
    expect(created.body).toMatchObject({ type: 'llamada', status: 'programada', leadId: lead, ownerId: agentA.id, leadName: 'Cliente Reparto 3' });
    await api()
      .post('/api/activities')
      .set(headers(agentA))
      .send({ type: 'visita', description: 'Visita ajena', leadId: leadIds[1], startsAt: '2027-01-10T17:00:00-06:00', durationMinutes: 60 })
      .expect(404);
    const invalid = await api().post('/api/activities').set(headers(agentA)).send({ type: 'fax', description: '', startsAt: 'mañana', durationMinutes: 0 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toMatchObject({ type: 'Selecciona el tipo de actividad', description: 'Describe la actividad', startsAt: 'Indica la fecha y la hora', durationMinutes: 'Al menos 5 minutos' });

    const done = await api().patch(`/api/activities/${created.body.id}/status`).set(headers(agentA)).send({ status: 'completada' }).expect(200);
    expect(done.body.status).toBe('completada');
    await api().patch(`/api/activities/${created.body.id}/status`).set(headers(agentA)).send({ status: 'pendiente' }).expect(200);
    await api().patch(`/api/activities/${created.body.id}/status`).set(headers(agentB)).send({ status: 'completada' }).expect(404);

    const andreas = await api().get('/api/activities?status=pendiente').set(headers(agentA)).expect(200);
    expect(andreas.body.activities.map((activity: { id: string }) => activity.id)).toEqual([created.body.id]);
    const brunos = await api().get('/api/activities').set(headers(agentB)).expect(200);
    expect(brunos.body.total).toBe(0);
    const timeline = (await api().get(`/api/leads/${lead}`).set(headers(agentA)).expect(200)).body.timeline;
    expect(timeline.map((entry: { summary: string }) => entry.summary)).toEqual(
      expect.arrayContaining(['Llamada (Programada): Llamar para confirmar la visita', 'Llamada: Programada → Completada', 'Llamada: Completada → Pendiente']),
    );
  });

  it('assigns an agent approved a moment ago, though the list of agents is cached, and refuses an unknown one', async () => {
    await api().get('/api/leads/agents').set(headers(admin)).expect(200); // the list is now cached
    const approved: ActiveAgent = { id: randomUUID(), fullName: 'Carla Recién Aprobada', username: 'carla', email: 'carla@prestigio.test', role: 'agent' };
    activeAccounts = [...activeAccounts, approved];
    try {
      const lead = leadIds[2]!;
      const assigned = await api().patch(`/api/leads/${lead}/assignee`).set(headers(admin)).send({ agentId: approved.id }).expect(200);
      expect(assigned.body.assignedAgentId).toBe(approved.id);
      const unknown = await api().patch(`/api/leads/${lead}/assignee`).set(headers(admin)).send({ agentId: randomUUID() }).expect(400);
      expect(unknown.body.message).toBe('Ese agente no existe o no está activo');
      await api().patch(`/api/leads/${lead}/assignee`).set(headers(admin)).send({ agentId: agentA.id }).expect(200);
      // Each change is announced (the live chat moves the client's conversations); the refused one is not.
      const announced = await database.query(`SELECT payload FROM outbox_events WHERE subject = 'leads.lead.assigned' AND payload->>'leadId' = $1 ORDER BY position`, [lead]);
      expect(announced.map((row: { payload: unknown }) => row.payload).slice(-2)).toEqual([
        { leadId: lead, agentId: approved.id, previousAgentId: expect.anything() },
        { leadId: lead, agentId: agentA.id, previousAgentId: approved.id },
      ]);
    } finally {
      activeAccounts = activeAccounts.filter((person) => person.id !== approved.id);
    }
  });
});

describe('one state machine for activities and the video calls behind them', () => {
  it('shows a cancelled call as Cancelada (no longer pending, on the list with its link), a held one as Completada, and keeps both out of the portal\'s status changes', async () => {
    const nats = service.app.get(NatsService);
    const pendingBefore = (await api().get('/api/dashboard/summary').set(headers(agentA)).expect(200)).body.pendingActivities;
    const call: VideoCallEvent = {
      videoCallId: randomUUID(),
      leadId: leadIds[2]!,
      agentId: agentA.id,
      scheduledAt: '2027-11-25T16:00:00.000Z',
      durationMinutes: 30,
      status: 'programada',
      meetingUrl: 'https://meet.jit.si/PrestigioEstados',
    };
    await nats.publishEvent(EventSubjects.videoCallScheduled, call);
    const activityOf = async (id: string) => {
      const { body } = await api().get('/api/activities?type=videollamada').set(headers(agentA)).expect(200);
      return (body.activities as Array<{ videoCallId: string; id: string; status: string; meetingUrl: string | null; description: string }>).find((activity) => activity.videoCallId === id);
    };
    const scheduled = await eventually(async () => {
      const activity = await activityOf(call.videoCallId);
      expect(activity).toMatchObject({ status: 'programada', meetingUrl: 'https://meet.jit.si/PrestigioEstados' });
      return activity!;
    }, 10_000);
    expect((await api().get('/api/dashboard/summary').set(headers(agentA)).expect(200)).body.pendingActivities).toBe(pendingBefore + 1);
    const refused = await api().patch(`/api/activities/${scheduled.id}/status`).set(headers(agentA)).send({ status: 'completada' }).expect(409);
    expect(refused.body.message).toBe('El estado de una videollamada agendada se cambia en Videollamadas (completada, no asistió o cancelada).');

    await nats.publishEvent(EventSubjects.videoCallCancelled, { ...call, status: 'cancelada' });
    await eventually(async () => expect(await activityOf(call.videoCallId)).toMatchObject({ status: 'cancelada', description: expect.stringMatching(/^Videollamada cancelada: jueves, 25 de noviembre de 2027 a las 10:00$/) }), 10_000);
    expect((await api().get('/api/dashboard/summary').set(headers(agentA)).expect(200)).body.pendingActivities).toBe(pendingBefore);
    await api().post(`/api/activities/${scheduled.id}/reopen`).set(headers(agentA)).expect(409);
    const cancelledList = await api().get('/api/activities?status=cancelada').set(headers(agentA)).expect(200);
    expect(cancelledList.body.activities.map((activity: { id: string }) => activity.id)).toContain(scheduled.id);

    // A call the agent closes after its time: completed, or "no asistió" (work done either way).
    const held: VideoCallEvent = { ...call, videoCallId: randomUUID(), scheduledAt: '2027-11-26T16:00:00.000Z' };
    await nats.publishEvent(EventSubjects.videoCallScheduled, held);
    await eventually(async () => expect(await activityOf(held.videoCallId)).toMatchObject({ status: 'programada' }), 10_000);
    await nats.publishEvent(EventSubjects.videoCallOutcomeRecorded, { ...held, status: 'no_asistio' });
    await eventually(async () => expect(await activityOf(held.videoCallId)).toMatchObject({ status: 'completada', description: expect.stringContaining('sin asistencia del cliente') }), 10_000);
    const timeline = (await api().get(`/api/leads/${leadIds[2]}`).set(headers(agentA)).expect(200)).body.timeline;
    expect(timeline.map((entry: { summary: string }) => entry.summary)).toEqual(expect.arrayContaining([expect.stringMatching(/^Cancelada: videollamada del/), expect.stringMatching(/^No asistió: videollamada del/)]));
  });

  it('reopens a completed or cancelled activity to the status it had, and refuses moves a closed one cannot make', async () => {
    const created = await api()
      .post('/api/activities')
      .set(headers(agentA))
      .send({ type: 'visita', description: 'Visita al departamento de Polanco', leadId: leadIds[2], startsAt: '2027-02-10T11:00:00-06:00', durationMinutes: 60, status: 'pendiente' })
      .expect(201);
    const id = created.body.id;
    await api().post('/api/activities').set(headers(agentA)).send({ ...created.body, id: undefined, leadName: undefined, ownerId: undefined, videoCallId: undefined, meetingUrl: undefined, status: 'cancelada' }).expect(400);
    await api().post(`/api/activities/${id}/reopen`).set(headers(agentA)).expect(409);
    await api().patch(`/api/activities/${id}/status`).set(headers(agentA)).send({ status: 'completada' }).expect(200);
    const reopened = await api().post(`/api/activities/${id}/reopen`).set(headers(agentA)).expect(200);
    expect(reopened.body.status).toBe('pendiente');

    await api().patch(`/api/activities/${id}/status`).set(headers(agentA)).send({ status: 'programada' }).expect(200);
    await api().patch(`/api/activities/${id}`).set(headers(agentA)).send({ status: 'cancelada' }).expect(200);
    const notAllowed = await api().patch(`/api/activities/${id}/status`).set(headers(agentA)).send({ status: 'completada' }).expect(409);
    expect(notAllowed.body.message).toBe('Ese cambio de estado no es posible: reabre la actividad primero');
    await api().post(`/api/activities/${id}/reopen`).set(headers(agentB)).expect(404);
    expect((await api().post(`/api/activities/${id}/reopen`).set(headers(agentA)).expect(200)).body.status).toBe('programada');
  });
});

describe("the dashboard's \"Hoy\"", () => {
  it("lists the caller's own open activities due by tonight, the overdue first, with their counts, and counts their overdue follow-ups", async () => {
    const lead = leadIds[2]!; // Andrea's
    const at = (ms: number) => new Date(ms).toISOString();
    const now = Date.now();
    const endOfToday = agencyDateTimeToUtc(addDaysToDate(agencyParts(new Date(now)).date, 1), 0).getTime();
    const create = (person: ActiveAgent, description: string, startsAt: string, status = 'programada') =>
      api().post('/api/activities').set(headers(person)).send({ type: 'llamada', description, leadId: person === agentA ? lead : null, startsAt, durationMinutes: 15, status }).expect(201);
    await create(agentA, 'Hoy: vencida de ayer', at(now - 26 * 3_600_000), 'pendiente');
    await create(agentA, 'Hoy: vencida hace una hora', at(now - 3_600_000));
    await create(agentA, 'Hoy: más tarde', at(Math.min(now + 60_000, endOfToday - 60_000)));
    await create(agentA, 'Hoy: mañana', at(endOfToday + 3_600_000));
    await create(agentA, 'Hoy: ya hecha', at(now - 7_200_000), 'completada');
    await create(agentB, 'Hoy: de Bruno', at(now - 3_600_000));
    await api().patch(`/api/leads/${lead}`).set(headers(agentA)).send({ nextFollowUpAt: at(now - 3_600_000) }).expect(200);

    const { body } = await api().get('/api/dashboard/summary').set(headers(agentA)).expect(200);
    expect(body.today.activities.map((activity: { description: string }) => activity.description)).toEqual(['Hoy: vencida de ayer', 'Hoy: vencida hace una hora', 'Hoy: más tarde']);
    expect(body.today).toMatchObject({ overdue: 2, dueToday: 1 });
    expect(body.myFollowUpsOverdue).toBe(1);
    // An admin's "Hoy" is their own work too, not the agency's.
    const forAdmin = await api().get('/api/dashboard/summary').set(headers(admin)).expect(200);
    expect(forAdmin.body.today).toEqual({ activities: [], overdue: 0, dueToday: 0 });
  });
});

describe('finding a client', () => {
  it('finds "Castañeda" by "castaneda" and "55 4455 6677" by "5544556677", through the folded key\'s trigram index', async () => {
    const created = await api().post('/api/leads/manual').set(headers(agentA)).send({ name: 'Mariana Castañeda Ibáñez', phone: '55 4455 6677' }).expect(201);
    for (const text of ['castaneda', 'CASTAÑEDA', 'ibanez', '5544556677', '55 4455 6677', '4455-6677']) {
      const { body } = await api().get(`/api/leads?text=${encodeURIComponent(text)}`).set(headers(agentA)).expect(200);
      expect({ text, ids: body.leads.map((lead: { id: string }) => lead.id) }).toEqual({ text, ids: [created.body.id] });
    }
    const none = await api().get(`/api/leads?text=${encodeURIComponent('castañedas')}`).set(headers(agentA)).expect(200);
    expect(none.body.total).toBe(0);
    // The planner can answer the search from the index (on this small table it would rather scan, so scans are off).
    const plan: Array<{ 'QUERY PLAN': string }> = await database.transaction(async (manager) => {
      await manager.query('SET LOCAL enable_seqscan = off');
      return manager.query(`EXPLAIN SELECT id FROM leads WHERE search_key LIKE '%castaneda%'`);
    });
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('leads_search_key_idx');
  });

  it('gives the total of every match on each page, whether the page ends the list or not', async () => {
    await database.query(
      `INSERT INTO leads (name, email, source, stage, assigned_agent_id, last_inquiry_at)
       SELECT 'Paginada ' || g, 'paginada' || g || '@correo.mx', 'manual', 'nuevo', $1, now() - g * interval '1 minute' FROM generate_series(1, 30) AS g`,
      [agentA.id],
    );
    const page = async (text: string, number: number) => {
      const { body } = await api().get(`/api/leads?text=${encodeURIComponent(text)}&page=${number}`).set(headers(agentA)).expect(200);
      return { names: body.leads.map((lead: { name: string }) => lead.name), total: body.total };
    };
    const first = await page('paginada', 1);
    expect(first.names).toHaveLength(25);
    expect(first.names[0]).toBe('Paginada 1');
    expect(first.total).toBe(30);
    expect(await page('paginada', 2)).toEqual({ names: ['Paginada 26', 'Paginada 27', 'Paginada 28', 'Paginada 29', 'Paginada 30'], total: 30 });
    expect(await page('paginada', 3)).toEqual({ names: [], total: 30 });
    expect((await page('paginada 2', 1)).total).toBe(11);
    expect(await page('paginada 31', 1)).toEqual({ names: [], total: 0 });
    // Another agent sees none of them.
    const { body } = await api().get('/api/leads?text=paginada').set(headers(agentB)).expect(200);
    expect(body).toMatchObject({ leads: [], total: 0 });
  });
});

describe("the administrators' team view", () => {
  it('gives each agent their new clients, clients by stage, overdue activities, first response and calls booked in the period, to admins only', async () => {
    const today = agencyParts(new Date()).date;
    await api().get(`/api/dashboard/team?from=${today}&to=${today}`).set(headers(agentA)).expect(403);
    const inverted = await api().get(`/api/dashboard/team?from=${today}&to=${addDaysToDate(today, -1)}`).set(headers(admin)).expect(400);
    expect(inverted.body.errors).toEqual({ to: 'El rango de fechas está invertido' });

    const { body } = await api().get(`/api/dashboard/team?from=${addDaysToDate(today, -1)}&to=${today}`).set(headers(admin)).expect(200);
    const andrea = body.agents.find((row: { agentId: string | null }) => row.agentId === agentA.id);
    const [expected] = await database.query(
      `SELECT (SELECT count(*) FROM leads WHERE assigned_agent_id = $1 AND created_at >= now() - interval '3 days')::int AS fresh,
              (SELECT count(*) FROM activities WHERE owner_id = $1 AND status IN ('pendiente', 'programada') AND starts_at < now())::int AS overdue,
              (SELECT count(*) FROM activities WHERE owner_id = $1 AND video_call_id IS NOT NULL)::int AS calls`,
      [agentA.id],
    );
    expect(andrea).toMatchObject({ newClients: expected.fresh, overdueActivities: expected.overdue, callsBooked: expected.calls });
    expect(andrea.callsBooked).toBeGreaterThanOrEqual(2);
    expect(andrea.overdueActivities).toBeGreaterThanOrEqual(2);
    // Andrea wrote on her new clients' timelines minutes after they arrived.
    expect(andrea.medianFirstResponseMinutes).toBeGreaterThanOrEqual(0);
    const stages: Array<{ stage: string; count: number }> = await database.query(`SELECT stage, sum(count)::int AS count FROM lead_stage_counts WHERE agent_key = $1 GROUP BY stage HAVING sum(count) > 0`, [agentA.id]);
    for (const { stage, count } of stages) expect(andrea.byStage[stage]).toBe(count);
    // A period before any of this: no new clients, no calls.
    const before = await api().get('/api/dashboard/team?from=2020-01-01&to=2020-01-31').set(headers(admin)).expect(200);
    expect(before.body.agents.every((row: { newClients: number; callsBooked: number }) => row.newClients === 0 && row.callsBooked === 0)).toBe(true);
  });
});

describe('new clients recorded side by side (issue 29: intake at hundreds a second)', () => {
  it("records a new client while another new client's transaction is still open: taking a round-robin turn locks nothing", async () => {
    const runner = database.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      const held = await service.app.get(LeadsService).receiveSavedSearch(runner.manager, `turno.abierto.${randomUUID()}@correo.mx`, {}, 'Búsqueda guardada', { ipAddress: null, userAgent: null });
      expect(held.agent).not.toBeNull();
      // The next turn is another agent's (so no counter row is shared either). When the turn was a row read for
      // update, this request waited for the transaction above to end.
      const response = await api()
        .post('/api/leads')
        .timeout(5_000)
        .send({ name: 'Cliente Al Mismo Tiempo', phone: '55 6200 0001', email: `al.mismo.tiempo.${randomUUID()}@correo.mx`, privacy: true, elapsedMs: 9_000 })
        .expect(201);
      const [{ assigned_agent_id: agentOfSecond }] = await database.query(
        `SELECT lead.assigned_agent_id FROM inquiries JOIN leads AS lead ON lead.id = inquiries.lead_id WHERE inquiries.id = $1`,
        [response.body.id],
      );
      expect(agentOfSecond).not.toBeNull();
      expect(agentOfSecond).not.toBe(held.agent!.id);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it("spreads one agent's count of new clients over several rows, whose sum is what the dashboard shows", async () => {
    const before = await api().get('/api/dashboard/summary').set(headers(agentB)).expect(200);
    for (let n = 0; n < 24; n += 1) {
      await api().post('/api/leads/manual').set(headers(agentB)).send({ name: `Cliente Contado ${n}`, email: `contado.${n}.${randomUUID()}@correo.mx` }).expect(201);
    }
    const shards: Array<{ count: string }> = await database.query(`SELECT count FROM lead_stage_counts WHERE agent_key = $1 AND stage = 'nuevo'`, [agentB.id]);
    // 24 statements on one row of 16 each time at random: all on one would be a 16^-23 chance.
    expect(shards.length).toBeGreaterThan(1);
    const [{ count: stored }] = await database.query(`SELECT count(*)::int AS count FROM leads WHERE assigned_agent_id = $1 AND stage = 'nuevo'`, [agentB.id]);
    expect(shards.reduce((sum, shard) => sum + Number(shard.count), 0)).toBe(stored);
    const after = await api().get('/api/dashboard/summary').set(headers(agentB)).expect(200);
    expect((after.body.leadsByStage.nuevo ?? 0) - (before.body.leadsByStage.nuevo ?? 0)).toBe(24);
  });
});
