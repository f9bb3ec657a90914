// Every endpoint of the scheduling service against every kind of caller, as one table: what the service itself
// enforces, whatever the page shows. A call in the portal is its agent's: another agent gets 404 for it, as if it did
// not exist; an admin reaches every one. The visitor's manage page has no session: its token is the only key, so a
// session changes nothing there, and the call's id or a token never issued finds nothing.
import { afterAll, beforeAll } from '@jest/globals';
import { addDaysToDate, agencyDateTimeToUtc, type ActiveAgent } from '@prestigio/contracts';
import { describeAuthorizationMatrix, matrixCallers, PUBLIC_CALLERS, type MatrixRow, type PublicCaller } from '@prestigio/testing/authorization-matrix';
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { comingDay, startSchedulingStack, type SchedulingStack } from './scheduling-support.js';

const { identities, headersOf } = matrixCallers(() => stack.service.env.IDENTITY_SECRET);
const agents: ActiveAgent[] = [
  { id: identities.owner.userId, fullName: 'Dueña de la Llamada', username: 'duena', email: 'duena@prestigio.test', role: 'agent' },
  { id: identities.otherAgent.userId, fullName: 'Otro Agente', username: 'otro', email: 'otro@prestigio.test', role: 'agent' },
];

let stack: SchedulingStack;
let database: DataSource;
const api = () => request(stack.service.baseUrl);

/** Open hours from next Monday on, one after another (a closed day answers 400 and is skipped), well within 60 days. */
const firstDay = comingDay(1, 1);
let nextSlot = { date: firstDay, hour: 8 };
function takeSlot(): Date {
  nextSlot = nextSlot.hour < 16 ? { ...nextSlot, hour: nextSlot.hour + 1 } : { date: addDaysToDate(nextSlot.date, 1), hour: 9 };
  return agencyDateTimeToUtc(nextSlot.date, nextSlot.hour);
}

interface Target {
  id: string;
  token: string;
  /** The owner's client, by its own id (the portal's). */
  leadId: string;
}

/** A fresh call of the owner's, booked the way the chat books it, for each row and caller. */
async function ownersCall(): Promise<Target> {
  const leadId = randomUUID();
  stack.directory.leads.set(leadId, { id: leadId, name: 'Cliente Permisos', email: `${leadId}@correo.mx`, phone: '55 1234 5678', agentId: identities.owner.userId });
  for (;;) {
    const booked = await api().post('/api/schedule-video-call').send({ leadId, scheduledAt: takeSlot().toISOString(), durationMinutes: 30 });
    if (booked.status === 400) continue;
    if (booked.status !== 201) throw new Error(`booking answered ${booked.status}: ${JSON.stringify(booked.body)}`);
    return { id: booked.body.videoCall.id, token: booked.body.videoCall.managePath.split('/').pop(), leadId };
  }
}

/** A time the reschedule can move to: the next free open hour (a closed day is refused with 400, and tried again). */
async function freeTime(): Promise<string> {
  for (;;) {
    const slot = takeSlot();
    const day = await api().get(`/api/video-calls/availability?from=${nextSlot.date}&to=${nextSlot.date}`).expect(200);
    if (day.body.days[0].open) return slot.toISOString();
  }
}

const inMonth = `?from=${firstDay}&to=${addDaysToDate(firstDay, 30)}`;
const everyone = (status: number) => ({ anonymous: status, pending: status, owner: status, otherAgent: status, admin: status });
const ownerAndAdmin = (status: number) => ({ anonymous: 401, pending: 403, owner: status, otherAgent: 404, admin: status });
const neverIssued = () => randomBytes(24).toString('base64url');

