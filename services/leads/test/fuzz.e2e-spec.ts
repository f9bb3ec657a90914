// Property-based fuzzing of the CRM's endpoints, the public forms (contact, newsletter) and the portal's (leads,
// stages, notes, activities): generated bodies, ids and queries of wrong types, deep or huge JSON, control and odd
// Unicode characters and prototype-pollution keys are answered with a 2xx or a Spanish 4xx in the error shape, never
// a 5xx; a refused write stores nothing. The seed is fixed (FUZZ_SEED).
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { activeAgentsRequestSchema, propertySummariesRequestSchema, RpcSubjects } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import { startTestService, type TestService } from '@prestigio/testing';
import {
  controlCharacterBodies,
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
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { envSchema, type LeadsEnv } from '../src/config/env.js';
import { portalPeople, identityHeaders } from './support/portal-people.js';

const { agentA } = portalPeople();
let service: TestService<LeadsEnv>;
let leadId: string;
let activityId: string;

const send = (method: string, path: string, body?: string, headers: Record<string, string> = {}) => sendRaw(service.baseUrl, method, path, headers, body);
const asAgent = () => identityHeaders(agentA, service.env.IDENTITY_SECRET);

/** Rows of every table a CRM write may add to. */
async function rowCounts(): Promise<string> {
  const [counts] = await service.app.get(DataSource).query(
    `SELECT (SELECT count(*) FROM leads) AS leads, (SELECT count(*) FROM inquiries) AS inquiries,
            (SELECT count(*) FROM lead_timeline) AS timeline, (SELECT count(*) FROM activities) AS activities,
            (SELECT count(*) FROM newsletter_subscriptions) AS subscriptions`,
  );
  return JSON.stringify(counts);
}

/** Fuzzes one write: every answer acceptable, and a refused one leaves every table as it was. */
async function fuzzWrite(method: string, path: string, valid: Record<string, unknown>, textFields: string[], headers: () => Record<string, string> = () => ({})) {
  await fuzz(hostileBodies(valid, { textFields }), async (body) => {
    const before = await rowCounts();
    const answer = await send(method, path, body, headers());
    expectAcceptableAnswer(answer, body);
    const after = await rowCounts();
    if (answer.status >= 400 && after !== before) throw new Error(`refused (${answer.status}) but stored ${before} → ${after}: ${body.slice(0, 300)}`);
  });
}

const contactForm = {
  name: 'Lucía Fernández',
  phone: '55 4321 0000',
  email: 'lucia.fernandez@correo.mx',
  interest: 'compra',
  message: 'Busco casa con jardín en Coyoacán.',
  privacy: true,
  website: '',
  elapsedMs: 12_000,
};

beforeAll(async () => {
  service = await startTestService(AppModule, { name: 'leads', envSchema });
  // What auth and the catalogue would answer: one active agent, and no listing by any id.
  service.app.get(NatsService).serve(RpcSubjects.activeAgents, activeAgentsRequestSchema, async () => ({ agents: [agentA] }));
  service.app.get(NatsService).serve(RpcSubjects.propertySummaries, propertySummariesRequestSchema, async () => ({ properties: [] }));
  const receiptId = ((await send('POST', '/api/leads', JSON.stringify(contactForm))).body as { id: string }).id;
  // The receipt is the inquiry's id; the client it created is found through it.
  [{ lead_id: leadId }] = await service.app.get(DataSource).query(`SELECT lead_id FROM inquiries WHERE id = $1`, [receiptId]);
  const activity = await send(
    'POST',
    '/api/activities',
    JSON.stringify({ type: 'llamada', description: 'Llamar para confirmar', leadId, startsAt: '2027-01-10T17:00:00-06:00', durationMinutes: 15 }),
    asAgent(),
  );
  activityId = (activity.body as { id: string }).id;
  if (!leadId || !activityId) throw new Error(`setup failed: ${JSON.stringify(activity)}`);
});
afterAll(() => service?.stop());

describe('public forms', () => {
  it('POST /api/leads stores a contact request or refuses it in Spanish, and a refusal stores nothing', async () => {
    await fuzzWrite('POST', '/api/leads', contactForm, ['name', 'message', 'phone', 'email']);
  });

  it('POST /api/newsletter subscribes or refuses in Spanish, and a refusal stores nothing', async () => {
    await fuzzWrite('POST', '/api/newsletter', { email: 'boletin@correo.mx' }, ['email']);
  });
});

describe('portal endpoints, signed in as an agent', () => {
  it('POST /api/leads/manual and PATCH /api/leads/:id', async () => {
    await fuzzWrite('POST', '/api/leads/manual', { name: 'Cliente Manual', phone: '55 1111 2222', source: 'manual', message: 'Llamó a la oficina' }, ['name', 'message'], asAgent);
    await fuzzWrite('PATCH', `/api/leads/${leadId}`, { name: 'Lucía Fernández Ruiz', interest: 'renta' }, ['name', 'email', 'phone'], asAgent);
  });

  it('PATCH /api/leads/:id/stage and POST /api/leads/:id/notes', async () => {
    await fuzzWrite('PATCH', `/api/leads/${leadId}/stage`, { stage: 'perdido', lostReason: 'Compró con otra agencia' }, ['lostReason'], asAgent);
    await fuzzWrite('POST', `/api/leads/${leadId}/notes`, { text: 'Prefiere que le llamen por la tarde.' }, ['text'], asAgent);
    await fuzzWrite('PATCH', `/api/leads/${leadId}/assignee`, { agentId: agentA.id }, [], asAgent);
  });

  it('POST /api/leads/:id/merge', async () => {
    await fuzzWrite('POST', `/api/leads/${leadId}/merge`, { otherId: activityId }, [], asAgent);
  });

  it('POST /api/leads/:id/selections', async () => {
    await fuzzWrite('POST', `/api/leads/${leadId}/selections`, { propertyIds: ['casa-en-coyoacan'], channel: 'email', message: 'Le comparto estas opciones' }, ['message'], asAgent);
  });

  it('POST /api/activities, PATCH /api/activities/:id and its status', async () => {
    const activity = { type: 'visita', description: 'Visita a la casa de Coyoacán', leadId, startsAt: '2027-02-10T11:00:00-06:00', durationMinutes: 60 };
    await fuzzWrite('POST', '/api/activities', activity, ['description', 'startsAt'], asAgent);
    await fuzzWrite('PATCH', `/api/activities/${activityId}`, { description: 'Llamar otra vez', durationMinutes: 30 }, ['description'], asAgent);
    await fuzzWrite('PATCH', `/api/activities/${activityId}/status`, { status: 'completada' }, [], asAgent);
  });

  it('answers any query of the lists, the board, the export and the calendar with a 2xx or a Spanish 400', async () => {
    await fuzz(hostileQuery(['text', 'stage', 'source', 'agent', 'from', 'to', 'sort', 'page']), async (query) => {
      for (const path of ['/api/leads', '/api/leads/board', '/api/leads/export']) expectAcceptableAnswer(await send('GET', `${path}${query}`, undefined, asAgent()), `${path}${query}`);
    });
    await fuzz(hostileQuery(['type', 'status', 'owner', 'from', 'to', 'leadId', 'page']), async (query) => {
      for (const path of ['/api/activities', '/api/activities/calendar']) expectAcceptableAnswer(await send('GET', `${path}${query}`, undefined, asAgent()), `${path}${query}`);
    });
  });

  it('answers every date parameter at any value (year 0001, 9999, 275760, garbage) with a 2xx or a Spanish 400, never a 5xx', async () => {
    const examples = ['?from=9999-12-30&to=9999-12-31', '?to=9999-12-31', '?from=0001-01-01', '?from=%2B275760-09-13T00%3A00%3A00.000Z&to=%2B275760-09-13T00%3A00%3A00.000Z'];
    await fuzz(
      hostileDateQuery(['from', 'to']),
      async (query) => {
        for (const path of ['/api/leads', '/api/leads/board', '/api/leads/export', '/api/activities', '/api/activities/calendar']) {
          expectAcceptableAnswer(await send('GET', `${path}${query}`, undefined, asAgent()), `${path}${query}`);
        }
      },
      { examples },
    );
    // Dates in bodies: an activity's start, a lead's next follow-up. Outside 2000 to ten years ahead, refused.
    await fuzz(hostileDate, async (date) => {
      const before = await rowCounts();
      const activity = JSON.stringify({ type: 'llamada', description: 'Llamar', leadId, startsAt: date, durationMinutes: 15 });
      const answers = [
        await send('POST', '/api/activities', activity, asAgent()),
        await send('PATCH', `/api/activities/${activityId}`, JSON.stringify({ startsAt: date }), asAgent()),
        await send('PATCH', `/api/leads/${leadId}`, JSON.stringify({ nextFollowUpAt: date }), asAgent()),
        await send('POST', '/api/leads/manual', JSON.stringify({ name: 'Cliente Fecha', phone: '55 3333 4444', nextFollowUpAt: date }), asAgent()),
      ];
      for (const answer of answers) expectAcceptableAnswer(answer, date);
      const instant = Date.parse(date);
      const outOfRange = instant < Date.parse('2000-01-01T00:00:00Z') || instant > Date.now() + 10 * 366 * 86_400_000;
      if (outOfRange && answers.some((answer) => answer.status < 400)) throw new Error(`accepted the date ${date}`);
      if (answers.every((answer) => answer.status >= 400) && (await rowCounts()) !== before) throw new Error(`refused ${date} but stored rows`);
    }, { examples: ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '+275760-09-13T00:00:00.000Z'] });
  });

  it('refuses every text field holding a stray control character (a NUL, an escape) with a Spanish 400, and stores nothing', async () => {
    const writes: Array<[string, string, Record<string, unknown>, string[], (() => Record<string, string>) | undefined]> = [
      ['POST', '/api/leads', contactForm, ['name', 'phone', 'email', 'message', 'propertyId'], undefined],
      ['POST', '/api/newsletter', { email: 'boletin@correo.mx' }, ['email'], undefined],
      ['POST', '/api/leads/manual', { name: 'Cliente Manual', phone: '55 1111 2222', message: 'Llamó', city: 'Puebla' }, ['name', 'phone', 'message', 'city'], asAgent],
      ['PATCH', `/api/leads/${leadId}`, { name: 'Lucía Fernández Ruiz' }, ['name', 'email', 'phone', 'city'], asAgent],
      ['PATCH', `/api/leads/${leadId}/stage`, { stage: 'perdido', lostReason: 'Compró con otra agencia' }, ['lostReason'], asAgent],
      ['POST', `/api/leads/${leadId}/notes`, { text: 'Prefiere la tarde.' }, ['text'], asAgent],
      ['POST', `/api/leads/${leadId}/selections`, { propertyIds: ['casa'], channel: 'email', message: 'Opciones' }, ['message'], asAgent],
      ['POST', '/api/activities', { type: 'visita', description: 'Visita', leadId, startsAt: '2027-02-10T11:00:00-06:00', durationMinutes: 60 }, ['description'], asAgent],
    ];
    for (const [method, path, valid, textFields, headers] of writes) {
      await fuzz(controlCharacterBodies(valid, textFields), async (body) => {
        const before = await rowCounts();
        expectRefusal(await send(method, path, body, headers?.() ?? {}), `${method} ${path} ${body}`);
        if ((await rowCounts()) !== before) throw new Error(`refused but stored: ${body}`);
      });
    }
    await fuzz(controlCharacterBodies({ text: 'Ana' }, ['text']), async (body) => {
      const text = encodeURIComponent((JSON.parse(body) as { text: string }).text);
      expectRefusal(await send('GET', `/api/leads?text=${text}`, undefined, asAgent()), text);
    });
  });

  it('answers any id in a path with a 404 or a 400, and changes nothing', async () => {
    await fuzz(hostilePathSegment, async (segment) => {
      const before = await rowCounts();
      for (const [method, path, body] of [
        ['GET', `/api/leads/${segment}`],
        ['GET', `/api/leads/${segment}/matches`],
        ['GET', `/api/leads/for-property/${segment}`],
        ['POST', `/api/leads/${segment}/notes`, '{"text":"Nota"}'],
        ['POST', `/api/leads/${segment}/merge`, `{"otherId":"${leadId}"}`],
        ['POST', `/api/leads/${leadId}/duplicates/${segment}/dismiss`],
        ['POST', `/api/leads/${leadId}/pending-details/${segment}/accept`],
        ['POST', `/api/leads/${segment}/pending-details/${leadId}/dismiss`],
        ['PATCH', `/api/leads/${segment}/stage`, '{"stage":"contactado"}'],
        ['GET', `/api/activities/${segment}`],
        ['DELETE', `/api/activities/${segment}`],
      ] as const) {
        expectRefusal(await send(method, path, body, asAgent()), `${method} ${path}`);
      }
      if ((await rowCounts()) !== before) throw new Error(`a refused path changed rows: ${segment}`);
    });
  });
});
