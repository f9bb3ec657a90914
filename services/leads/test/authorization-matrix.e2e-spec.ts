// Every portal endpoint of the CRM against every kind of caller, as one table: what the service itself enforces,
// whatever the page shows. A client (lead) is its agent's: another agent gets 404 for it, as if it did not exist; an
// admin reaches every one. An activity is its owner's likewise.
import { afterAll, beforeAll } from '@jest/globals';
import {
  RpcSubjects,
  activeAgentsRequestSchema,
  propertyMatchRequestSchema,
  propertySummariesRequestSchema,
  type ActiveAgent,
} from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import { startTestService, type TestService } from '@prestigio/testing';
import {
  describeAuthorizationMatrix,
  matrixCallers,
  PUBLIC_CALLERS,
  type MatrixResponse,
  type MatrixRow,
  type PublicCaller,
} from '@prestigio/testing/authorization-matrix';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { envSchema, type LeadsEnv } from '../src/config/env.js';

const { identities, headersOf } = matrixCallers(() => service.env.IDENTITY_SECRET);
const agents: ActiveAgent[] = [
  { id: identities.owner.userId, fullName: 'Dueña del Cliente', username: 'duena', email: 'duena@prestigio.test', role: 'agent' },
  { id: identities.otherAgent.userId, fullName: 'Otro Agente', username: 'otro', email: 'otro@prestigio.test', role: 'agent' },
  { id: identities.admin.userId, fullName: 'Dirección', username: 'direccion', email: 'direccion@prestigio.test', role: 'admin' },
];

let service: TestService<LeadsEnv>;
const api = () => request(service.baseUrl);

interface Target {
  leadId: string;
  activityId: string;
}

let counter = 0;
/** A fresh client of the owner's with one activity, for each row and caller (a row that deletes does not affect the next). */
async function ownersClient(): Promise<Target> {
  counter += 1;
  const lead = await api()
    .post('/api/leads/manual')
    .set(headersOf('owner'))
    .send({ name: `Cliente Permisos ${counter}`, phone: `55 90${String(counter).padStart(6, '0')}`, operationType: 'comprar', state: 'Jalisco' })
    .expect(201);
  const activity = await api()
    .post('/api/activities')
    .set(headersOf('owner'))
    .send({ type: 'llamada', description: 'Llamar', leadId: lead.body.id, startsAt: '2027-01-10T10:00:00-06:00', durationMinutes: 15 })
    .expect(201);
  return { leadId: lead.body.id, activityId: activity.body.id };
}

