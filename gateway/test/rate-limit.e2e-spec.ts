import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.js';
import { startTestGateway, type RunningGateway } from './support/gateway-harness.js';

describe('per-address rate limits', () => {
  let leads: FakeUpstream;
  let auth: FakeUpstream;
  let running: RunningGateway;

  beforeAll(async () => {
    leads = await startFakeUpstream('leads');
    auth = await startFakeUpstream('auth');
    running = await startTestGateway({ upstreams: { leads: [leads.url], auth: [auth.url] }, rateLimitScale: 1 });
  });
  afterAll(async () => {
    await running.gateway.close();
    await leads.stop();
    await auth.stop();
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
});
