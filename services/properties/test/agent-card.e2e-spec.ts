// The agent card on a listing (name and phone, for its "Llamar" and WhatsApp links) follows the agent's own changes in
// "Mi perfil": auth's `auth.user.profile-updated` replaces it on every listing of that agent and no one else's, once
// per event however often JetStream delivers it, and never with a change older than the one already shown.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  EventSubjects,
  RpcSubjects,
  eventSubject,
  userProfileRequestSchema,
  type EventEnvelope,
  type Identity,
  type PropertyWrite,
  type UserProfileUpdatedEvent,
} from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import { eventually, identityHeaders, startTestService, type TestService } from '@prestigio/testing';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { envSchema, type PropertiesEnv } from '../src/config/env.js';
import { propertyWrite } from './support/property-write.js';

let service: TestService<PropertiesEnv>;
let photosDir: string;
let nats: NatsService;
const ana: Identity = { userId: randomUUID(), role: 'agent', status: 'active' };
const beto: Identity = { userId: randomUUID(), role: 'agent', status: 'active' };
/** What auth answers for `auth.user.profile` when a listing is created. */
const profiles = new Map([
  [ana.userId, { fullName: 'Ana Villarreal', username: 'avillarreal', phone: '525511112222' }],
  [beto.userId, { fullName: 'Beto Garza', username: 'bgarza', phone: '528133334444' }],
]);
const listings: Record<'anaPublished' | 'anaDraft' | 'anaArchived' | 'betoPublished', { id: string; slug: string }> = {} as never;

const api = () => request(service.baseUrl);
const as = (identity: Identity) => identityHeaders(identity, service.env.IDENTITY_SECRET);
const listing = (title: string, status: PropertyWrite['status']) => propertyWrite({ title, status });

async function create(identity: Identity, body: PropertyWrite): Promise<{ id: string; slug: string }> {
  const response = await api().post('/api/properties/manage').set(as(identity)).send(body).expect(201);
  return response.body as { id: string; slug: string };
}

interface CardRow {
  agent_name: string | null;
  agent_phone: string | null;
  updated_at: Date;
}
async function card(id: string): Promise<CardRow> {
  const [row] = await service.app.get(DataSource).query(`SELECT agent_name, agent_phone, updated_at FROM properties WHERE id = $1`, [id]);
  return row as CardRow;
}

/** The agent as the listing's public page shows it. */
async function publicAgent(slug: string): Promise<unknown> {
  return (await api().get(`/api/properties/${slug}`).expect(200)).body.agent;
}

function envelope(data: UserProfileUpdatedEvent, occurredAt = new Date()): EventEnvelope<UserProfileUpdatedEvent> {
  return { ...nats.createEnvelope(data), occurredAt: occurredAt.toISOString() };
}

/**
 * A second delivery of an event already published: sent without its message id, so JetStream's duplicate window (which
 * would drop it) lets it through, as a redelivery after a lost ack would reach the consumer.
 */
async function deliverAgain(event: EventEnvelope<UserProfileUpdatedEvent>): Promise<void> {
  await nats.connection.jetstream().publish(eventSubject(nats.namespace, EventSubjects.userProfileUpdated), new TextEncoder().encode(JSON.stringify(event)));
}

beforeAll(async () => {
  photosDir = await mkdtemp(join(tmpdir(), 'prestigio-agent-card-'));
  service = await startTestService(AppModule, { name: 'properties', envSchema, env: { PHOTOS_DIR: photosDir } });
  nats = service.app.get(NatsService);
  nats.serve(RpcSubjects.userProfile, userProfileRequestSchema, async ({ userId }) => profiles.get(userId) ?? null);
  listings.anaPublished = await create(ana, listing('Casa de Ana en Puerta de Hierro', 'disponible'));
  listings.anaDraft = await create(ana, listing('Borrador de Ana en Zapopan', 'borrador'));
  listings.anaArchived = await create(ana, listing('Casa archivada de Ana', 'vendida'));
  await api().delete(`/api/properties/manage/${listings.anaArchived.id}`).set(as(ana)).expect(204);
  listings.betoPublished = await create(beto, listing('Casa de Beto en Puerta de Hierro', 'disponible'));
});
afterAll(async () => {
  await service?.stop();
  await rm(photosDir, { recursive: true, force: true });
});