const listing = { id: randomUUID(), slug: 'casa-permisos' };
const everyone = { anonymous: 401, pending: 403, owner: 200, otherAgent: 200, admin: 200 };
const ownerAndAdmin = (status: number) => ({ anonymous: 401, pending: 403, owner: status, otherAgent: 404, admin: status });
const rows: MatrixRow<Target>[] = [
  { name: 'GET /api/leads', send: (_t, caller) => api().get('/api/leads').set(headersOf(caller)), expected: everyone },
  { name: 'GET /api/leads/board', send: (_t, caller) => api().get('/api/leads/board').set(headersOf(caller)), expected: everyone },
  { name: 'GET /api/leads/export', send: (_t, caller) => api().get('/api/leads/export').set(headersOf(caller)), expected: everyone },
  { name: 'GET /api/leads/agents', send: (_t, caller) => api().get('/api/leads/agents').set(headersOf(caller)), expected: everyone },
  {
    name: 'POST /api/leads/manual',
    send: (_t, caller) => api().post('/api/leads/manual').set(headersOf(caller)).send({ name: 'Alta Manual', email: `alta.${randomUUID()}@correo.mx` }),
    expected: { anonymous: 401, pending: 403, owner: 201, otherAgent: 201, admin: 201 },
  },
  { name: 'GET /api/leads/:id', send: ({ leadId }, caller) => api().get(`/api/leads/${leadId}`).set(headersOf(caller)), expected: ownerAndAdmin(200) },
  {
    name: 'PATCH /api/leads/:id',
    send: ({ leadId }, caller) => api().patch(`/api/leads/${leadId}`).set(headersOf(caller)).send({ budgetMax: 6_000_000 }),
    expected: ownerAndAdmin(200),
  },
  {
    name: 'PATCH /api/leads/:id/assignee',
    send: ({ leadId }, caller) => api().patch(`/api/leads/${leadId}/assignee`).set(headersOf(caller)).send({ agentId: identities.admin.userId }),
    // Only an admin reassigns; the owner may not give a client away.
    expected: { anonymous: 401, pending: 403, owner: 403, otherAgent: 404, admin: 200 },
  },
  {
    name: 'PATCH /api/leads/:id/stage',
    send: ({ leadId }, caller) => api().patch(`/api/leads/${leadId}/stage`).set(headersOf(caller)).send({ stage: 'contactado' }),
    expected: ownerAndAdmin(200),
  },
  {
    name: 'POST /api/leads/:id/notes',
    send: ({ leadId }, caller) => api().post(`/api/leads/${leadId}/notes`).set(headersOf(caller)).send({ text: 'Nota' }),
    expected: ownerAndAdmin(201),
  },
  { name: 'GET /api/leads/:id/matches', send: ({ leadId }, caller) => api().get(`/api/leads/${leadId}/matches`).set(headersOf(caller)), expected: ownerAndAdmin(200) },
  {
    name: 'POST /api/leads/:id/selections',
    send: ({ leadId }, caller) => api().post(`/api/leads/${leadId}/selections`).set(headersOf(caller)).send({ propertyIds: [listing.id], channel: 'whatsapp' }),
    expected: ownerAndAdmin(201),
  },
  { name: 'GET /api/leads/:id/saved-searches', send: ({ leadId }, caller) => api().get(`/api/leads/${leadId}/saved-searches`).set(headersOf(caller)), expected: ownerAndAdmin(200) },
  { name: 'GET /api/leads/for-property/:id', send: (_t, caller) => api().get(`/api/leads/for-property/${listing.id}`).set(headersOf(caller)), expected: everyone },
  { name: 'GET /api/activities', send: (_t, caller) => api().get('/api/activities').set(headersOf(caller)), expected: everyone },
  {
    name: 'GET /api/activities/calendar',
    send: (_t, caller) => api().get('/api/activities/calendar?from=2027-01-01T00:00:00Z&to=2027-02-01T00:00:00Z').set(headersOf(caller)),
    expected: everyone,
  },
  {
    name: 'POST /api/activities',
    send: ({ leadId }, caller) =>
      api().post('/api/activities').set(headersOf(caller)).send({ type: 'visita', description: 'Visita', leadId, startsAt: '2027-01-11T10:00:00-06:00', durationMinutes: 60 }),
    expected: ownerAndAdmin(201),
  },
  { name: 'GET /api/activities/:id', send: ({ activityId }, caller) => api().get(`/api/activities/${activityId}`).set(headersOf(caller)), expected: ownerAndAdmin(200) },
  {
    name: 'PATCH /api/activities/:id',
    send: ({ activityId }, caller) => api().patch(`/api/activities/${activityId}`).set(headersOf(caller)).send({ description: 'Llamar de nuevo' }),
    expected: ownerAndAdmin(200),
  },
  {
    name: 'PATCH /api/activities/:id/status',
    send: ({ activityId }, caller) => api().patch(`/api/activities/${activityId}/status`).set(headersOf(caller)).send({ status: 'completada' }),
    expected: ownerAndAdmin(200),
  },
  { name: 'DELETE /api/activities/:id', send: ({ activityId }, caller) => api().delete(`/api/activities/${activityId}`).set(headersOf(caller)), expected: ownerAndAdmin(204) },
  { name: 'GET /api/dashboard/summary', send: (_t, caller) => api().get('/api/dashboard/summary').set(headersOf(caller)), expected: everyone },
];

beforeAll(async () => {
  service = await startTestService(AppModule, { name: 'leads', envSchema });
  const nats = service.app.get(NatsService);
  nats.serve(RpcSubjects.activeAgents, activeAgentsRequestSchema, async () => ({ agents }));
  const summary = {
    ...listing,
    title: 'Casa de permisos',
    mainImage: null,
    operationType: 'comprar',
    status: 'disponible',
    propertyType: 'casa',
    location: 'Zapopan, Jalisco',
    city: 'Zapopan',
    colonia: null,
    state: 'Jalisco',
    price: 5_000_000,
    bedrooms: 3,
    bathrooms: 2,
    halfBathrooms: 0,
    parkingSpaces: 2,
    landArea: 200,
    buildingArea: 180,
    hasGarden: false,
    createdAt: new Date().toISOString(),
  };
  nats.serve(RpcSubjects.propertySummaries, propertySummariesRequestSchema, async () => ({ properties: [summary] }));
  nats.serve(RpcSubjects.matchProperties, propertyMatchRequestSchema, async () => ({ matches: [] }));
});
afterAll(() => service?.stop());

describeAuthorizationMatrix({ title: 'authorization matrix of the CRM portal', rows, freshTarget: ownersClient });

