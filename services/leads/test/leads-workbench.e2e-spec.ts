// The agent's CRM workbench against real Postgres and NATS: clients added by hand (deduplicated like the intake),
// edits and assignments on the timeline, the kanban's totals, the CSV export, activities edited, moved and removed,
// the calendar's range, property matching both ways and a selection sent by e-mail or WhatsApp; each under the
// visibility rules (an agent never reaches another agent's client or activity by id).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  EventSubjects,
  RpcSubjects,
  activeAgentsRequestSchema,
  catalogueSearchSchema,
  propertyMatchRequestSchema,
  propertySummariesRequestSchema,
  type ActiveAgent,
  type LeadDetail,
  type PropertyMatchRequest,
  type VideoCallEvent,
} from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import { eventually, startTestService, type TestService } from '@prestigio/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { envSchema, type LeadsEnv } from '../src/config/env.js';
import { propertySummary as listing } from './support/property-summary.js';
import { portalPeople, identityHeaders } from './support/portal-people.js';

const { agentA, agentB, admin } = portalPeople();

// The catalogue as the properties service would answer (its ranking has its own test there).
const lakeHouse = listing({ title: 'Casa en Juriquilla con vista al lago', slug: 'casa-juriquilla-lago' });
const condo = listing({ title: 'Casa en condominio en Zibatá', slug: 'casa-zibata', propertyType: 'casa_condominio', city: 'El Marqués', location: 'Zibatá, El Marqués', price: 4_200_000, bedrooms: 3 });
const catalogue = [lakeHouse, condo];
const matchRequests: PropertyMatchRequest[] = [];

let service: TestService<LeadsEnv>;
let database: DataSource;

const headers = (person: ActiveAgent) => identityHeaders(person, service.env.IDENTITY_SECRET);
const api = () => request(service.baseUrl);
const timelineOf = async (leadId: string, person: ActiveAgent) =>
  (await api().get(`/api/leads/${leadId}`).set(headers(person)).expect(200)).body.timeline as Array<{ kind: string; summary: string; actorId: string | null }>;

async function addLead(person: ActiveAgent, body: Record<string, unknown>) {
  const response = await api().post('/api/leads/manual').set(headers(person)).send(body);
  expect(response.status).toBe(201);
  // The test reads whichever field it checks.
  return response.body as LeadDetail & { merged: boolean };
}

async function addActivity(leadId: string) {
  await api()
    .post('/api/activities')
    .set(headers(agentA))
    .send({ type: 'llamada', description: 'Llamar', leadId, startsAt: '2027-01-10T17:00:00-06:00', durationMinutes: 15 })
    .expect(201);
}

beforeAll(async () => {
  service = await startTestService(AppModule, { name: 'leads', envSchema, env: { PUBLIC_SITE_URL: 'https://prestigio.test' } });
  database = service.app.get(DataSource);
  const nats = service.app.get(NatsService);
  nats.serve(RpcSubjects.activeAgents, activeAgentsRequestSchema, async () => ({ agents: [agentA, admin, agentB] }));
  nats.serve(RpcSubjects.propertySummaries, propertySummariesRequestSchema, async ({ ids }) => ({
    properties: ids.map((id) => catalogue.find((property) => property.id === id || property.slug === id)).filter((property) => property !== undefined),
  }));
  nats.serve(RpcSubjects.matchProperties, propertyMatchRequestSchema, async (criteria) => {
    matchRequests.push(criteria);
    return { matches: [{ property: lakeHouse, score: 98, reasons: ['En la ciudad que busca'] }] };
  });
  // The agency publishes 69 listings, Andrea has 28 of them in her charge.
  nats.serve(RpcSubjects.searchProperties, catalogueSearchSchema, async (criteria) => ({
    count: criteria.agentId === undefined ? 69 : criteria.agentId === agentA.id ? 28 : 0,
    filters: { ...criteria, page: 1, pageSize: criteria.pageSize ?? 1, sort: 'relevance' as const },
    results: [],
  }));
});
afterAll(() => service?.stop());

