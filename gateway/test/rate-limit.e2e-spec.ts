import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.js';
import { startTestGateway, type RunningGateway } from './support/gateway-harness.js';

describe('per-address rate limits', () => {
  let leads: FakeUpstream;
  let running: RunningGateway;

  beforeAll(async () => {
    leads = await startFakeUpstream('leads');
    running = await startTestGateway({ upstreams: { leads: [leads.url] }, rateLimitScale: 1 });
  });
  afterAll(async () => {
    await running.gateway.close();
    await leads.stop();
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
});
