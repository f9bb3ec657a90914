// Property-based fuzzing of the scheduling endpoints: the public booking, free slots and manage-by-token pages, and
// the portal's calls. Generated bodies, tokens, ids and queries of wrong types, deep or huge JSON, control and odd
// Unicode characters and prototype-pollution keys are answered with a 2xx or a Spanish 4xx in the error shape, never
// a 5xx; a refused booking stores nothing. The seed is fixed (FUZZ_SEED).
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { agencyDateTimeToUtc, type ActiveAgent } from '@prestigio/contracts';
import { identityHeaders, startTestService, type TestService } from '@prestigio/testing';
import {
  expectAcceptableAnswer,
  expectRefusal,
  fuzz,
  hostileBodies,
  hostileDate,
  hostileDateQuery,
  hostilePathSegment,
  hostileQuery,
  sendRaw,
} from '@prestigio/testing/hostile-input';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { envSchema, type SchedulingEnv } from '../src/config/env.js';
import { comingDay, FakeDirectory } from './scheduling-support.js';

const agent: ActiveAgent = { id: randomUUID(), fullName: 'Agente Fuzz', username: 'agentefuzz', email: 'agente.fuzz@prestigio.mx', role: 'agent' };
const lead = { id: randomUUID(), name: 'Cliente Fuzz', email: 'cliente.fuzz@correo.mx', phone: '55 1234 0000', agentId: agent.id };
let service: TestService<SchedulingEnv>;
let directory: FakeDirectory;
let callId: string;
let token: string;

const send = (method: string, path: string, body?: string, headers: Record<string, string> = {}) => sendRaw(service.baseUrl, method, path, headers, body);
const asAgent = () => identityHeaders(agent, service.env.IDENTITY_SECRET);
const callCount = async () => Number((await service.app.get(DataSource).query(`SELECT count(*)::int AS count FROM video_calls`))[0].count);
const slot = (day: string) => agencyDateTimeToUtc(day, 10).toISOString();

beforeAll(async () => {
  service = await startTestService(AppModule, { name: 'scheduling', envSchema, env: { PUBLIC_SITE_URL: 'https://prestigio.test' } });
  directory = await FakeDirectory.start(service.namespace.namespace);
  directory.leads.set(lead.id, lead);
  directory.agents = [agent];
  const booked = await send('POST', '/api/schedule-video-call', JSON.stringify({ leadId: lead.id, scheduledAt: slot(comingDay(3, 1)), durationMinutes: 30 }));
  const videoCall = (booked.body as { videoCall?: { id: string; managePath: string } }).videoCall;
  if (!videoCall) throw new Error(`setup failed: ${JSON.stringify(booked)}`);
  callId = videoCall.id;
  token = videoCall.managePath.split('/').at(-1)!;
}, 60_000);
afterAll(async () => {
  await service?.stop();
  await directory?.stop();
});