describe('clients added by hand', () => {
  it('creates a client of the recording agent, with what it looks for, and merges a second entry for the same person', async () => {
    const created = await addLead(agentA, {
      name: 'Mariana Ibáñez',
      email: 'Mariana.Ibanez@Correo.mx',
      phone: '442 123 4567',
      source: 'telefono',
      interest: 'compra',
      operationType: 'comprar',
      propertyType: 'casa',
      state: 'Querétaro',
      city: 'Querétaro',
      budgetMin: '4000000',
      budgetMax: 9_000_000,
      bedrooms: 3,
      message: 'Llamó por recomendación de su hermano.',
    });
    expect(created).toMatchObject({ merged: false, assignedAgentId: agentA.id, email: 'mariana.ibanez@correo.mx', budgetMin: 4_000_000, budgetMax: 9_000_000, source: 'telefono' });
    // The same person by e-mail: the existing client gets the inquiry, never a twin; what differs waits for the agent.
    const again = await addLead(agentA, { name: 'Mariana I.', email: 'mariana.ibanez@correo.mx', phone: '+52 (442) 123-4567', source: 'whatsapp', message: 'Escribió por WhatsApp.' });
    expect(again).toMatchObject({ id: created.id, merged: true, name: 'Mariana Ibáñez', phone: '442 123 4567' });
    expect(again.pendingDetails.map((detail: { field: string; value: unknown }) => [detail.field, detail.value])).toEqual([['name', 'Mariana I.']]);
    const [{ count }] = await database.query(`SELECT count(*)::int AS count FROM leads WHERE phone_digits = '4421234567'`);
    expect(count).toBe(1);
    const [{ inquiries }] = await database.query(`SELECT count(*)::int AS inquiries FROM inquiries WHERE lead_id = $1`, [created.id]);
    expect(inquiries).toBe(2);
    // The agent knows of a client they recorded: no "assigned to you" e-mail.
    const mails: unknown[] = await database.query(`SELECT 1 FROM mail_queue WHERE recipient = $1`, [agentA.email]);
    expect(mails).toHaveLength(0);
  });

  it('refuses a client without a way to reach them, or with a budget upside down, in Spanish', async () => {
    const response = await api().post('/api/leads/manual').set(headers(agentA)).send({ name: 'Sin Contacto', budgetMin: 5_000_000, budgetMax: 1_000_000 });
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({ email: 'Indica un correo o un teléfono' });
    await api().post('/api/leads/manual').send({ name: 'Anónimo', phone: '5512345678' }).expect(401);
  });

  it("tells an agent that a person is another agent's client (409) without showing it, records the inquiry for its agent, and changes nothing else", async () => {
    const brunos = await addLead(agentB, { name: 'Cliente de Bruno', email: 'cliente.bruno@correo.mx', nextFollowUpAt: '2027-03-01T16:00:00.000Z' });
    const before = (await database.query(`SELECT * FROM leads WHERE id = $1`, [brunos.id]))[0];
    const response = await api()
      .post('/api/leads/manual')
      .set(headers(agentA))
      .send({ name: 'Otro Nombre', email: 'CLIENTE.BRUNO@correo.mx', phone: '55 3333 2222', nextFollowUpAt: '2027-01-02T16:00:00.000Z', city: 'Puebla', budgetMax: 3_000_000, operationType: 'comprar' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Ese cliente ya existe y lo atiende otro agente');
    expect(JSON.stringify(response.body)).not.toContain(brunos.id);
    // Nothing of Bruno's client changed: not the follow-up, the criteria, the phone, nor the last inquiry's time.
    expect((await database.query(`SELECT * FROM leads WHERE id = $1`, [brunos.id]))[0]).toEqual(before);
    expect(await database.query(`SELECT 1 FROM lead_pending_details WHERE lead_id = $1`, [brunos.id])).toEqual([]);
    const [{ inquiries }] = await database.query(`SELECT count(*)::int AS inquiries FROM inquiries WHERE lead_id = $1`, [brunos.id]);
    expect(inquiries).toBe(2);
    const timeline = await timelineOf(brunos.id, agentB);
    expect(timeline.some((entry) => entry.kind === 'inquiry' && entry.summary.includes('(registrada por otro agente)'))).toBe(true);
    const detail = await api().get(`/api/leads/${brunos.id}`).set(headers(agentB)).expect(200);
    expect(detail.body.inquiries.filter((inquiry: { recordedByOtherAgent: boolean }) => inquiry.recordedByOtherAgent)).toHaveLength(1);
  });
});

describe('edits and assignment', () => {
  it('writes each changed field on the timeline as before → after, with who did it', async () => {
    const lead = await addLead(agentA, { name: 'Ramiro Edición', email: 'ramiro@correo.mx', budgetMax: 5_000_000 });
    const updated = await api()
      .patch(`/api/leads/${lead.id}`)
      .set(headers(agentA))
      .send({ budgetMax: 6_500_000, city: 'Mérida', name: 'Ramiro Edición', nextFollowUpAt: '2027-07-15T16:00:00.000Z' })
      .expect(200);
    expect(updated.body).toMatchObject({ budgetMax: 6_500_000, city: 'Mérida', nextFollowUpAt: '2027-07-15T16:00:00.000Z' });
    const edits = (await timelineOf(lead.id, agentA)).filter((entry) => entry.kind === 'field_changed');
    expect(edits.map((entry) => entry.summary).sort()).toEqual([
      'Ciudad o colonia: (vacío) → Mérida',
      'Presupuesto máximo: $5,000,000 → $6,500,000',
      // 16:00Z in July is 10:00 in Mexico City (no daylight-saving time since 2022).
      expect.stringMatching(/^Próximo seguimiento: \(vacío\) → .*2027 10:00$/),
    ].sort());
    expect(edits.every((entry) => entry.actorId === agentA.id)).toBe(true);
    // An unchanged name is not an edit.
    expect(edits.some((entry) => entry.summary.startsWith('Nombre'))).toBe(false);
  });

  it("refuses an e-mail another client holds, and another agent's client by id (404)", async () => {
    const lead = await addLead(agentA, { name: 'Correo Repetido', email: 'repetido@correo.mx' });
    const taken = await api().patch(`/api/leads/${lead.id}`).set(headers(agentA)).send({ email: 'ramiro@correo.mx' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Otro cliente ya tiene ese correo');
    await api().patch(`/api/leads/${lead.id}`).set(headers(agentB)).send({ name: 'Intruso' }).expect(404);
    await api().patch(`/api/leads/${lead.id}/assignee`).set(headers(agentB)).send({ agentId: agentB.id }).expect(404);
  });

  it('lets an admin reassign (the new agent is e-mailed) and an agent only take an unassigned client', async () => {
    const lead = await addLead(agentA, { name: 'Para Reasignar', phone: '55 7000 1111' });
    const forbidden = await api().patch(`/api/leads/${lead.id}/assignee`).set(headers(agentA)).send({ agentId: null });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('Solo un administrador puede reasignar clientes');
    await api().patch(`/api/leads/${lead.id}/assignee`).set(headers(admin)).send({ agentId: randomUUID() }).expect(400);
    const moved = await api().patch(`/api/leads/${lead.id}/assignee`).set(headers(admin)).send({ agentId: agentB.id }).expect(200);
    expect(moved.body.assignedAgentId).toBe(agentB.id);
    const mails: Array<{ subject: string }> = await database.query(`SELECT subject FROM mail_queue WHERE recipient = $1`, [agentB.email]);
    expect(mails.map((mail) => mail.subject)).toContain('Nuevo cliente asignado: Para Reasignar');
    // Now Bruno's: Andrea no longer reads it.
    await api().get(`/api/leads/${lead.id}`).set(headers(agentA)).expect(404);
    await api().patch(`/api/leads/${lead.id}/assignee`).set(headers(admin)).send({ agentId: null }).expect(200);
    const taken = await api().patch(`/api/leads/${lead.id}/assignee`).set(headers(agentA)).send({ agentId: agentA.id }).expect(200);
    expect(taken.body.timeline.filter((entry: { kind: string }) => entry.kind === 'assigned').map((entry: { summary: string }) => entry.summary)).toEqual(
      expect.arrayContaining(['Asignado a Andrea Agente', 'Sin agente asignado', 'Asignado a Bruno Agente']),
    );
  });
});

describe('the kanban board and the export', () => {
  it("sums each column's budgets over the whole column, as the database does, for what the caller sees", async () => {
    const lead = await addLead(agentA, { name: 'Negociando Fuerte', email: 'negocia@correo.mx', budgetMin: 20_000_000 });
    await api().patch(`/api/leads/${lead.id}/stage`).set(headers(agentA)).send({ stage: 'negociacion' }).expect(200);
    for (const person of [agentA, admin]) {
      const board = await api().get('/api/leads/board').set(headers(person)).expect(200);
      const visible = person.role === 'admin' ? 'true' : `(assigned_agent_id IS NULL OR assigned_agent_id = '${person.id}')`;
      const rows: Array<{ stage: string; count: number; total: string | null }> = await database.query(
        `SELECT stage, count(*)::int AS count, sum(coalesce(budget_max, budget_min)) AS total FROM leads WHERE ${visible} GROUP BY stage`,
      );
      for (const column of board.body.columns as Array<{ stage: string; count: number; budgetTotal: number; leads: Array<{ id: string }> }>) {
        const row = rows.find((candidate) => candidate.stage === column.stage);
        expect([column.stage, column.count, column.budgetTotal]).toEqual([column.stage, row?.count ?? 0, Number(row?.total ?? 0)]);
        expect(column.leads.length).toBe(Math.min(column.count, board.body.cardLimit));
      }
      const negotiation = board.body.columns.find((column: { stage: string }) => column.stage === 'negociacion');
      expect(negotiation.leads.map((card: { id: string }) => card.id)).toContain(lead.id);
    }
  });

  it("exports the filtered list as a CSV Excel opens with accents intact, never with another agent's clients", async () => {
    const response = await api().get('/api/leads/export?text=ib').set(headers(agentA)).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('clientes.csv');
    const bytes = response.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Nombre,Correo,Teléfono,Origen,Interés,Etapa,Agente,Operación,Tipo de propiedad,Estado,Ciudad o colonia,Presupuesto mínimo (MXN),Presupuesto máximo (MXN),Recámaras,Próximo seguimiento,Último contacto,Alta',
    );
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^Mariana Ibáñez,mariana\.ibanez@correo\.mx,442 123 4567,Teléfono,Compra,Nuevo,Andrea Agente,Comprar,Casa,Querétaro,Querétaro,4000000,9000000,3,/)]);

    const forBruno = (await api().get('/api/leads/export').set(headers(agentB)).expect(200)).text;
    expect(forBruno).not.toContain('Mariana');
    expect(forBruno).toContain('Cliente de Bruno');
  });
});