// The public intake (issue 23): the contact form as anyone may send it, and what a stranger who typed a client's
// e-mail can reach afterwards. The receipt is always the sender's own inquiry's id, never the client's; the client's
// record, its "datos por confirmar" and its merge are the portal's (owner and admin), as if they did not exist for
// anyone else.
interface IntakeTarget {
  leadId: string;
  email: string;
  pendingId: string;
  duplicateId: string;
}

/** The owner's client, a stranger's inquiry with its e-mail (a pending detail) and a possible duplicate of it. */
async function ownersClientWithVisitors(): Promise<IntakeTarget> {
  counter += 1;
  const email = `cliente.publico${counter}@correo.mx`;
  const phone = `55 91${String(counter).padStart(6, '0')}`;
  const lead = await api().post('/api/leads/manual').set(headersOf('owner')).send({ name: `Cliente Público ${counter}`, email, phone }).expect(201);
  await api().post('/api/leads').send(form({ name: 'Extraño', email, phone: '55 0000 0000' })).expect(201);
  const duplicate = await api().post('/api/leads/manual').set(headersOf('owner')).send({ name: `Otra Persona ${counter}`, email: `otra${counter}@correo.mx`, phone }).expect(201);
  const detail = await api().get(`/api/leads/${lead.body.id}`).set(headersOf('owner')).expect(200);
  return { leadId: lead.body.id, email, pendingId: detail.body.pendingDetails[0].id, duplicateId: duplicate.body.id };
}

const form = (overrides: Record<string, unknown>) => ({ name: 'Visitante', phone: '55 1111 0000', email: 'visitante@correo.mx', privacy: true, elapsedMs: 9_000, ...overrides });
/** What each caller types in the contact form: the client their own details, the stranger the client's e-mail. */
const formOf = (caller: PublicCaller, { email }: IntakeTarget) =>
  caller === 'client' ? form({ name: 'Cliente Público', email }) : caller === 'stranger' ? form({ name: 'Extraño', email, phone: '55 2222 0000' }) : form({ email: `${caller}.${randomUUID()}@correo.mx` });
const portalOnly = (status: number): Record<PublicCaller, number> => ({ anonymous: 401, client: 401, stranger: 401, otherAgent: 404, owner: status, admin: status });

async function receiptNamesNoClient({ body }: MatrixResponse, { leadId }: IntakeTarget): Promise<void> {
  expect(Object.keys(body as object).sort()).toEqual(['id', 'status']);
  const { id } = body as { id: string };
  expect(id).not.toBe(leadId);
  const [inquiry] = await service.app.get(DataSource).query(`SELECT lead_id FROM inquiries WHERE id = $1`, [id]);
  expect(inquiry).toBeDefined();
}

const publicRows: MatrixRow<IntakeTarget, PublicCaller>[] = [
  {
    name: 'POST /api/leads (the receipt is the inquiry\'s own id, never the client\'s)',
    send: (target, caller) => api().post('/api/leads').set(headersOf(caller)).send(formOf(caller, target)),
    expected: { anonymous: 201, client: 201, stranger: 201, otherAgent: 201, owner: 201, admin: 201 },
    check: receiptNamesNoClient,
  },
  { name: 'GET /api/leads/:id (the client\'s record)', send: ({ leadId }, caller) => api().get(`/api/leads/${leadId}`).set(headersOf(caller)), expected: portalOnly(200) },
  {
    name: 'POST /api/leads/:id/pending-details/:detailId/accept',
    send: ({ leadId, pendingId }, caller) => api().post(`/api/leads/${leadId}/pending-details/${pendingId}/accept`).set(headersOf(caller)),
    expected: portalOnly(200),
  },
  {
    name: 'POST /api/leads/:id/pending-details/:detailId/dismiss',
    send: ({ leadId, pendingId }, caller) => api().post(`/api/leads/${leadId}/pending-details/${pendingId}/dismiss`).set(headersOf(caller)),
    expected: portalOnly(200),
  },
  {
    name: 'POST /api/leads/:id/duplicates/:otherId/dismiss',
    send: ({ leadId, duplicateId }, caller) => api().post(`/api/leads/${leadId}/duplicates/${duplicateId}/dismiss`).set(headersOf(caller)),
    expected: portalOnly(200),
  },
  {
    name: 'POST /api/leads/:id/merge',
    send: ({ leadId, duplicateId }, caller) => api().post(`/api/leads/${leadId}/merge`).set(headersOf(caller)).send({ otherId: duplicateId }),
    expected: portalOnly(200),
  },
];

describeAuthorizationMatrix({ title: 'authorization matrix of the public intake', rows: publicRows, freshTarget: ownersClientWithVisitors, callers: PUBLIC_CALLERS });
