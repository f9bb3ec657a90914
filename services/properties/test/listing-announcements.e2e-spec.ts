import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EventSubjects, IDENTITY_HEADER, REQUEST_ID_HEADER, propertyListedEventSchema, type Identity } from '@prestigio/contracts';
import { signIdentity } from '@prestigio/contracts/identity-token';
import { startTestService, type TestService } from '@prestigio/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { envSchema, type PropertiesEnv } from '../src/config/env.js';
import { propertyWrite } from './support/property-write.js';

// Saved-search alerts (services/leads) run off these events: a listing becoming visible, or a visible one cheaper.
let service: TestService<PropertiesEnv>;
const agent: Identity = { userId: randomUUID(), role: 'agent', status: 'active' };

beforeAll(async () => {
  service = await startTestService(AppModule, { name: 'properties', envSchema });
});
afterAll(() => service?.stop());

const api = () => request(service.baseUrl);
function as(identity: Identity) {
  const requestId = randomUUID();
  return { [REQUEST_ID_HEADER]: requestId, [IDENTITY_HEADER]: signIdentity(identity, service.env.IDENTITY_SECRET, requestId) };
}

/** The events the outbox holds for a listing, oldest first, as subject and data. */
async function announcementsOf(propertyId: string) {
  const rows: Array<{ subject: string; payload: unknown }> = await service.app
    .get(DataSource)
    .query(`SELECT subject, payload FROM outbox_events WHERE payload ->> 'propertyId' = $1 ORDER BY position`, [propertyId]);
  return rows.map((row) => ({ subject: row.subject, data: propertyListedEventSchema.parse(row.payload) }));
}

describe('listing announcements (outbox)', () => {
  it('announces a listing created visible, and a price drop, but not a rise or an edit', async () => {
    const created = await api().post('/api/properties/manage').set(as(agent)).send(propertyWrite({ title: 'Casa con jardín en Coyoacán', price: 9_000_000 }));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(await announcementsOf(id)).toEqual([
      { subject: EventSubjects.propertyPublished, data: expect.objectContaining({ propertyId: id, slug: created.body.slug, price: 9_000_000, title: 'Casa con jardín en Coyoacán' }) },
    ]);
    expect((await api().patch(`/api/properties/manage/${id}`).set(as(agent)).send({ price: 9_500_000 })).status).toBe(200);
    expect((await api().patch(`/api/properties/manage/${id}`).set(as(agent)).send({ description: 'Recién pintada, con jardín amplio y cocina equipada.' })).status).toBe(200);
    expect((await api().patch(`/api/properties/manage/${id}`).set(as(agent)).send({ price: 8_700_000 })).status).toBe(200);
    const events = await announcementsOf(id);
    expect(events.map((event) => event.subject)).toEqual([EventSubjects.propertyPublished, EventSubjects.propertyPriceLowered]);
    expect(events[1]!.data).toMatchObject({ price: 8_700_000, previousPrice: 9_500_000 });
  });

  it('announces a draft when it is published, not before, and not a price drop while it is hidden', async () => {
    const created = await api().post('/api/properties/manage').set(as(agent)).send(propertyWrite({ title: 'Borrador en Tlalpan', status: 'borrador', price: 5_000_000 }));
    const id = created.body.id as string;
    expect((await api().patch(`/api/properties/manage/${id}`).set(as(agent)).send({ price: 4_500_000 })).status).toBe(200);
    expect(await announcementsOf(id)).toEqual([]);
    expect((await api().patch(`/api/properties/manage/${id}/status`).set(as(agent)).send({ status: 'disponible' })).status).toBe(200);
    const events = await announcementsOf(id);
    expect(events).toEqual([{ subject: EventSubjects.propertyPublished, data: expect.objectContaining({ price: 4_500_000 }) }]);
    // Sold, then back on the market: visible again, announced again (the alerts never send it twice to one search).
    expect((await api().patch(`/api/properties/manage/${id}/status`).set(as(agent)).send({ status: 'vendida' })).status).toBe(200);
    expect((await api().patch(`/api/properties/manage/${id}/status`).set(as(agent)).send({ status: 'destacado' })).status).toBe(200);
    expect((await announcementsOf(id)).map((event) => event.subject)).toEqual([EventSubjects.propertyPublished, EventSubjects.propertyPublished]);
  });
});
