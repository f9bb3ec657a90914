import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.js';
import { startTestGateway, type RunningGateway } from './support/gateway-harness.js';

describe('per-address rate limits', () => {
  let leads: FakeUpstream;
  let auth: FakeUpstream;
  let scheduling: FakeUpstream;
  let running: RunningGateway;

  beforeAll(async () => {
    leads = await startFakeUpstream('leads');
    auth = await startFakeUpstream('auth');
    scheduling = await startFakeUpstream('scheduling');
    running = await startTestGateway({ upstreams: { leads: [leads.url], auth: [auth.url], scheduling: [scheduling.url] }, rateLimitScale: 1 });
  });
  afterAll(async () => {
    await running.gateway.close();
    await leads.stop();
    await auth.stop();
    await scheduling.stop();
  });

  it('lets five contact requests through and answers the sixth with 429, Retry-After and a Spanish message', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await request(running.baseUrl).post('/api/leads').send({ name: 'Ana' }).expect(200);
    }
    const refused = await request(running.baseUrl).post('/api/leads').send({ name: 'Ana' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ statusCode: 429, message: 'Ha realizado demasiadas solicitudes. Intente de nuevo en unos minutos.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // Reading is never limited.
    await request(running.baseUrl).get('/api/leads/anything').expect(200);
  });

  // Registration says whether an e-mail is taken (docs/product-decisions.md, "Enumeration"): what bounds a stranger
  // probing addresses is this limit, ten registrations an hour from one address.
  it('answers the eleventh registration from one address within the hour with 429', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await request(running.baseUrl).post('/api/register').send({ email: `sonda${attempt}@ejemplo.mx` }).expect(200);
    }
    const refused = await request(running.baseUrl).post('/api/register').send({ email: 'sonda10@ejemplo.mx' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Ha realizado demasiadas solicitudes. Intente de nuevo en unos minutos.');
  });

  // Bookings are limited per client too (one upcoming call, in scheduling); this bounds how fast one address can try
  // ids and times at all: ten bookings in ten minutes, however the path is spelt.
  it('answers the eleventh booking from one address within ten minutes with 429', async () => {
    const booking = { leadId: '00000000-0000-4000-8000-000000000000', scheduledAt: '2026-12-01T16:00:00.000Z', durationMinutes: 30 };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await request(running.baseUrl).post('/api/schedule-video-call').send(booking).expect(200);
    }
    const refused = await request(running.baseUrl).post('/api/schedule-video-call').send(booking);
    expect([refused.status, refused.body.message]).toEqual([429, 'Ha realizado demasiadas solicitudes. Intente de nuevo en unos minutos.']);
    // A trailing slash is no way around it: that path reaches no service at all.
    expect((await request(running.baseUrl).post('/api/schedule-video-call/').send(booking)).status).toBe(404);
    expect(scheduling.requests.filter((seen) => seen.method === 'POST')).toHaveLength(10);
    // What the visitor reads (free slots, their own call) is never limited.
    await request(running.baseUrl).get('/api/video-calls/availability?from=2026-12-01&to=2026-12-05').expect(200);
  });
});