describe('public scheduling endpoints', () => {
  it('POST /api/schedule-video-call books or refuses in Spanish, and a refusal stores nothing', async () => {
    await fuzz(hostileBodies({ leadId: lead.id, scheduledAt: slot(comingDay(4, 1)), durationMinutes: 30 }, { textFields: ['scheduledAt', 'leadId'] }), async (body) => {
      const before = await callCount();
      const answer = await send('POST', '/api/schedule-video-call', body);
      expectAcceptableAnswer(answer, body);
      if (answer.status >= 400 && (await callCount()) !== before) throw new Error(`refused (${answer.status}) but stored: ${body.slice(0, 300)}`);
    });
  });

  it('GET /api/video-calls/availability answers any query with the free slots or a Spanish 400', async () => {
    await fuzz(hostileQuery(['from', 'to']), async (query) => {
      expectAcceptableAnswer(await send('GET', `/api/video-calls/availability${query}`), query);
    });
  });

  it('answers every date at any value (year 0001, 9999, 275760, garbage) with a 2xx or a Spanish 400, and books nothing beyond 60 days', async () => {
    await fuzz(
      hostileDateQuery(['from', 'to']),
      async (query) => {
        expectAcceptableAnswer(await send('GET', `/api/video-calls/availability${query}`), query);
        expectAcceptableAnswer(await send('GET', `/api/video-calls${query}`, undefined, asAgent()), query);
      },
      { examples: ['?from=9999-12-30&to=9999-12-31', '?to=9999-12-31', '?from=0001-01-01&to=0001-01-02', '?from=275760-09-12&to=275760-09-13'] },
    );
    await fuzz(
      hostileDate,
      async (date) => {
        const before = await callCount();
        const body = JSON.stringify({ leadId: randomUUID(), scheduledAt: date, durationMinutes: 30 });
        expectAcceptableAnswer(await send('POST', '/api/schedule-video-call', body), body);
        expectAcceptableAnswer(await send('POST', `/api/video-calls/manage/${token}/reschedule`, JSON.stringify({ scheduledAt: date })), date);
        expectAcceptableAnswer(await send('POST', `/api/video-calls/${callId}/reschedule`, JSON.stringify({ scheduledAt: date }), asAgent()), date);
        if ((await callCount()) !== before) throw new Error(`booked a call for an unknown lead at ${date}`);
        const [{ farthest }] = await service.app.get(DataSource).query(`SELECT max(scheduled_at) AS farthest FROM video_calls`);
        if (farthest && farthest.getTime() > Date.now() + 60 * 86_400_000) throw new Error(`a call was moved beyond 60 days: ${date}`);
      },
      { examples: ['9999-12-31T16:00:00.000Z', '0001-01-01T16:00:00.000Z', '+275760-09-13T00:00:00.000Z', '2030-07-17T15:00:00.000Z'] },
    );
  });

  it('the manage pages answer any token with a 404 or a 400, and any reschedule body with a 2xx or a Spanish 4xx', async () => {
    await fuzz(hostilePathSegment, async (segment) => {
      expectRefusal(await send('GET', `/api/video-calls/manage/${segment}`), segment);
      expectRefusal(await send('POST', `/api/video-calls/manage/${segment}/cancel`), segment);
      expectRefusal(await send('POST', `/api/video-calls/manage/${segment}/reschedule`, JSON.stringify({ scheduledAt: slot(comingDay(5, 1)) })), segment);
      expectRefusal(await send('POST', `/api/video-calls/manage/${segment}/book`, JSON.stringify({ scheduledAt: slot(comingDay(5, 1)) })), segment);
    });
    await fuzz(hostileBodies({ scheduledAt: slot(comingDay(2, 3)) }, { textFields: ['scheduledAt'] }), async (body) => {
      expectAcceptableAnswer(await send('POST', `/api/video-calls/manage/${token}/book`, body), body);
    });
    await fuzz(hostileBodies({ scheduledAt: slot(comingDay(2, 2)) }, { textFields: ['scheduledAt'] }), async (body) => {
      expectAcceptableAnswer(await send('POST', `/api/video-calls/manage/${token}/reschedule`, body), body);
    });
  });
});

describe('portal endpoints, signed in as an agent', () => {
  it('answers any query, id and body of the calls with a 2xx or a Spanish 4xx', async () => {
    await fuzz(hostileQuery(['from', 'to']), async (query) => {
      expectAcceptableAnswer(await send('GET', `/api/video-calls${query}`, undefined, asAgent()), query);
    });
    await fuzz(hostilePathSegment, async (segment) => {
      expectRefusal(await send('POST', `/api/video-calls/${segment}/reschedule`, JSON.stringify({ scheduledAt: slot(comingDay(3, 2)) }), asAgent()), segment);
      expectRefusal(await send('POST', `/api/video-calls/${segment}/cancel`, undefined, asAgent()), segment);
      expectRefusal(await send('PATCH', `/api/video-calls/${segment}/outcome`, '{"status":"completada"}', asAgent()), segment);
    });
    await fuzz(hostileBodies({ scheduledAt: slot(comingDay(4, 2)) }, { textFields: ['scheduledAt'] }), async (body) => {
      expectAcceptableAnswer(await send('POST', `/api/video-calls/${callId}/reschedule`, body, asAgent()), body);
    });
    await fuzz(hostileBodies({ status: 'no_asistio' }), async (body) => {
      expectAcceptableAnswer(await send('PATCH', `/api/video-calls/${callId}/outcome`, body, asAgent()), body);
    });
  });
});