describe('the agent card follows auth.user.profile-updated', () => {
  it("replaces the name and phone on every listing of that agent still in the catalogue, and on no one else's", async () => {
    expect(await publicAgent(listings.anaPublished.slug)).toEqual({ id: ana.userId, fullName: 'Ana Villarreal', phone: '525511112222' });
    const before = await card(listings.anaPublished.id);
    const betoBefore = await card(listings.betoPublished.id);

    await nats.publishEnvelope(EventSubjects.userProfileUpdated, envelope({ userId: ana.userId, fullName: 'Ana Villarreal Cantú', username: 'avillarreal', phone: '523312345678' }));
    await eventually(async () => {
      expect(await publicAgent(listings.anaPublished.slug)).toEqual({ id: ana.userId, fullName: 'Ana Villarreal Cantú', phone: '523312345678' });
    }, 10_000);
    expect(await card(listings.anaDraft.id)).toMatchObject({ agent_name: 'Ana Villarreal Cantú', agent_phone: '523312345678' });
    // Another agent's listing, and a listing archived for good, keep what they had.
    expect(await card(listings.betoPublished.id)).toEqual(betoBefore);
    expect(await card(listings.anaArchived.id)).toMatchObject({ agent_name: 'Ana Villarreal', agent_phone: '525511112222' });
    // The agent's phone is not a change of the listing: its place among featured listings and in the portal stays.
    expect((await card(listings.anaPublished.id)).updated_at).toEqual(before.updated_at);
  });

  it('clears the phone (the page then offers the agency number), and shows the username when there is no name', async () => {
    await nats.publishEnvelope(EventSubjects.userProfileUpdated, envelope({ userId: ana.userId, fullName: null, username: 'avillarreal', phone: null }));
    await eventually(async () => {
      expect(await publicAgent(listings.anaPublished.slug)).toEqual({ id: ana.userId, fullName: 'avillarreal', phone: null });
    }, 10_000);
  });

  it('applies an event once however often it arrives, and never lets an older change replace a newer one', async () => {
    // Three changes in the order the agent made them; they will not arrive in that order.
    const madeAt = Date.now();
    const first = envelope({ userId: ana.userId, fullName: 'Ana Primera', username: 'avillarreal', phone: '525500000001' }, new Date(madeAt));
    const late = envelope({ userId: ana.userId, fullName: 'Ana Atrasada', username: 'avillarreal', phone: '525500000003' }, new Date(madeAt + 1));
    const second = envelope({ userId: ana.userId, fullName: 'Ana Segunda', username: 'avillarreal', phone: '525500000002' }, new Date(madeAt + 2));
    await nats.publishEnvelope(EventSubjects.userProfileUpdated, first);
    await eventually(async () => expect(await card(listings.anaPublished.id)).toMatchObject({ agent_name: 'Ana Primera' }), 10_000);
    await nats.publishEnvelope(EventSubjects.userProfileUpdated, second);
    await eventually(async () => expect(await card(listings.anaPublished.id)).toMatchObject({ agent_name: 'Ana Segunda' }), 10_000);

    // The first event again (a redelivery), and a change made before the second that arrives only now.
    await deliverAgain(first);
    await nats.publishEnvelope(EventSubjects.userProfileUpdated, late);
    // Events reach the consumer in order: once this one for Beto is applied, both before it have been handled.
    await nats.publishEnvelope(EventSubjects.userProfileUpdated, envelope({ userId: beto.userId, fullName: 'Beto Garza Treviño', username: 'bgarza', phone: '528133334444' }));
    await eventually(async () => expect(await card(listings.betoPublished.id)).toMatchObject({ agent_name: 'Beto Garza Treviño' }), 10_000);

    expect(await card(listings.anaPublished.id)).toMatchObject({ agent_name: 'Ana Segunda', agent_phone: '525500000002' });
    expect(await card(listings.anaDraft.id)).toMatchObject({ agent_name: 'Ana Segunda', agent_phone: '525500000002' });
    const processed: Array<{ event_id: string }> = await service.app
      .get(DataSource)
      .query(`SELECT event_id FROM processed_events WHERE consumer = 'properties-agent-profile-updated' AND event_id = ANY($1)`, [[first.eventId, late.eventId]]);
    expect(processed.map((row) => row.event_id).sort()).toEqual([first.eventId, late.eventId].sort());
  });
});
