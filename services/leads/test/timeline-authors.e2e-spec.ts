// The timeline keeps its authors' names (issue 25): an entry written by an agent deactivated since still shows who
// wrote it. Auth lists only active agents for assignment; the others are named by `auth.user.profile`, which answers
// for every user.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { RpcSubjects, activeAgentsRequestSchema, userProfileRequestSchema, type ActiveAgent, type LeadDetail } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import { startTestService, type TestService } from '@prestigio/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { AppModule } from '../src/app.module.js';
import { envSchema, type LeadsEnv } from '../src/config/env.js';
import { portalPeople, identityHeaders } from './support/portal-people.js';

const { agentA: formerAgent, agentB, admin } = portalPeople();

// An account auth no longer knows at all (removed): nothing to show but the portal's fallback.
const unknownAuthor: ActiveAgent = { id: randomUUID(), fullName: null, username: 'nadie', email: 'nadie@prestigio.test', role: 'admin' };
const profileRequests: string[] = [];

let service: TestService<LeadsEnv>;
const api = () => request(service.baseUrl);
const headers = (person: ActiveAgent) => identityHeaders(person, service.env.IDENTITY_SECRET);

beforeAll(async () => {
  service = await startTestService(AppModule, { name: 'leads', envSchema });
  const nats = service.app.get(NatsService);
  // Andrea was deactivated: she is no longer among the active agents, but auth still knows her.
  nats.serve(RpcSubjects.activeAgents, activeAgentsRequestSchema, async () => ({ agents: [admin, agentB] }));
  nats.serve(RpcSubjects.userProfile, userProfileRequestSchema, async ({ userId }) => {
    profileRequests.push(userId);
    return userId === formerAgent.id ? { fullName: formerAgent.fullName, username: formerAgent.username, phone: null } : null;
  });
});
afterAll(() => service?.stop());

it("names the author of every entry, an agent deactivated since included, and asks auth for them once", async () => {
  const lead = (await api().post('/api/leads/manual').set(headers(formerAgent)).send({ name: 'Cliente de Andrea', email: 'cliente.andrea@correo.mx' }).expect(201)).body as LeadDetail;
  // Written while Andrea still worked here (the note only needs her session), and one by a removed account.
  await api().post(`/api/leads/${lead.id}/notes`).set(headers(formerAgent)).send({ text: 'Prefiere que le llamen por la tarde' }).expect(201);
  await api().post(`/api/leads/${lead.id}/notes`).set(headers(unknownAuthor)).send({ text: 'Nota de una cuenta eliminada' }).expect(201);
  await api().post(`/api/leads/${lead.id}/notes`).set(headers(admin)).send({ text: 'La atiende Dirección desde hoy' }).expect(201);

  const read = async () => ((await api().get(`/api/leads/${lead.id}`).set(headers(admin)).expect(200)).body as LeadDetail).timeline;
  const authorOf = (timeline: LeadDetail['timeline'], summary: string) => timeline.find((entry) => entry.summary.includes(summary))?.actorName;
  const timeline = await read();
  expect(authorOf(timeline, 'por la tarde')).toBe('Andrea Agente');
  expect(authorOf(timeline, 'desde hoy')).toBe('Dirección');
  expect(authorOf(timeline, 'cuenta eliminada')).toBeNull();
  // The active agents come from the list assignment keeps; only the others are asked for, and a name is remembered.
  expect(profileRequests).not.toContain(admin.id);
  const askedForAndrea = profileRequests.filter((id) => id === formerAgent.id).length;
  expect(askedForAndrea).toBe(1);
  expect(authorOf(await read(), 'por la tarde')).toBe('Andrea Agente');
  expect(profileRequests.filter((id) => id === formerAgent.id).length).toBe(1);
});