const rows: MatrixRow<Target>[] = [
  { name: 'GET /api/video-calls (calendar)', send: (_t, caller) => api().get(`/api/video-calls${inMonth}`).set(headersOf(caller)), expected: { ...ownerAndAdmin(200), otherAgent: 200 } },
  {
    name: 'POST /api/video-calls/:id/reschedule',
    send: async ({ id }, caller) => api().post(`/api/video-calls/${id}/reschedule`).set(headersOf(caller)).send({ scheduledAt: await freeTime() }),
    expected: ownerAndAdmin(200),
  },
  { name: 'POST /api/video-calls/:id/cancel', send: ({ id }, caller) => api().post(`/api/video-calls/${id}/cancel`).set(headersOf(caller)), expected: ownerAndAdmin(200) },
  {
    name: 'PATCH /api/video-calls/:id/outcome',
    send: async ({ id }, caller) => {
      // The call's time has come, so an outcome may be recorded.
      await database.query(`UPDATE video_calls SET scheduled_at = now() - interval '1 hour' WHERE id = $1`, [id]);
      return api().patch(`/api/video-calls/${id}/outcome`).set(headersOf(caller)).send({ status: 'completada' });
    },
    expected: ownerAndAdmin(200),
  },
  {
    name: 'GET /api/video-calls/availability',
    send: (_t, caller) => api().get('/api/video-calls/availability?from=2029-02-05&to=2029-02-09').set(headersOf(caller)),
    expected: everyone(200),
  },
  {
    name: "GET /api/video-calls/availability?leadId= (the owner's client: their agent's free slots)",
    send: ({ leadId }, caller) => api().get(`/api/video-calls/availability?from=2029-02-05&to=2029-02-09&leadId=${leadId}`).set(headersOf(caller)),
    expected: ownerAndAdmin(200),
  },
  { name: 'POST /api/schedule-video-call (a lead the CRM does not know)', send: (_t, caller) => api().post('/api/schedule-video-call').set(headersOf(caller)).send({ leadId: randomUUID(), scheduledAt: agencyDateTimeToUtc(comingDay(1, 2), 10).toISOString(), durationMinutes: 30 }), expected: everyone(404) },
  { name: 'GET /api/video-calls/manage/:token (its own token)', send: ({ token }, caller) => api().get(`/api/video-calls/manage/${token}`).set(headersOf(caller)), expected: everyone(200) },
  { name: 'GET /api/video-calls/manage/:token (the call id for a token)', send: ({ id }, caller) => api().get(`/api/video-calls/manage/${id}`).set(headersOf(caller)), expected: everyone(404) },
  { name: 'GET /api/video-calls/manage/:token (a token never issued)', send: (_t, caller) => api().get(`/api/video-calls/manage/${neverIssued()}`).set(headersOf(caller)), expected: everyone(404) },
  {
    name: 'POST /api/video-calls/manage/:token/reschedule (its own token)',
    send: async ({ token }, caller) => api().post(`/api/video-calls/manage/${token}/reschedule`).set(headersOf(caller)).send({ scheduledAt: await freeTime() }),
    expected: everyone(200),
  },
  {
    name: 'POST /api/video-calls/manage/:token/reschedule (the call id for a token)',
    send: async ({ id }, caller) => api().post(`/api/video-calls/manage/${id}/reschedule`).set(headersOf(caller)).send({ scheduledAt: await freeTime() }),
    expected: everyone(404),
  },
  {
    name: 'POST /api/video-calls/manage/:token/reschedule (a token never issued)',
    send: async (_t, caller) => api().post(`/api/video-calls/manage/${neverIssued()}/reschedule`).set(headersOf(caller)).send({ scheduledAt: await freeTime() }),
    expected: everyone(404),
  },
  { name: 'POST /api/video-calls/manage/:token/cancel (its own token)', send: ({ token }, caller) => api().post(`/api/video-calls/manage/${token}/cancel`).set(headersOf(caller)), expected: everyone(200) },
  { name: 'POST /api/video-calls/manage/:token/cancel (the call id for a token)', send: ({ id }, caller) => api().post(`/api/video-calls/manage/${id}/cancel`).set(headersOf(caller)), expected: everyone(404) },
  { name: 'POST /api/video-calls/manage/:token/cancel (a token never issued)', send: (_t, caller) => api().post(`/api/video-calls/manage/${neverIssued()}/cancel`).set(headersOf(caller)), expected: everyone(404) },
];

beforeAll(async () => {
  stack = await startSchedulingStack();
  stack.directory.agents = agents;
  database = stack.service.app.get(DataSource);
}, 60_000);
afterAll(() => stack?.stop(), 30_000);

describeAuthorizationMatrix({ title: 'authorization matrix of scheduling', rows, freshTarget: ownersCall });

// The booking (issue 23) as anyone may try it: a visitor books with the receipt of their own inquiry, which the CRM
// resolves (for 24 hours) to the client with the details that inquiry gave; the client's own id books nothing. The
// client and a stranger who typed the client's e-mail each hold a receipt of their own; the stranger's answer carries
// only their receipt and what they typed, never the client's id or name.
interface BookingTarget {
  clientId: string;
  receipts: Record<PublicCaller, string>;
}

async function clientWithReceipts(): Promise<BookingTarget> {
  const clientId = randomUUID();
  const email = `${clientId}@correo.mx`;
  const receipts = Object.fromEntries(PUBLIC_CALLERS.map((caller) => [caller, randomUUID()])) as Record<PublicCaller, string>;
  for (const caller of PUBLIC_CALLERS) {
    const typed =
      caller === 'client'
        ? { id: clientId, name: 'Clienta Verdadera', email, phone: '55 1234 5678' }
        : caller === 'stranger'
          ? { id: clientId, name: 'Extraño', email, phone: '55 9999 0000' }
          : { id: randomUUID(), name: `Visitante ${caller}`, email: `${receipts[caller]}@correo.mx`, phone: '55 4444 0000' };
    stack.directory.leads.set(receipts[caller], { ...typed, agentId: identities.owner.userId });
  }
  return { clientId, receipts };
}

/** Books the next open hour (a closed day answers 400 and the next one is tried). */
async function bookWith(leadId: string, caller: PublicCaller) {
  for (;;) {
    const booked = await api().post('/api/schedule-video-call').set(headersOf(caller)).send({ leadId, scheduledAt: takeSlot().toISOString(), durationMinutes: 30 });
    if (booked.status !== 400) return booked;
  }
}

const bookingRows: MatrixRow<BookingTarget, PublicCaller>[] = [
  {
    name: "POST /api/schedule-video-call (the caller's own receipt)",
    send: ({ receipts }, caller) => bookWith(receipts[caller], caller),
    expected: { anonymous: 201, client: 201, stranger: 201, otherAgent: 201, owner: 201, admin: 201 },
    check: ({ body }, { clientId, receipts }, caller) => {
      const { videoCall } = body as { videoCall: { leadId: string } };
      expect(videoCall.leadId).toBe(receipts[caller]);
      expect(JSON.stringify(body)).not.toContain(clientId);
      expect(JSON.stringify(body)).not.toContain('Clienta Verdadera');
    },
  },
  {
    name: "POST /api/schedule-video-call (the client's own id)",
    send: ({ clientId }, caller) => bookWith(clientId, caller),
    expected: { anonymous: 404, client: 404, stranger: 404, otherAgent: 404, owner: 404, admin: 404 },
  },
];

describeAuthorizationMatrix({ title: 'authorization matrix of the booking', rows: bookingRows, freshTarget: clientWithReceipts, callers: PUBLIC_CALLERS });