describe('activities: edit, move, remove, calendar', () => {
  it('moves and edits an activity with the change on the timeline, and removes it; another agent gets 404 for each', async () => {
    const lead = await addLead(agentA, { name: 'Con Actividades', email: 'actividades@correo.mx' });
    const created = await api()
      .post('/api/activities')
      .set(headers(agentA))
      .send({ type: 'visita', description: 'Visita a Juriquilla', leadId: lead.id, startsAt: '2027-01-20T10:00:00-06:00', durationMinutes: 60 })
      .expect(201);
    const id = created.body.id as string;
    await api().patch(`/api/activities/${id}`).set(headers(agentB)).send({ startsAt: '2027-01-21T10:00:00-06:00' }).expect(404);
    await api().delete(`/api/activities/${id}`).set(headers(agentB)).expect(404);
    await api().get(`/api/activities/${id}`).set(headers(agentB)).expect(404);

    const moved = await api().patch(`/api/activities/${id}`).set(headers(agentA)).send({ startsAt: '2027-07-21T11:30:00-06:00', description: 'Visita a Juriquilla y Zibatá' }).expect(200);
    expect(moved.body).toMatchObject({ startsAt: '2027-07-21T17:30:00.000Z', description: 'Visita a Juriquilla y Zibatá', type: 'visita' });
    const entries = (await timelineOf(lead.id, agentA)).map((entry) => entry.summary);
    expect(entries).toEqual(expect.arrayContaining([expect.stringMatching(/^Visita actualizada: movida de .*2027 10:00 a .*2027 11:30; descripción: Visita a Juriquilla y Zibatá$/)]));

    const invalid = await api().patch(`/api/activities/${id}`).set(headers(agentA)).send({ durationMinutes: 2, status: 'hecha' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toMatchObject({ durationMinutes: 'Al menos 5 minutos', status: 'Estado no válido' });

    await api().delete(`/api/activities/${id}`).set(headers(agentA)).expect(204);
    await api().get(`/api/activities/${id}`).set(headers(agentA)).expect(404);
    expect((await timelineOf(lead.id, agentA)).some((entry) => entry.summary.startsWith('Visita eliminada'))).toBe(true);
  });

  it("gives the calendar every visible activity in its range (the agency's days), and keeps a client's booked call at its time", async () => {
    const nats = service.app.get(NatsService);
    const lead = await addLead(agentA, { name: 'Con Videollamada', email: 'video@correo.mx' });
    const call: VideoCallEvent = {
      videoCallId: randomUUID(),
      leadId: lead.id,
      agentId: agentA.id,
      scheduledAt: '2027-03-10T17:00:00.000Z',
      durationMinutes: 30,
      status: 'programada',
      meetingUrl: 'https://meet.jit.si/PrestigioCalendario',
    };
    await nats.publishEvent(EventSubjects.videoCallScheduled, call);
    await api()
      .post('/api/activities')
      .set(headers(agentB))
      .send({ type: 'llamada', description: 'Llamada de Bruno', startsAt: '2027-03-10T09:00:00-06:00', durationMinutes: 15 })
      .expect(201);
    let activityId = '';
    await eventually(async () => {
      const range = await api().get('/api/activities/calendar?from=2027-03-01T00:00:00-06:00&to=2027-04-01T00:00:00-06:00').set(headers(agentA)).expect(200);
      expect(range.body.activities.map((activity: { description: string }) => activity.description)).toEqual([expect.stringContaining('Videollamada')]);
      activityId = range.body.activities[0].id;
      expect(range.body.activities[0].videoCallId).toBe(call.videoCallId);
    }, 10_000);
    const forAdmin = await api().get('/api/activities/calendar?from=2027-03-10T00:00:00-06:00&to=2027-03-11T00:00:00-06:00').set(headers(admin)).expect(200);
    expect(forAdmin.body.activities).toHaveLength(2);

    const refused = await api().patch(`/api/activities/${activityId}`).set(headers(agentA)).send({ startsAt: '2027-03-11T10:00:00-06:00' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('El horario de una videollamada agendada se cambia en Videollamadas: así el cliente recibe la invitación actualizada.');
    // Its status follows the call too (one state machine); the description is the agent's to change.
    await api().patch(`/api/activities/${activityId}`).set(headers(agentA)).send({ status: 'completada' }).expect(409);
    await api().patch(`/api/activities/${activityId}`).set(headers(agentA)).send({ description: 'Videollamada: revisar crédito' }).expect(200);

    const tooLong = await api().get('/api/activities/calendar?from=2027-01-01T00:00:00Z&to=2027-12-31T00:00:00Z').set(headers(agentA));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toMatchObject({ to: 'El calendario muestra hasta 100 días a la vez' });
  });

  it("filters the list by owner and by the agency's days", async () => {
    const list = await api().get('/api/activities?from=2027-03-10&to=2027-03-10').set(headers(admin)).expect(200);
    expect(list.body.total).toBe(2);
    const brunos = await api().get(`/api/activities?owner=${agentB.id}&from=2027-03-10&to=2027-03-10`).set(headers(admin)).expect(200);
    expect(brunos.body.activities.map((activity: { description: string }) => activity.description)).toEqual(['Llamada de Bruno']);
    // 17:00Z on 10 March is 11:00 in Mexico City: the 11th of the agency's calendar has nothing.
    const nextDay = await api().get('/api/activities?from=2027-03-11&to=2027-03-11').set(headers(admin)).expect(200);
    expect(nextDay.body.total).toBe(0);
  });
});

describe('property matching and selections', () => {
  it("asks the catalogue with the client's criteria, and asks for criteria when there are none", async () => {
    const [mariana] = (await api().get('/api/leads?text=mariana').set(headers(agentA)).expect(200)).body.leads;
    const matches = await api().get(`/api/leads/${mariana.id}/matches`).set(headers(agentA)).expect(200);
    expect(matches.body).toMatchObject({ criteriaMissing: false, matches: [{ property: { title: lakeHouse.title } }] });
    expect(matchRequests.at(-1)).toMatchObject({ operationType: 'comprar', propertyType: 'casa', state: 'Querétaro', city: 'Querétaro', budgetMin: 4_000_000, budgetMax: 9_000_000, bedrooms: 3 });
    const bare = await addLead(agentA, { name: 'Sin Criterios', phone: '55 8000 2222' });
    const none = await api().get(`/api/leads/${bare.id}/matches`).set(headers(agentA)).expect(200);
    expect(none.body).toEqual({ criteriaMissing: true, matches: [] });
    await api().get(`/api/leads/${mariana.id}/matches`).set(headers(agentB)).expect(404);
  });

  it('sends a selection by e-mail through the queue and as a wa.me link, each on the timeline', async () => {
    const [mariana] = (await api().get('/api/leads?text=mariana').set(headers(agentA)).expect(200)).body.leads;
    const byMail = await api().post(`/api/leads/${mariana.id}/selections`).set(headers(agentA)).send({ propertyIds: [lakeHouse.id, condo.slug, 'retirada'], channel: 'email' }).expect(201);
    expect(byMail.body).toEqual({ channel: 'email', whatsappUrl: null, sentTo: 'mariana.ibanez@correo.mx' });
    const [mail] = await database.query(`SELECT subject, text_body FROM mail_queue WHERE recipient = 'mariana.ibanez@correo.mx'`);
    expect(mail.subject).toBe('Andrea Agente le comparte 2 propiedades — Prestigio');
    expect(mail.text_body).toContain('https://prestigio.test/propiedades/casa-juriquilla-lago');
    expect(mail.text_body).toContain('$8,500,000');

    const byWhatsapp = await api().post(`/api/leads/${mariana.id}/selections`).set(headers(agentA)).send({ propertyIds: [condo.id], channel: 'whatsapp', message: 'Esta le va a encantar.' }).expect(201);
    const url = new URL(byWhatsapp.body.whatsappUrl);
    expect(url.origin + url.pathname).toBe('https://wa.me/524421234567');
    expect(url.searchParams.get('text')).toContain('Esta le va a encantar.\n\n• Casa en condominio en Zibatá (Zibatá, El Marqués): $4,200,000\n  https://prestigio.test/propiedades/casa-zibata');
    const sent = (await timelineOf(mariana.id, agentA)).filter((entry) => entry.kind === 'selection_sent').map((entry) => entry.summary);
    expect(sent.sort()).toEqual([
      'Selección de 1 propiedad enviada por WhatsApp a 442 123 4567: Casa en condominio en Zibatá',
      'Selección de 2 propiedades enviada por correo a mariana.ibanez@correo.mx: Casa en Juriquilla con vista al lago; Casa en condominio en Zibatá',
    ]);
    await api().post(`/api/leads/${mariana.id}/selections`).set(headers(agentB)).send({ propertyIds: [condo.id], channel: 'email' }).expect(404);
  });

  it("lists the open clients a listing fits, best first, only those the caller sees", async () => {
    const fits = await api().get(`/api/leads/for-property/${lakeHouse.id}`).set(headers(agentA)).expect(200);
    const names = fits.body.leads.map((match: { lead: { name: string } }) => match.lead.name);
    expect(names[0]).toBe('Mariana Ibáñez');
    // Ramiro wants Mérida and at most 6.5 M: the lake house fits neither.
    expect(names).not.toContain('Ramiro Edición');
    const forBruno = await api().get(`/api/leads/for-property/${lakeHouse.id}`).set(headers(agentB)).expect(200);
    expect(forBruno.body.leads.map((match: { lead: { name: string } }) => match.lead.name)).not.toContain('Mariana Ibáñez');
    await api().get(`/api/leads/for-property/${randomUUID()}`).set(headers(agentA)).expect(404);
  });
});

describe("the dashboard's counters", () => {
  it('keep the pipeline and open work equal to what the tables hold, after every creation, move, reassignment and removal above', async () => {
    const nobody = '00000000-0000-0000-0000-000000000000';
    const stages = await database.query(
      `SELECT coalesce(assigned_agent_id, '${nobody}') AS key, stage, count(*)::int AS count FROM leads GROUP BY 1, 2
       EXCEPT SELECT agent_key, stage, sum(count)::int FROM lead_stage_counts GROUP BY 1, 2 HAVING sum(count) <> 0`,
    );
    expect(stages).toEqual([]);
    const [{ extra }] = await database.query(
      `SELECT count(*)::int AS extra FROM (SELECT agent_key, stage FROM lead_stage_counts GROUP BY 1, 2 HAVING sum(count) <> 0) c WHERE NOT EXISTS (
         SELECT 1 FROM leads l WHERE coalesce(l.assigned_agent_id, '${nobody}') = c.agent_key AND l.stage = c.stage)`,
    );
    expect(extra).toBe(0);
    const open = await database.query(
      `SELECT coalesce(owner_id, '${nobody}') AS key, count(*)::int AS count FROM activities WHERE status IN ('pendiente', 'programada') GROUP BY 1
       EXCEPT SELECT owner_key, count::int FROM open_activity_counts WHERE count <> 0`,
    );
    expect(open).toEqual([]);
    const summary = await api().get('/api/dashboard/summary').set(headers(agentA)).expect(200);
    const [{ pending }] = await database.query(`SELECT count(*)::int AS pending FROM activities WHERE status IN ('pendiente', 'programada') AND owner_id = $1`, [agentA.id]);
    expect(summary.body.pendingActivities).toBe(pending);
    const [{ visible }] = await database.query(`SELECT count(*)::int AS visible FROM leads WHERE assigned_agent_id IS NULL OR assigned_agent_id = $1`, [agentA.id]);
    expect(Object.values(summary.body.leadsByStage as Record<string, number>).reduce((sum, count) => sum + count, 0)).toBe(visible);
  });

  it("counts an agent's own published listings, and the agency's for an admin", async () => {
    expect((await api().get('/api/dashboard/summary').set(headers(agentA)).expect(200)).body.activeProperties).toBe(28);
    expect((await api().get('/api/dashboard/summary').set(headers(agentB)).expect(200)).body.activeProperties).toBe(0);
    expect((await api().get('/api/dashboard/summary').set(headers(admin)).expect(200)).body.activeProperties).toBe(69);
  });

  it('names who can hold clients, for the portal', async () => {
    const { body } = await api().get('/api/leads/agents').set(headers(agentB)).expect(200);
    expect(body.agents).toEqual([
      { id: agentA.id, name: 'Andrea Agente', role: 'agent' },
      { id: admin.id, name: 'Dirección', role: 'admin' },
      { id: agentB.id, name: 'Bruno Agente', role: 'agent' },
    ]);
    await api().get('/api/leads/agents').expect(401);
  });
});

describe('datos por confirmar and possible duplicates', () => {
  it('lets the agent accept a pending detail (written on the client, on the timeline) or dismiss it (nothing written)', async () => {
    const client = await addLead(agentA, { name: 'Paula Pendiente', email: 'paula.pendiente@correo.mx' });
    const withDetails = await addLead(agentA, { name: 'Paula P.', email: 'paula.pendiente@correo.mx', phone: '55 2468 1357', city: 'Toluca' });
    expect(withDetails).toMatchObject({ id: client.id, phone: null, city: null, name: 'Paula Pendiente' });
    const byField = Object.fromEntries(withDetails.pendingDetails.map((detail: { field: string; id: string }) => [detail.field, detail.id]));
    expect(Object.keys(byField).sort()).toEqual(['city', 'name', 'phone']);

    // Another agent reaches neither the client nor its details.
    await api().post(`/api/leads/${client.id}/pending-details/${byField.phone}/accept`).set(headers(agentB)).expect(404);
    const accepted = await api().post(`/api/leads/${client.id}/pending-details/${byField.phone}/accept`).set(headers(agentA)).expect(200);
    expect(accepted.body).toMatchObject({ phone: '55 2468 1357' });
    expect(accepted.body.pendingDetails.map((detail: { field: string }) => detail.field).sort()).toEqual(['city', 'name']);
    const [{ phone_digits }] = await database.query(`SELECT phone_digits FROM leads WHERE id = $1`, [client.id]);
    expect(phone_digits).toBe('5524681357');
    const dismissed = await api().post(`/api/leads/${client.id}/pending-details/${byField.name}/dismiss`).set(headers(agentA)).expect(200);
    expect(dismissed.body).toMatchObject({ name: 'Paula Pendiente' });
    await api().post(`/api/leads/${client.id}/pending-details/${byField.name}/accept`).set(headers(agentA)).expect(404);
    const summaries = dismissed.body.timeline.filter((entry: { kind: string }) => entry.kind === 'details_resolved').map((entry: { summary: string }) => entry.summary);
    expect(summaries.sort()).toEqual(['Dato aceptado — Teléfono: (vacío) → 55 2468 1357', 'Dato descartado: Nombre «Paula P.»']);
  });

  it('shows a possible duplicate on both clients and merges them: the survivor keeps its contact, the other\'s differing details wait', async () => {
    const ana = await addLead(agentA, { name: 'Ana Duplicada', email: 'ana.duplicada@correo.mx', phone: '55 1357 2468', city: 'Puebla' });
    const sofia = await addLead(agentA, { name: 'Sofía Ramírez', email: 'sofia.duplicada@correo.mx', phone: '+52 55 1357 2468', budgetMax: 8_000_000 });
    expect(sofia.id).not.toBe(ana.id);
    expect(sofia).toMatchObject({ merged: false, name: 'Sofía Ramírez', email: 'sofia.duplicada@correo.mx', duplicates: [{ id: ana.id, name: 'Ana Duplicada' }], hiddenDuplicate: false });
    const anaPage = await api().get(`/api/leads/${ana.id}`).set(headers(agentA)).expect(200);
    expect(anaPage.body.duplicates).toEqual([{ id: sofia.id, name: 'Sofía Ramírez', email: 'sofia.duplicada@correo.mx', phone: '+52 55 1357 2468' }]);
    await addActivity(sofia.id);
    // A video call Sofía booked: scheduling keeps her id, so later changes of it must reach the merged client.
    const call: VideoCallEvent = {
      videoCallId: randomUUID(),
      leadId: sofia.id,
      agentId: agentA.id,
      scheduledAt: '2027-05-12T17:00:00.000Z',
      durationMinutes: 30,
      status: 'programada',
      meetingUrl: 'https://meet.jit.si/PrestigioDuplicado',
    };
    const nats = service.app.get(NatsService);
    await nats.publishEvent(EventSubjects.videoCallScheduled, call);
    await eventually(async () => expect(await database.query(`SELECT 1 FROM activities WHERE video_call_id = $1`, [call.videoCallId])).toHaveLength(1), 10_000);

    // Not marked as duplicates: refused. Another agent: as if neither existed.
    const stranger = await addLead(agentA, { name: 'Sin Relación', email: 'sin.relacion@correo.mx' });
    expect((await api().post(`/api/leads/${ana.id}/merge`).set(headers(agentA)).send({ otherId: stranger.id })).status).toBe(409);
    await api().post(`/api/leads/${ana.id}/merge`).set(headers(agentB)).send({ otherId: sofia.id }).expect(404);

    const merged = await api().post(`/api/leads/${ana.id}/merge`).set(headers(agentA)).send({ otherId: sofia.id }).expect(200);
    expect(merged.body).toMatchObject({ id: ana.id, name: 'Ana Duplicada', email: 'ana.duplicada@correo.mx', phone: '55 1357 2468', city: 'Puebla', budgetMax: null, duplicates: [] });
    expect(merged.body.inquiries).toHaveLength(2);
    expect(merged.body.inquiries.map((inquiry: { contactName: string }) => inquiry.contactName).sort()).toEqual(['Ana Duplicada', 'Sofía Ramírez']);
    expect(merged.body.pendingDetails.map((detail: { field: string; value: unknown }) => [detail.field, detail.value]).sort()).toEqual([
      ['budgetMax', 8_000_000],
      ['email', 'sofia.duplicada@correo.mx'],
      ['name', 'Sofía Ramírez'],
    ]);
    expect(merged.body.timeline.some((entry: { kind: string; summary: string }) => entry.kind === 'merged' && entry.summary.includes('Sofía Ramírez'))).toBe(true);
    await api().get(`/api/leads/${sofia.id}`).set(headers(agentA)).expect(404);
    const [{ count }] = await database.query(`SELECT count(*)::int AS count FROM activities WHERE lead_id = $1`, [ana.id]);
    expect(count).toBe(2);
    await nats.publishEvent(EventSubjects.videoCallRescheduled, { ...call, scheduledAt: '2027-05-13T17:00:00.000Z' });
    await eventually(async () => {
      const summaries = (await timelineOf(ana.id, agentA)).map((entry) => entry.summary);
      expect(summaries.some((summary) => summary.startsWith('Reprogramada: videollamada del'))).toBe(true);
    }, 10_000);
    // The merged client's e-mail is free now: accepting it makes it the survivor's.
    const emailDetail = merged.body.pendingDetails.find((detail: { field: string }) => detail.field === 'email');
    const withEmail = await api().post(`/api/leads/${ana.id}/pending-details/${emailDetail.id}/accept`).set(headers(agentA)).expect(200);
    expect(withEmail.body.email).toBe('sofia.duplicada@correo.mx');
  });

  it('removes the possible-duplicate mark from both clients when they are not the same person', async () => {
    const first = await addLead(agentA, { name: 'Padre Hogar', email: 'padre.hogar@correo.mx', phone: '55 1122 3344' });
    const second = await addLead(agentA, { name: 'Hija Hogar', email: 'hija.hogar@correo.mx', phone: '55 1122 3344' });
    expect(second.duplicates.map((duplicate) => duplicate.id)).toEqual([first.id]);
    await api().post(`/api/leads/${first.id}/duplicates/${second.id}/dismiss`).set(headers(agentB)).expect(404);
    const kept = await api().post(`/api/leads/${first.id}/duplicates/${second.id}/dismiss`).set(headers(agentA)).expect(200);
    expect(kept.body).toMatchObject({ duplicates: [], hiddenDuplicate: false, name: 'Padre Hogar' });
    const other = await api().get(`/api/leads/${second.id}`).set(headers(agentA)).expect(200);
    expect(other.body.duplicates).toEqual([]);
    expect(other.body.timeline[0].summary).toBe('No es la misma persona que Padre Hogar: se quitó la marca de posible duplicado');
    // Not marked any more: neither merged nor dismissed again.
    await api().post(`/api/leads/${first.id}/duplicates/${second.id}/dismiss`).set(headers(agentA)).expect(404);
    await api().post(`/api/leads/${first.id}/merge`).set(headers(agentA)).send({ otherId: second.id }).expect(409);
  });

  it("marks a duplicate of another agent's client without showing it to the recording agent", async () => {
    await addLead(agentB, { name: 'Cliente Oculto', email: 'cliente.oculto@correo.mx', phone: '55 9753 1864' });
    const mine = await addLead(agentA, { name: 'Cliente Visible', email: 'cliente.visible@correo.mx', phone: '5597531864' });
    expect(mine).toMatchObject({ assignedAgentId: agentA.id, duplicates: [], hiddenDuplicate: true });
    expect(JSON.stringify(mine)).not.toContain('Cliente Oculto');
  });
});
