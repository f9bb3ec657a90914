// Dates far from today (issue 23): `to=9999-12-31` on the lists, the board, the export and the calendar answered 500,
// and activities and follow-ups dated year 0001 or 9999 were stored. Every date the CRM accepts now lies between
// 2000-01-01 and ten years ahead (libs/contracts `acceptedDay`/`acceptedDateTime`): outside, a Spanish 400, nothing
// stored. The fuzz suite tries every other value.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RpcSubjects, activeAgentsRequestSchema } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import { startTestService, type TestService } from '@prestigio/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { envSchema, type LeadsEnv } from '../src/config/env.js';
import { portalPeople, identityHeaders } from './support/portal-people.js';

const { agentA } = portalPeople();
const rangeMessage = 'La fecha debe estar entre el 1 de enero de 2000 y 10 años a partir de hoy';
let service: TestService<LeadsEnv>;
let leadId: string;

const api = () => request(service.baseUrl);
const asAgent = () => identityHeaders(agentA, service.env.IDENTITY_SECRET);
const counts = async () =>
  (await service.app.get(DataSource).query(`SELECT (SELECT count(*)::int FROM activities) AS activities, (SELECT count(*)::int FROM leads WHERE next_follow_up_at IS NOT NULL) AS followups`))[0];

beforeAll(async () => {
  service = await startTestService(AppModule, { name: 'leads', envSchema });
  service.app.get(NatsService).serve(RpcSubjects.activeAgents, activeAgentsRequestSchema, async () => ({ agents: [agentA] }));
  const created = await api().post('/api/leads/manual').set(asAgent()).send({ name: 'Cliente Fechas', phone: '55 7000 0001' }).expect(201);
  leadId = created.body.id;
});
afterAll(() => service?.stop());

describe('dates in queries', () => {
  it('answers from/to at year 9999, 0001 or 275760 with a Spanish 400 on every list, never a 500', async () => {
    const queries = ['?to=9999-12-31', '?from=9999-12-30&to=9999-12-31', '?from=0001-01-01', '?from=275760-09-13'];
    for (const path of ['/api/leads', '/api/leads/board', '/api/leads/export', '/api/activities']) {
      for (const query of queries) {
        const response = await api().get(`${path}${query}`).set(asAgent());
        expect([path, query, response.status, response.body.message]).toEqual([path, query, 400, 'Datos inválidos']);
      }
    }
    const calendar = await api().get('/api/activities/calendar?from=9999-12-30T00:00:00Z&to=9999-12-31T00:00:00Z').set(asAgent());
    expect([calendar.status, calendar.body.errors]).toEqual([400, { from: rangeMessage, to: rangeMessage }]);
    const listed = await api().get('/api/leads?to=9999-12-31').set(asAgent());
    expect(listed.body.errors).toEqual({ to: rangeMessage });
    // Inside the range, as before.
    await api().get('/api/leads?from=2020-01-01&to=2030-12-31').set(asAgent()).expect(200);
  });
});

describe('dates in bodies', () => {
  it('refuses an activity or a follow-up dated year 0001 or 9999 with a Spanish 400, and stores nothing', async () => {
    const before = await counts();
    for (const date of ['0001-01-01T10:00:00-06:00', '9999-12-31T10:00:00-06:00', '1999-12-31T10:00:00Z']) {
      const activity = await api().post('/api/activities').set(asAgent()).send({ type: 'llamada', description: 'Llamar', leadId, startsAt: date, durationMinutes: 15 });
      expect([date, activity.status, activity.body.errors]).toEqual([date, 400, { startsAt: rangeMessage }]);
      const followUp = await api().patch(`/api/leads/${leadId}`).set(asAgent()).send({ nextFollowUpAt: date });
      expect([date, followUp.status, followUp.body.errors]).toEqual([date, 400, { nextFollowUpAt: rangeMessage }]);
    }
    expect(await counts()).toEqual(before);
    const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString();
    await api().post('/api/activities').set(asAgent()).send({ type: 'llamada', description: 'Llamar', leadId, startsAt: nextYear, durationMinutes: 15 }).expect(201);
    await api().patch(`/api/leads/${leadId}`).set(asAgent()).send({ nextFollowUpAt: nextYear }).expect(200);
  });
});
