import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { newsletterMessages, PRIVACY_NOTICE_VERSION } from '@prestigio/contracts';
import { startTestService, type TestService } from '@prestigio/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { expectNeverAServerError, oddJsonBodies } from '@prestigio/testing/hostile-input';
import { envSchema, type LeadsEnv } from '../src/config/env.js';

let service: TestService<LeadsEnv>;
let database: DataSource;

beforeAll(async () => {
  service = await startTestService(AppModule, { name: 'leads', envSchema });
  database = service.app.get(DataSource);
});
afterAll(() => service?.stop());

const api = () => request(service.baseUrl);

async function subscriptionCount(): Promise<number> {
  const [{ count }] = await database.query(`SELECT count(*)::int AS count FROM newsletter_subscriptions`);
  return count;
}

describe('POST /api/newsletter', () => {
  it('subscribes an address with its consent, and answers a second subscription exactly like the first (no enumeration)', async () => {
    const first = await api().post('/api/newsletter').send({ email: 'paola.rivera@correo.mx' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ status: 'suscrito', message: newsletterMessages.subscribed });
    const [stored] = await database.query(`SELECT * FROM newsletter_subscriptions WHERE email = 'paola.rivera@correo.mx'`);
    expect(stored).toMatchObject({ source: 'sitio_web', privacy_notice_version: PRIVACY_NOTICE_VERSION });
    expect(Date.now() - stored.consent_at.getTime()).toBeLessThan(60_000);

    const again = await api().post('/api/newsletter').send({ email: '  Paola.Rivera@Correo.MX ' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const rows = await database.query(`SELECT * FROM newsletter_subscriptions WHERE email = 'paola.rivera@correo.mx'`);
    expect(rows).toHaveLength(1);
    // The original consent is the one kept.
    expect(rows[0].consent_at).toEqual(stored.consent_at);
  });

  it('stores one subscription when the same address is sent several times at once', async () => {
    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => api().post('/api/newsletter').send({ email: 'simultanea@correo.mx' })));
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(responses.map((response) => JSON.stringify(response.body))).size).toBe(1);
    expect(await database.query(`SELECT email FROM newsletter_subscriptions WHERE email = 'simultanea@correo.mx'`)).toHaveLength(1);
  });

  it('refuses a bad or missing email with the spec message and stores nothing', async () => {
    const before = await subscriptionCount();
    for (const body of [{ email: 'correo@' }, { email: 'sin-arroba.mx' }, { email: '' }, {}, { email: 42 }]) {
      const response = await api().post('/api/newsletter').send(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: 'Datos inválidos', errors: { email: 'Ingrese un correo válido' } });
    }
    expect(await subscriptionCount()).toBe(before);
  });

  it('answers a filled honeypot like a first subscription and stores nothing', async () => {
    const before = await subscriptionCount();
    const response = await api().post('/api/newsletter').send({ email: 'bot@spam.example', website: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ status: 'suscrito', message: newsletterMessages.subscribed });
    expect(await subscriptionCount()).toBe(before);
  });

  it('never answers 500, whatever body arrives, and stores nothing', async () => {
    const before = await subscriptionCount();
    await expectNeverAServerError(service.baseUrl, '/api/newsletter', [
      ...oddJsonBodies,
      JSON.stringify({ email: `${'a'.repeat(300_000)}@correo.mx` }),
      JSON.stringify({ email: ['ana@correo.mx'] }),
    ]);
    expect(await subscriptionCount()).toBe(before);
  });

  it('refuses an address holding a control character, and stores nothing', async () => {
    const refused = await api().post('/api/newsletter').send({ email: 'ana.\u0000ruiz@correo.mx' });
    expect([refused.status, refused.body.errors]).toEqual([400, { email: 'El correo no puede contener saltos de línea ni caracteres de control' }]);
    expect(await database.query(`SELECT email FROM newsletter_subscriptions WHERE email LIKE 'ana.%'`)).toEqual([]);
  });
});
