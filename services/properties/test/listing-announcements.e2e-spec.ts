import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EventSubjects, IDENTITY_HEADER, REQUEST_ID_HEADER, propertyListedEventSchema, propertyMainPhotoSetEventSchema, type Identity } from '@prestigio/contracts';
import { signIdentity } from '@prestigio/contracts/identity-token';
import { startTestService, type TestService } from '@prestigio/testing';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { envSchema, type PropertiesEnv } from '../src/config/env.js';
import { propertyWrite } from './support/property-write.js';

// Saved-search alerts (services/leads) run off these events: a listing becoming visible, or a visible one cheaper.
let service: TestService<PropertiesEnv>;
let photosDir: string;
const agent: Identity = { userId: randomUUID(), role: 'agent', status: 'active' };

beforeAll(async () => {
  photosDir = await mkdtemp(join(tmpdir(), 'prestigio-announced-photos-'));
  service = await startTestService(AppModule, { name: 'properties', envSchema, env: { PHOTOS_DIR: photosDir } });
});
afterAll(async () => {
  await service?.stop();
  await rm(photosDir, { recursive: true, force: true });
});

const api = () => request(service.baseUrl);
function as(identity: Identity) {
  const requestId = randomUUID();
  return { [REQUEST_ID_HEADER]: requestId, [IDENTITY_HEADER]: signIdentity(identity, service.env.IDENTITY_SECRET, requestId) };
}

/** The events of these subjects the outbox holds for a listing, oldest first, as subject and payload. */
async function outboxOf(propertyId: string, subjects: string[]) {
  const rows: Array<{ subject: string; payload: unknown }> = await service.app
    .get(DataSource)
    .query(`SELECT subject, payload FROM outbox_events WHERE payload ->> 'propertyId' = $1 AND subject = ANY($2) ORDER BY position`, [propertyId, subjects]);
  return rows;
}

/** The listing's announcements (published, cheaper), oldest first, as subject and data. */
async function announcementsOf(propertyId: string) {
  const rows = await outboxOf(propertyId, [EventSubjects.propertyPublished, EventSubjects.propertyPriceLowered]);
  return rows.map((row) => ({ subject: row.subject, data: propertyListedEventSchema.parse(row.payload) }));
}

/** The listing's first-photo announcements, oldest first. */
async function photoAnnouncementsOf(propertyId: string) {
  return (await outboxOf(propertyId, [EventSubjects.propertyMainPhotoSet])).map((row) => propertyMainPhotoSetEventSchema.parse(row.payload));
}

const jpeg = () => sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#0B1F3A' } }).jpeg().toBuffer();
async function uploadPhoto(propertyId: string, name: string): Promise<void> {
  const upload = await api().post(`/api/properties/manage/${propertyId}/photos`).set(as(agent)).attach('photos', await jpeg(), name);
  expect(upload.status).toBe(201);
}
async function mainImageOf(propertyId: string): Promise<string | null> {
  const [row] = await service.app.get(DataSource).query(`SELECT main_image_url FROM properties WHERE id = $1`, [propertyId]);
  return row.main_image_url;
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

  it("announces a listing created already published, then its first photo (alerts matched before it have none), and no later photo", async () => {
    const created = await api().post('/api/properties/manage').set(as(agent)).send(propertyWrite({ title: 'Casa recién publicada en Narvarte', price: 7_000_000 }));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(await announcementsOf(id)).toEqual([{ subject: EventSubjects.propertyPublished, data: expect.objectContaining({ propertyId: id, mainImageUrl: null }) }]);
    expect(await photoAnnouncementsOf(id)).toEqual([]);

    // The portal uploads the photos right after creating it: the first one is announced with the main photo's address.
    await uploadPhoto(id, 'fachada.jpg');
    const mainUrl = await mainImageOf(id);
    expect(mainUrl).toMatch(/\S/);
    expect(await photoAnnouncementsOf(id)).toEqual([{ propertyId: id, mainImageUrl: mainUrl }]);
    // A second upload changes no main photo: nothing more.
    await uploadPhoto(id, 'jardin.jpg');
    expect(await photoAnnouncementsOf(id)).toHaveLength(1);
  });

  it("does not announce a draft's photos: its announcement, when published, carries the main photo", async () => {
    const created = await api().post('/api/properties/manage').set(as(agent)).send(propertyWrite({ title: 'Borrador con fotos en Tlalpan', status: 'borrador', price: 4_000_000 }));
    const id = created.body.id as string;
    await uploadPhoto(id, 'fachada.jpg');
    expect(await photoAnnouncementsOf(id)).toEqual([]);
    expect((await api().patch(`/api/properties/manage/${id}/status`).set(as(agent)).send({ status: 'disponible' })).status).toBe(200);
    const [published] = await announcementsOf(id);
    expect(published!.data.mainImageUrl).toBe(await mainImageOf(id));
    expect(published!.data.mainImageUrl).toMatch(/\S/);
    expect(await photoAnnouncementsOf(id)).toEqual([]);
  });
});
