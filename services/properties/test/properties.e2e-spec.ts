import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  IDENTITY_HEADER,
  REQUEST_ID_HEADER,
  RENT_PRICE_SLIDER,
  RpcSubjects,
  propertyMatchReplySchema,
  propertySummariesReplySchema,
  searchResponseSchema,
  type Identity,
  type PropertyWrite,
  type SearchCriteria,
} from '@prestigio/contracts';
import { signIdentity } from '@prestigio/contracts/identity-token';
import { NatsService } from '@prestigio/nest-common';
import { startTestService, type TestService } from '@prestigio/testing';
import pg from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { AppModule } from '../src/app.module.js';
import { envSchema, type PropertiesEnv } from '../src/config/env.js';
import { propertyWrite } from './support/property-write.js';

let service: TestService<PropertiesEnv>;
let photosDir: string;
const ana: Identity = { userId: randomUUID(), role: 'agent', status: 'active' };
const beto: Identity = { userId: randomUUID(), role: 'agent', status: 'active' };
const admin: Identity = { userId: randomUUID(), role: 'admin', status: 'active' };
/** The fixtures as created, by title. */
const created = new Map<string, { id: string; slug: string }>();

beforeAll(async () => {
  photosDir = await mkdtemp(join(tmpdir(), 'prestigio-photos-'));
  // The site's address with a trailing slash, as an operator may write it: the sitemap's links must not double it.
  service = await startTestService(AppModule, { name: 'properties', envSchema, env: { PHOTOS_DIR: photosDir, PUBLIC_SITE_URL: 'https://prestigio.test/' } });
  for (const listing of fixtures) created.set(listing.title, await createPropertyAs(ana, listing));
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

const listing = propertyWrite;

/** A small catalogue where every filter has something to include and something to exclude. */
const fixtures: PropertyWrite[] = [
  listing({ title: 'Casa en Juriquilla con vista al lago', state: 'Querétaro', city: 'Querétaro', colonia: 'Juriquilla', price: 8_500_000, bedrooms: 4, bathrooms: 4, hasGarden: true }),
  listing({ title: 'Casa en condominio en Zibatá', propertyType: 'casa_condominio', state: 'Querétaro', city: 'El Marqués', colonia: 'Zibatá', price: 4_200_000 }),
  listing({ title: 'Departamento en Polanco con terraza', propertyType: 'departamento', state: 'Ciudad de México', city: 'Ciudad de México', colonia: 'Polanco', price: 12_000_000, buildingArea: 180, landArea: null }),
  listing({ title: 'Penthouse de gran lujo en Santa Fe', propertyType: 'departamento', state: 'Ciudad de México', city: 'Ciudad de México', colonia: 'Santa Fe', price: 48_000_000, bedrooms: 5, parkingSpaces: 4, buildingArea: 1400, landArea: null }),
  listing({ title: 'Departamento en renta en la Condesa', operationType: 'rentar', propertyType: 'departamento', state: 'Ciudad de México', city: 'Ciudad de México', colonia: 'Condesa', price: 38_000, bedrooms: 2, buildingArea: 95, landArea: null }),
  listing({ title: 'Terreno residencial en Valle de Bravo', propertyType: 'terreno_lote', state: 'Estado de México', city: 'Valle de Bravo', colonia: 'Avándaro', price: 3_000_000, bedrooms: 0, bathrooms: 0, parkingSpaces: 0, landArea: 1_500, buildingArea: null }),
  listing({ title: 'Nave industrial en Apodaca', propertyType: 'nave_industrial', state: 'Nuevo León', city: 'Apodaca', colonia: 'Parque Industrial', price: 60_000_000, bedrooms: 0, bathrooms: 2, landArea: 9_000, buildingArea: 6_000 }),
  listing({ title: 'Casa en remate en Mérida', operationType: 'remate', state: 'Yucatán', city: 'Mérida', colonia: 'Temozón Norte', price: 2_900_000 }),
  listing({ title: 'Residencia destacada en San Pedro Garza García', status: 'destacado', state: 'Nuevo León', city: 'San Pedro Garza García', colonia: 'Valle Oriente', price: 9_900_000, hasGarden: true }),
  listing({ title: 'Borrador de casa en Cancún que nadie debe ver', status: 'borrador', state: 'Quintana Roo', city: 'Cancún', price: 7_000_000 }),
  listing({ title: 'Casa vendida en Querétaro centro histórico', status: 'vendida', state: 'Querétaro', city: 'Querétaro', colonia: 'Centro', price: 6_000_000 }),
];

async function createPropertyAs(identity: Identity, body: PropertyWrite) {
  const response = await api().post('/api/properties/manage').set(as(identity)).send(body);
  expect(response.status).toBe(201);
  return response.body as { id: string; slug: string };
}

async function search(criteria: Record<string, unknown>) {
  const response = await api().post('/api/properties/search').send(criteria);
  expect(response.status).toBe(200);
  return searchResponseSchema.parse(response.body);
}
const titles = async (criteria: SearchCriteria | Record<string, unknown>) => (await search({ pageSize: 60, ...criteria })).results.map((r) => r.title).sort();

/** A search's total and how many listings it found (all on one page in this small catalogue). */
async function totalAndFound(criteria: Record<string, unknown>) {
  const result = await search({ pageSize: 60, ...criteria });
  return [result.count, result.results.length];
}

/** The rows where a counter table and `recount` (its keys and a count of the live listings) differ, both ways. */
async function counterMismatches(client: pg.Client, counterTable: string, keys: string, recount: string) {
  const { rows } = await client.query(`
    SELECT ${keys}, c.count AS kept, t.count AS counted
      FROM properties.${counterTable} c FULL JOIN (${recount}) t USING (${keys})
     WHERE c.count IS DISTINCT FROM t.count AND NOT (c.count = 0 AND t.count IS NULL)`);
  return rows;
}

describe('public search', () => {
  it('finds only published listings and counts them', async () => {
    const result = await search({ pageSize: 60 });
    expect(result.count).toBe(9);
    expect(result.results.map((r) => r.title)).not.toEqual(expect.arrayContaining([expect.stringMatching(/Borrador|vendida/)]));
  });

  it('matches operation and state exactly', async () => {
    expect(await titles({ operationType: 'rentar' })).toEqual(['Departamento en renta en la Condesa']);
    expect(await titles({ operationType: 'comprar', state: 'Querétaro' })).toEqual(['Casa en Juriquilla con vista al lago', 'Casa en condominio en Zibatá']);
  });

  it('lets a filter type find its finer types', async () => {
    expect(await titles({ propertyType: 'casa', state: 'Querétaro' })).toEqual(['Casa en Juriquilla con vista al lago', 'Casa en condominio en Zibatá']);
    expect(await titles({ propertyType: 'condominio' })).toEqual(['Casa en condominio en Zibatá']);
    expect(await titles({ propertyType: 'bodega' })).toEqual(['Nave industrial en Apodaca']);
    expect(await titles({ propertyType: 'terreno' })).toEqual(['Terreno residencial en Valle de Bravo']);
    expect(await titles({ propertyType: 'casa_condominio' })).toEqual(['Casa en condominio en Zibatá']);
  });

  it("matches location in city, colonia, title or the state's name, ignoring case and accents", async () => {
    // Querétaro is the city of Juriquilla and the state of Zibatá (El Marqués).
    expect(await titles({ location: 'queretaro' })).toEqual(['Casa en Juriquilla con vista al lago', 'Casa en condominio en Zibatá']);
    expect(await titles({ location: 'Yucatán' })).toEqual(['Casa en remate en Mérida']);
    expect(await titles({ location: 'YUCATAN', operationType: 'remate' })).toEqual(['Casa en remate en Mérida']);
    expect(await titles({ location: 'nuevo leon' })).toEqual(['Nave industrial en Apodaca', 'Residencia destacada en San Pedro Garza García']);
    expect(await titles({ location: 'ZIBATA' })).toEqual(['Casa en condominio en Zibatá']);
    expect(await titles({ location: 'mérida' })).toEqual(['Casa en remate en Mérida']);
    expect(await titles({ location: 'terraza' })).toEqual(['Departamento en Polanco con terraza']);
    expect(await titles({ location: '100%_' })).toEqual([]);
  });

  it('matches a location word by word: small words and punctuation ignored, every word found, a state by its abbreviation', async () => {
    expect(await titles({ location: 'Valle Bravo' })).toEqual(['Terreno residencial en Valle de Bravo']);
    expect(await titles({ location: 'Condesa, CDMX' })).toEqual(['Departamento en renta en la Condesa']);
    expect(await titles({ location: 'polanco cdmx' })).toEqual(['Departamento en Polanco con terraza']);
    expect(await titles({ location: 'Juriquilla (Querétaro)' })).toEqual(['Casa en Juriquilla con vista al lago']);
    expect(await titles({ location: 'Temozon Norte, Yucatán' })).toEqual(['Casa en remate en Mérida']);
    expect(await titles({ location: 'Santa Fe, Ciudad de México' })).toEqual(['Penthouse de gran lujo en Santa Fe']);
    // Every word must be found: Polanco is not in Jalisco.
    expect(await titles({ location: 'Polanco, Jalisco' })).toEqual([]);
  });

  it('treats price and area ranges as inclusive, and only the slider maxima as "or more"', async () => {
    expect(await titles({ minPrice: 8_500_000, maxPrice: 9_900_000 })).toEqual([
      'Casa en Juriquilla con vista al lago',
      'Residencia destacada en San Pedro Garza García',
    ]);
    const orMore = await titles({ operationType: 'comprar', minPrice: 10_000_000, maxPrice: 10_000_000 });
    expect(orMore).toEqual(['Departamento en Polanco con terraza', 'Nave industrial en Apodaca', 'Penthouse de gran lujo en Santa Fe']);
    expect(await titles({ minArea: 1_000, maxArea: 1_000 })).toEqual(['Nave industrial en Apodaca', 'Penthouse de gran lujo en Santa Fe', 'Terreno residencial en Valle de Bravo']);
    // Only the sliders' exact tops mean "or more": a maximum above them is a real bound.
    expect(await titles({ operationType: 'comprar', maxPrice: 42_000_000, minPrice: 10_000_000 })).toEqual(['Departamento en Polanco con terraza']);
    expect(await titles({ minPrice: 10_000_000, maxPrice: 50_000_000 })).toEqual(['Departamento en Polanco con terraza', 'Penthouse de gran lujo en Santa Fe']);
    expect(await titles({ minArea: 1_000, maxArea: 2_000 })).toEqual(['Penthouse de gran lujo en Santa Fe', 'Terreno residencial en Valle de Bravo']);
    // Land is measured by its land area: 1,500 m² of land, no building.
    expect(await titles({ propertyType: 'terreno', minArea: 1_200, maxArea: 1_600 })).toEqual(['Terreno residencial en Valle de Bravo']);
    expect(await titles({ propertyType: 'terreno', maxArea: 900 })).toEqual([]);
  });

  it('reads a rent search on its monthly slider: only its top (500,000 a month) means "or more"', async () => {
    const office = await createPropertyAs(ana, listing({ title: 'Piso corporativo en renta en Reforma', operationType: 'rentar', propertyType: 'oficina', state: 'Ciudad de México', city: 'Ciudad de México', colonia: 'Juárez', price: 650_000, bedrooms: 0 }));
    try {
      const rents = ['Departamento en renta en la Condesa', 'Piso corporativo en renta en Reforma'];
      expect(await titles({ operationType: 'rentar', minPrice: 0, maxPrice: RENT_PRICE_SLIDER.max })).toEqual(rents);
      expect(await titles({ operationType: 'rentar', minPrice: 30_000, maxPrice: 45_000 })).toEqual(['Departamento en renta en la Condesa']);
      // The rent slider's top is a real bound for a purchase; under it, a rent's maximum is a real bound too.
      expect(await titles({ operationType: 'comprar', maxPrice: RENT_PRICE_SLIDER.max })).toEqual([]);
      expect(await titles({ operationType: 'rentar', maxPrice: 600_000 })).toEqual(['Departamento en renta en la Condesa']);
    } finally {
      await api().delete(`/api/properties/manage/${office.id}`).set(as(ana)).expect(204);
    }
  });

  it('reads bedrooms, bathrooms and parking as "at least", and garden true as "with garden"', async () => {
    expect(await titles({ bedrooms: 4 })).toEqual(['Casa en Juriquilla con vista al lago', 'Penthouse de gran lujo en Santa Fe']);
    expect(await titles({ bedrooms: 4, parkingSpaces: 3 })).toEqual(['Penthouse de gran lujo en Santa Fe']);
    expect(await titles({ bathrooms: 4 })).toEqual(['Casa en Juriquilla con vista al lago']);
    expect(await titles({ hasGarden: true })).toEqual(['Casa en Juriquilla con vista al lago', 'Residencia destacada en San Pedro Garza García']);
    expect((await search({ hasGarden: false })).count).toBe(9);
  });

  it('combines the spec defaults into a sensible first search', async () => {
    const result = await search({ operationType: 'comprar', minPrice: 0, maxPrice: 10_000_000, bedrooms: 0, bathrooms: 0, parkingSpaces: 0, minArea: 0, maxArea: 1000, hasGarden: false });
    expect(result.count).toBe(7);
    // Featured listings come first.
    expect(result.results[0]!.status).toBe('destacado');
  });

  it('pages through results with a total count and stable order', async () => {
    const first = await search({ pageSize: 4, sort: 'price_asc' });
    const second = await search({ pageSize: 4, page: 2, sort: 'price_asc' });
    const third = await search({ pageSize: 4, page: 3, sort: 'price_asc' });
    expect([first.count, second.count, third.count]).toEqual([9, 9, 9]);
    const prices = [...first.results, ...second.results, ...third.results].map((r) => r.price);
    expect(prices).toHaveLength(9);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(first.filters).toMatchObject({ page: 1, pageSize: 4, sort: 'price_asc' });
  });

  it("keeps the live listings' counters (the totals of searches by operation, state and type) equal to the catalogue through every change", async () => {
    const counters = new pg.Client({ connectionString: service.database.url });
    await counters.connect();
    try {
      // Each counter against a count of the table itself; an empty difference both ways.
      const mismatches = async () =>
        (
          await counters.query(`
            SELECT operation_type, state, property_type, c.count AS kept, t.count AS counted
              FROM properties.live_listing_counts c
              FULL JOIN (SELECT operation_type, state, property_type, count(*) FROM properties.properties
                          WHERE published AND archived_at IS NULL GROUP BY 1, 2, 3) t USING (operation_type, state, property_type)
             WHERE c.count IS DISTINCT FROM t.count AND NOT (c.count = 0 AND t.count IS NULL)`)
        ).rows;
      const inJalisco = () => search({ operationType: 'comprar', state: 'Jalisco', propertyType: 'casa' }).then((result) => result.count);
      expect(await mismatches()).toEqual([]);
      expect(await inJalisco()).toBe(0);

      const first = await createPropertyAs(ana, listing({ title: 'Casa de contador en Zapopan', state: 'Jalisco', city: 'Zapopan' }));
      const second = await createPropertyAs(ana, listing({ title: 'Casa en condominio de contador en Tlaquepaque', propertyType: 'casa_condominio', state: 'Jalisco', city: 'Tlaquepaque' }));
      await createPropertyAs(ana, listing({ title: 'Borrador de contador en Tonalá', status: 'borrador', state: 'Jalisco', city: 'Tonalá' }));
      // The agent's own writes clear the totals and pages this replica keeps: the search sees them at once.
      expect(await inJalisco()).toBe(2);
      await api().patch(`/api/properties/manage/${first.id}/status`).set(as(ana)).send({ status: 'vendida' }).expect(200);
      expect(await inJalisco()).toBe(1);
      await api().patch(`/api/properties/manage/${second.id}`).set(as(ana)).send({ state: 'Colima', price: 5_500_000 }).expect(200);
      expect(await inJalisco()).toBe(0);
      expect(await mismatches()).toEqual([]);
      await api().patch(`/api/properties/manage/${first.id}/status`).set(as(ana)).send({ status: 'disponible' }).expect(200);
      await api().delete(`/api/properties/manage/${second.id}`).set(as(ana)).expect(204);
      expect(await inJalisco()).toBe(1);
      expect(await mismatches()).toEqual([]);
      await api().delete(`/api/properties/manage/${first.id}`).set(as(ana)).expect(204);
      expect(await inJalisco()).toBe(0);
      expect(await mismatches()).toEqual([]);
    } finally {
      await counters.end();
    }
  });

  it("counts a place's listings from the place words' counters as the matches themselves, through every change", async () => {
    const counters = new pg.Client({ connectionString: service.database.url });
    await counters.connect();
    try {
      // Each counter against the words of the live listings' texts, split here on their own; an empty difference both ways.
      const keys = 'word, operation_type, state, property_type';
      const mismatches = () =>
        counterMismatches(counters, 'place_word_counts', keys, `
          SELECT ${keys}, count(DISTINCT id) FROM properties.properties, regexp_split_to_table(search_text, '[^a-z0-9]+') AS word
           WHERE published AND archived_at IS NULL AND word <> '' GROUP BY ${keys}`);
      expect(await mismatches()).toEqual([]);
      // One word ("polanco"), a word or a state ("queretaro", "jalisco"), a word within a state ("Polanco, Jalisco":
      // none), a word and a state named in no text ("Condesa, CDMX"), a piece of several words ("con": condesa,
      // condominio, con), two words of the text, with other filters.
      for (const criteria of [
        { location: 'polanco' },
        { location: 'queretaro' },
        { location: 'queretaro', propertyType: 'casa', operationType: 'comprar' },
        { location: 'Querétaro', state: 'Querétaro' },
        { location: 'yucatan' },
        { location: 'Polanco, Jalisco' },
        { location: 'Condesa, CDMX' },
        { location: 'polanco cdmx' },
        { location: 'con' },
        { location: 'Valle Bravo' },
        { location: 'mérida', operationType: 'remate' },
        { location: 'polanco', minPrice: 13_000_000 },
      ]) {
        const [total, found] = await totalAndFound(criteria);
        expect({ criteria, total }).toEqual({ criteria, total: found });
      }
      const inChapala = () => totalAndFound({ location: 'chapala' });
      const inJalisco = () => totalAndFound({ location: 'jalisco' });
      expect(await inChapala()).toEqual([0, 0]);
      const [jaliscoBefore] = await inJalisco();

      const lakeside = await createPropertyAs(ana, listing({ title: 'Casa frente al lago', state: 'Jalisco', city: 'Chapala', colonia: 'Ajijic' }));
      const draft = await createPropertyAs(ana, listing({ title: 'Borrador en Chapala', status: 'borrador', state: 'Jalisco', city: 'Chapala' }));
      expect(await inChapala()).toEqual([1, 1]);
      // Published.
      await api().patch(`/api/properties/manage/${draft.id}/status`).set(as(ana)).send({ status: 'disponible' }).expect(200);
      expect(await inChapala()).toEqual([2, 2]);
      expect(await inJalisco()).toEqual([jaliscoBefore! + 2, jaliscoBefore! + 2]);
      // Unpublished.
      await api().patch(`/api/properties/manage/${lakeside.id}/status`).set(as(ana)).send({ status: 'vendida' }).expect(200);
      expect(await inChapala()).toEqual([1, 1]);
      // Its place edited: it leaves Chapala (and Jalisco) for Mazatlán.
      await api().patch(`/api/properties/manage/${draft.id}`).set(as(ana)).send({ title: 'Casa en la playa', state: 'Sinaloa', city: 'Mazatlán', colonia: 'Cerritos' }).expect(200);
      expect(await inChapala()).toEqual([0, 0]);
      expect(await totalAndFound({ location: 'mazatlan' })).toEqual([1, 1]);
      expect(await inJalisco()).toEqual([jaliscoBefore, jaliscoBefore]);
      expect(await mismatches()).toEqual([]);
      // A state's abbreviation written in a text: "Condesa, CDMX" then finds it too, and its total counts the matches.
      const loft = await createPropertyAs(ana, listing({ title: 'Loft estilo CDMX', state: 'Jalisco', city: 'Guadalajara', colonia: 'Condesa' }));
      expect(await totalAndFound({ location: 'Condesa, CDMX' })).toEqual([2, 2]);
      // Deleted (archived).
      for (const gone of [draft, lakeside, loft]) await api().delete(`/api/properties/manage/${gone.id}`).set(as(ana)).expect(204);
      expect(await totalAndFound({ location: 'mazatlan' })).toEqual([0, 0]);
      expect(await totalAndFound({ location: 'Condesa, CDMX' })).toEqual([1, 1]);
      expect(await mismatches()).toEqual([]);
      // Every word of a live text is among the words seen (those no longer live stay).
      const unseen = await counters.query(`SELECT word FROM properties.place_word_counts WHERE count > 0 EXCEPT SELECT word FROM properties.place_words_seen`);
      expect(unseen.rows).toEqual([]);
    } finally {
      await counters.end();
    }
  });

  it("counts searches by rooms and garden from the live features' counters as the matches themselves, through every change", async () => {
    const counters = new pg.Client({ connectionString: service.database.url });
    await counters.connect();
    try {
      const keys = 'operation_type, state, property_type, bedrooms, bathrooms, parking_spaces, has_garden';
      const mismatches = () =>
        counterMismatches(counters, 'live_feature_counts', keys, `SELECT ${keys}, count(*) FROM properties.properties WHERE published AND archived_at IS NULL GROUP BY ${keys}`);
      expect(await mismatches()).toEqual([]);
      for (const criteria of [
        { bedrooms: 3 },
        { bedrooms: 4, hasGarden: true },
        { bathrooms: 3, parkingSpaces: 3 },
        { bedrooms: 12 },
        { hasGarden: true, state: 'Nuevo León', operationType: 'comprar' },
        { bedrooms: 2, operationType: 'rentar', propertyType: 'departamento' },
      ]) {
        const [total, found] = await totalAndFound(criteria);
        expect({ criteria, total }).toEqual({ criteria, total: found });
      }
      const roomy = { bedrooms: 9, hasGarden: true };
      expect(await totalAndFound(roomy)).toEqual([0, 0]);
      const mansion = await createPropertyAs(ana, listing({ title: 'Casa de nueve recámaras', bedrooms: 9, hasGarden: true }));
      const draft = await createPropertyAs(ana, listing({ title: 'Borrador de nueve recámaras', status: 'borrador', bedrooms: 9, hasGarden: true }));
      expect(await totalAndFound(roomy)).toEqual([1, 1]);
      await api().patch(`/api/properties/manage/${draft.id}/status`).set(as(ana)).send({ status: 'disponible' }).expect(200);
      expect(await totalAndFound(roomy)).toEqual([2, 2]);
      await api().patch(`/api/properties/manage/${mansion.id}/status`).set(as(ana)).send({ status: 'vendida' }).expect(200);
      expect(await totalAndFound(roomy)).toEqual([1, 1]);
      // Edited: no garden any more.
      await api().patch(`/api/properties/manage/${draft.id}`).set(as(ana)).send({ hasGarden: false }).expect(200);
      expect(await totalAndFound(roomy)).toEqual([0, 0]);
      expect(await totalAndFound({ bedrooms: 9 })).toEqual([1, 1]);
      expect(await mismatches()).toEqual([]);
      await api().delete(`/api/properties/manage/${draft.id}`).set(as(ana)).expect(204);
      await api().delete(`/api/properties/manage/${mansion.id}`).set(as(ana)).expect(204);
      expect(await totalAndFound({ bedrooms: 9 })).toEqual([0, 0]);
      expect(await mismatches()).toEqual([]);
    } finally {
      await counters.end();
    }
  });

  it('answers 400 with Spanish field messages for bad types, and never a 500 for any JSON body', async () => {
    const bad = await api().post('/api/properties/search').send({ minPrice: 'mucho', hasGarden: 'sí', pageSize: 500 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ minPrice: 'Debe ser un número', hasGarden: 'Debe ser verdadero o falso' });
    const bodies = ['[]', 'null', '"texto"', '42', '{"location":{"$ne":1}}', `{"location":"${'x'.repeat(5000)}"}`, '{"page":-1}', '{"propertyType":"castillo"}', '{"minPrice":1e309}', '{bad json'];
    for (const body of bodies) {
      const response = await api().post('/api/properties/search').set('content-type', 'application/json').send(body);
      expect([200, 400]).toContain(response.status);
      expect(response.body.statusCode ?? 200).not.toBe(500);
    }
  });

  it('answers the chat assistant over NATS with the same search', async () => {
    const nats = service.app.get(NatsService);
    const reply = await nats.request(RpcSubjects.searchProperties, { location: 'yucatan' }, searchResponseSchema);
    expect(reply.results.map((r) => r.title)).toEqual(['Casa en remate en Mérida']);
  });

  it("counts one agent's published listings for the CRM's dashboard; a visitor's search ignores the agent", async () => {
    const nats = service.app.get(NatsService);
    const carla: Identity = { userId: randomUUID(), role: 'agent', status: 'active' };
    await createPropertyAs(carla, listing({ title: 'Casa de Carla en Tepoztlán', state: 'Morelos', city: 'Tepoztlán', colonia: 'Centro' }));
    await createPropertyAs(carla, listing({ title: 'Borrador de Carla en Cuernavaca', status: 'borrador', state: 'Morelos', city: 'Cuernavaca' }));

    const hers = await nats.request(RpcSubjects.searchProperties, { agentId: carla.userId, pageSize: 10 }, searchResponseSchema);
    expect(hers.results.map((r) => r.title)).toEqual(['Casa de Carla en Tepoztlán']);
    const nobodys = await nats.request(RpcSubjects.searchProperties, { agentId: randomUUID(), pageSize: 1 }, searchResponseSchema);
    expect(nobodys.count).toBe(0);
    expect((await search({ agentId: carla.userId, pageSize: 1 })).count).toBeGreaterThan(1);
  });
});

describe("the CRM's matching over NATS", () => {
  const criteria = { operationType: 'comprar', propertyType: 'casa', state: 'Querétaro', city: 'Querétaro', budgetMin: 4_000_000, budgetMax: 9_000_000, bedrooms: 3, limit: 10 } as const;

  it('ranks the perfect fit (its city, inside the budget) first, then the state\'s, and leaves out what does not fit or is not published', async () => {
    const { matches } = await service.app.get(NatsService).request(RpcSubjects.matchProperties, criteria, propertyMatchReplySchema);
    expect(matches.map((match) => match.property.title)).toEqual(['Casa en Juriquilla con vista al lago', 'Casa en condominio en Zibatá']);
    expect(matches[0]!.reasons).toEqual(expect.arrayContaining(['En la ciudad que busca', 'Dentro del presupuesto']));
    expect(matches[0]!.score).toBeGreaterThan(matches[1]!.score);
  });

  it('keeps a listing within 10 % over the budget, ranked below those inside it, and drops one beyond', async () => {
    const nats = service.app.get(NatsService);
    const near = await nats.request(RpcSubjects.matchProperties, { ...criteria, budgetMin: null, budgetMax: 7_800_000 }, propertyMatchReplySchema);
    // 8.5 M is 9 % over 7.8 M: still shown, as a near fit; 4.2 M is inside.
    expect(near.matches.map((match) => [match.property.title, match.reasons.includes('Cerca del presupuesto (±10 %)')])).toEqual([
      ['Casa en condominio en Zibatá', false],
      ['Casa en Juriquilla con vista al lago', true],
    ]);
    const beyond = await nats.request(RpcSubjects.matchProperties, { ...criteria, budgetMin: null, budgetMax: 7_000_000 }, propertyMatchReplySchema);
    expect(beyond.matches.map((match) => match.property.title)).toEqual(['Casa en condominio en Zibatá']);
  });

  it('gives published listings by id or slug in the order asked', async () => {
    const nats = service.app.get(NatsService);
    const all = await search({ pageSize: 60, state: 'Querétaro' });
    const [first, second] = all.results;
    const { properties } = await nats.request(RpcSubjects.propertySummaries, { ids: [second!.slug, 'no-existe', first!.id] }, propertySummariesReplySchema);
    expect(properties.map((property) => property.id)).toEqual([second!.id, first!.id]);
  });
});

describe('featured and detail', () => {
  it('lists published destacado listings as featured', async () => {
    const featured = await api().get('/api/properties/featured').expect(200);
    expect(featured.body.map((p: { title: string }) => p.title)).toEqual(['Residencia destacada en San Pedro Garza García']);
  });

  it('shows a published listing by slug or id without its address, and 404 for an unpublished one', async () => {
    const created = await createPropertyAs(ana, listing({ title: 'Casa con jardín en Chapalita', address: 'Av. Guadalupe 123', city: 'Guadalajara', colonia: 'Chapalita' }));
    const bySlug = await api().get(`/api/properties/${created.slug}`).expect(200);
    expect(bySlug.body).toMatchObject({ id: created.id, title: 'Casa con jardín en Chapalita', location: 'Chapalita, Guadalajara' });
    expect(bySlug.body).not.toHaveProperty('address');
    await api().get(`/api/properties/${created.id}`).expect(200);

    await api().patch(`/api/properties/manage/${created.id}/status`).set(as(ana)).send({ status: 'borrador' }).expect(200);
    const hidden = await api().get(`/api/properties/${created.slug}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ statusCode: 404, message: 'La propiedad no existe o ya no está publicada' });
    expect(await titles({ location: 'chapalita' })).toEqual([]);
  });
});

describe('a visitor\'s favourites', () => {
  it('gives the ones still published, in the order kept, leaving out a draft, a sold one and an unknown id', async () => {
    const juriquilla = created.get('Casa en Juriquilla con vista al lago')!;
    const polanco = created.get('Departamento en Polanco con terraza')!;
    const draft = created.get('Borrador de casa en Cancún que nadie debe ver')!;
    const sold = created.get('Casa vendida en Querétaro centro histórico')!;
    const response = await api()
      .post('/api/properties/favourites')
      .send({ ids: [polanco.id, draft.id, randomUUID(), juriquilla.id, sold.id, polanco.id] })
      .expect(200);
    expect(response.body.properties.map((property: { title: string }) => property.title)).toEqual([
      'Departamento en Polanco con terraza',
      'Casa en Juriquilla con vista al lago',
    ]);
    expect(response.body.properties[0]).not.toHaveProperty('address');
  });

  it('answers 400 in Spanish for a slug, a list too long or no list, and an empty list with nothing', async () => {
    const notAnId = await api().post('/api/properties/favourites').send({ ids: ['casa-en-polanco'] }).expect(400);
    expect(notAnId.body.errors).toEqual({ 'ids.0': 'Favorito no válido' });
    const tooMany = await api().post('/api/properties/favourites').send({ ids: Array.from({ length: 51 }, () => randomUUID()) }).expect(400);
    expect(tooMany.body.errors).toEqual({ ids: 'Hasta 50 favoritos por consulta' });
    await api().post('/api/properties/favourites').send({}).expect(400);
    expect((await api().post('/api/properties/favourites').send({ ids: [] }).expect(200)).body).toEqual({ properties: [] });
  });
});

describe('reference and similar listings', () => {
  it('gives every listing a stable "PRE-" reference that the portal\'s text filter finds', async () => {
    const mine = await createPropertyAs(ana, listing({ title: 'Casa con referencia en Chapalita', city: 'Guadalajara', colonia: 'Chapalita' }));
    const shown = await api().get(`/api/properties/${mine.slug}`).expect(200);
    const reference: string = shown.body.reference;
    expect(reference).toMatch(/^PRE-\d{6,}$/);
    // A new title (and slug) keeps the reference.
    await api().patch(`/api/properties/manage/${mine.id}`).set(as(ana)).send({ title: 'Casa renovada con referencia en Chapalita' }).expect(200);
    expect((await api().get(`/api/properties/${mine.id}`).expect(200)).body.reference).toBe(reference);
    for (const typed of [reference, reference.toLowerCase().replace('-', ' ')]) {
      const found = await api().get('/api/properties/manage').query({ text: typed }).set(as(beto)).expect(200);
      expect(found.body.results.map((row: { id: string; reference: string }) => [row.id, row.reference])).toEqual([[mine.id, reference]]);
    }
  });

  it('offers listings of the same operation, type and city within 30 % of the price, nearest first, at most 4', async () => {
    const base = { state: 'Puebla' as const, city: 'San Andrés Cholula', colonia: 'Lomas de Angelópolis' };
    const subject = await createPropertyAs(ana, listing({ title: 'Casa de referencia en Angelópolis', ...base, price: 10_000_000 }));
    const near = await createPropertyAs(beto, listing({ title: 'Casa cercana en precio en Angelópolis', ...base, price: 10_500_000 }));
    const cheaper = await createPropertyAs(ana, listing({ title: 'Casa más económica en Angelópolis', ...base, price: 7_200_000 }));
    const dearer = await createPropertyAs(ana, listing({ title: 'Casa más costosa en Angelópolis', ...base, price: 12_900_000 }));
    const alsoNear = await createPropertyAs(ana, listing({ title: 'Casa casi igual en Angelópolis', ...base, price: 9_800_000 }));
    const fifth = await createPropertyAs(ana, listing({ title: 'Casa quinta opción en Angelópolis', ...base, price: 11_500_000 }));
    // What must never appear: too dear, too cheap, another type, operation or city, a draft.
    await createPropertyAs(ana, listing({ title: 'Casa fuera de rango alto en Angelópolis', ...base, price: 13_100_000 }));
    await createPropertyAs(ana, listing({ title: 'Casa fuera de rango bajo en Angelópolis', ...base, price: 6_900_000 }));
    await createPropertyAs(ana, listing({ title: 'Departamento en Angelópolis al mismo precio', ...base, propertyType: 'departamento', price: 10_000_000 }));
    await createPropertyAs(ana, listing({ title: 'Casa en remate en Angelópolis mismo precio', ...base, operationType: 'remate', price: 10_000_000 }));
    await createPropertyAs(ana, listing({ title: 'Casa en Puebla capital al mismo precio', ...base, city: 'Puebla', price: 10_000_000 }));
    await createPropertyAs(ana, listing({ title: 'Casa en otro San Andrés Cholula de otro estado', ...base, state: 'Tlaxcala', price: 10_000_000 }));
    await createPropertyAs(ana, listing({ title: 'Borrador de casa en Angelópolis mismo precio', ...base, status: 'borrador', price: 10_000_000 }));

    const similar = await api().get(`/api/properties/${subject.slug}/similar`).expect(200);
    expect(similar.body.map((p: { id: string }) => p.id)).toEqual([alsoNear.id, near.id, fifth.id, cheaper.id]);
    await api().get(`/api/properties/${subject.id}/similar`).expect(200);

    // The fifth nearest (2.9 million dearer, still inside 30 %) comes in once two of the others are sold.
    await api().patch(`/api/properties/manage/${near.id}/status`).set(as(beto)).send({ status: 'vendida' }).expect(200);
    await api().patch(`/api/properties/manage/${fifth.id}/status`).set(as(ana)).send({ status: 'vendida' }).expect(200);
    const rest = await api().get(`/api/properties/${subject.slug}/similar`).expect(200);
    expect(rest.body.map((p: { id: string }) => p.id)).toEqual([alsoNear.id, cheaper.id, dearer.id]);

    await api().get('/api/properties/no-existe-esta-casa/similar').expect(404);
  });
});

describe('robots.txt and sitemap.xml', () => {
  const sitemap = async () => {
    const response = await api().get('/api/properties/site-files/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    return response.text;
  };
  const locOf = (title: string) => `<loc>https://prestigio.test/propiedades/${created.get(title)!.slug}</loc>`;

  it('lists the public pages and every published listing with its last change, never a draft or a sold one', async () => {
    const xml = await sitemap();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    for (const page of ['/', '/aviso-de-privacidad', '/terminos', '/mapa-del-sitio']) expect(xml).toContain(`<url><loc>https://prestigio.test${page}</loc></url>`);
    expect(xml).toMatch(new RegExp(`${locOf('Casa en Juriquilla con vista al lago')}<lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`));
    expect(xml).toContain(locOf('Residencia destacada en San Pedro Garza García'));
    expect(xml).not.toContain(locOf('Borrador de casa en Cancún que nadie debe ver'));
    expect(xml).not.toContain(locOf('Casa vendida en Querétaro centro histórico'));
    expect(xml).not.toContain('/dashboard');
  });

  it('follows the catalogue at once: a listing taken down leaves it, one published joins it', async () => {
    const lake = created.get('Casa en Juriquilla con vista al lago')!;
    const draft = await createPropertyAs(ana, listing({ title: 'Casa nueva en Cumbres para el mapa', status: 'borrador', state: 'Nuevo León', city: 'Monterrey' }));
    await api().patch(`/api/properties/manage/${lake.id}/status`).set(as(ana)).send({ status: 'apartada' }).expect(200);
    await api().patch(`/api/properties/manage/${draft.id}/status`).set(as(ana)).send({ status: 'disponible' }).expect(200);
    const xml = await sitemap();
    expect(xml).not.toContain(locOf('Casa en Juriquilla con vista al lago'));
    expect(xml).toContain(`<loc>https://prestigio.test/propiedades/${draft.slug}</loc>`);
    await api().patch(`/api/properties/manage/${lake.id}/status`).set(as(ana)).send({ status: 'disponible' }).expect(200);
  });

  it('asks crawlers to leave the portal, the API and the private video-call links alone, and names the sitemap', async () => {
    const response = await api().get('/api/properties/site-files/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of ['/api/', '/videollamada/', '/auth', '/dashboard', '/properties', '/leads', '/activities', '/calendar', '/users']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /propiedades');
    expect(lines).toContain('Sitemap: https://prestigio.test/sitemap.xml');
  });
});

describe('portal management', () => {
  it('requires an active session', async () => {
    await api().get('/api/properties/manage').expect(401);
    await api().post('/api/properties/manage').send(fixtures[0]).expect(401);
    await api().get('/api/properties/manage').set(as({ ...beto, status: 'pending' })).expect(403);
  });

  it('validates listings with the contract messages', async () => {
    const response = await api().post('/api/properties/manage').set(as(ana)).send({ ...fixtures[0], title: 'Corto', price: 0 });
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({ title: 'El título debe tener al menos 10 caracteres', price: 'El precio debe ser mayor que cero' });
  });

  it("lets agents change only their own listings; admins change any", async () => {
    const mine = await createPropertyAs(ana, listing({ title: 'Departamento de Ana en la Roma Norte', colonia: 'Roma Norte' }));
    const attempt = await api().patch(`/api/properties/manage/${mine.id}`).set(as(beto)).send({ price: 1 });
    expect(attempt.status).toBe(403);
    expect(attempt.body.message).toBe('Solo puedes modificar las propiedades que tienes a tu cargo');
    await api().patch(`/api/properties/manage/${mine.id}/status`).set(as(beto)).send({ status: 'vendida' }).expect(403);
    await api().delete(`/api/properties/manage/${mine.id}`).set(as(beto)).expect(403);

    const updated = await api().patch(`/api/properties/manage/${mine.id}`).set(as(ana)).send({ price: 6_100_000 }).expect(200);
    expect(updated.body.price).toBe(6_100_000);
    await api().patch(`/api/properties/manage/${mine.id}`).set(as(admin)).send({ bedrooms: 5 }).expect(200);

    await api().delete(`/api/properties/manage/${mine.id}`).set(as(ana)).expect(204);
    await api().get(`/api/properties/manage/${mine.id}`).set(as(ana)).expect(404);
    expect(await titles({ location: 'roma norte' })).toEqual([]);
  });

  it('lists the portal table with text, status and "mine" filters', async () => {
    const theirs = await createPropertyAs(beto, listing({ title: 'Casa de Beto en Coyoacán', city: 'Ciudad de México', colonia: 'Coyoacán', status: 'borrador' }));
    const all = await api().get('/api/properties/manage').query({ text: 'coyoacan' }).set(as(ana)).expect(200);
    expect(all.body.results.map((r: { id: string }) => r.id)).toEqual([theirs.id]);
    const drafts = await api().get('/api/properties/manage').query({ status: 'borrador', mine: 'true' }).set(as(beto)).expect(200);
    expect(drafts.body).toMatchObject({ count: 1, results: [{ id: theirs.id, status: 'borrador', agentId: beto.userId }] });
  });
});

describe('photos', () => {
  const jpeg = () => sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#0B1F3A' } }).jpeg().toBuffer();
  const png = () => sharp({ create: { width: 640, height: 480, channels: 4, background: '#C9A54C' } }).png().toBuffer();

  it('re-encodes uploads to WebP sizes, serves them with a long cache, and makes the first one the main photo', async () => {
    const created = await createPropertyAs(ana, listing({ title: 'Casa con fotos en Providencia', city: 'Guadalajara', colonia: 'Providencia' }));
    const upload = await api()
      .post(`/api/properties/manage/${created.id}/photos`)
      .set(as(ana))
      .attach('photos', await jpeg(), 'fachada.jpg')
      .attach('photos', await png(), 'sala.png');
    expect(upload.status).toBe(201);
    expect(upload.body).toHaveLength(2);
    expect(upload.body[0]).toMatchObject({ width: 1600, height: 1067 });

    const card = await api().get(upload.body[0].url).expect(200);
    expect(card.headers['content-type']).toBe('image/webp');
    expect(card.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(card.body).metadata()).width).toBe(800);

    const [result] = (await search({ location: 'providencia' })).results;
    expect(result!.mainImage).toBe(upload.body[0].url);

    const reordered = await api()
      .put(`/api/properties/manage/${created.id}/photos/order`)
      .set(as(ana))
      .send({ photoIds: [upload.body[1].id, upload.body[0].id] })
      .expect(200);
    expect(reordered.body[0].id).toBe(upload.body[1].id);
    expect((await search({ location: 'providencia' })).results[0]!.mainImage).toBe(upload.body[1].url);

    await api().delete(`/api/properties/manage/${created.id}/photos/${upload.body[1].id}`).set(as(ana)).expect(200);
    await api().get(upload.body[1].url).expect(404);
    expect((await search({ location: 'providencia' })).results[0]!.mainImage).toBe(upload.body[0].url);
  });

  it('rejects a file that is not an image with a Spanish message and leaves the listing unchanged', async () => {
    const created = await createPropertyAs(ana, listing({ title: 'Casa sin fotos en Tlaquepaque', city: 'Tlaquepaque', colonia: 'Centro' }));
    const response = await api()
      .post(`/api/properties/manage/${created.id}/photos`)
      .set(as(ana))
      .attach('photos', await jpeg(), 'buena.jpg')
      .attach('photos', Buffer.from('%PDF-1.7 esto no es una foto'), 'contrato.jpg');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('«contrato.jpg» no es una imagen JPEG, PNG o WebP válida');
    const detail = await api().get(`/api/properties/manage/${created.id}`).set(as(ana)).expect(200);
    expect(detail.body.images).toEqual([]);
    expect(detail.body.mainImage).toBeNull();
    // The good photo written before the bad one was found is gone too.
    expect(await readdir(join(photosDir, created.id)).catch(() => [])).toEqual([]);
  });

  it('refuses a photo below 320 × 240 px (either way up) with its size in Spanish, and takes one at the minimum', async () => {
    const created = await createPropertyAs(ana, listing({ title: 'Casa con foto diminuta en Tepic', city: 'Tepic', colonia: 'Centro', state: 'Nayarit' }));
    const tiny = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } }).png().toBuffer();
    const refused = await api().post(`/api/properties/manage/${created.id}/photos`).set(as(ana)).attach('photos', await jpeg(), 'buena.jpg').attach('photos', tiny, 'miniatura.png');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('«miniatura.png» mide 40 × 30 px: cada foto debe medir al menos 320 × 240 px');
    expect(refused.body.errors).toEqual({ photos: refused.body.message });
    expect((await api().get(`/api/properties/manage/${created.id}`).set(as(ana)).expect(200)).body.images).toEqual([]);

    const narrow = await sharp({ create: { width: 239, height: 400, channels: 3, background: '#123456' } }).png().toBuffer();
    const upright = await sharp({ create: { width: 240, height: 320, channels: 3, background: '#123456' } }).png().toBuffer();
    await api().post(`/api/properties/manage/${created.id}/photos`).set(as(ana)).attach('photos', narrow, 'angosta.png').expect(400);
    const taken = await api().post(`/api/properties/manage/${created.id}/photos`).set(as(ana)).attach('photos', upright, 'vertical.png').expect(201);
    expect(taken.body).toMatchObject([{ width: 240, height: 320 }]);
  });

  it('lets parallel uploads to one listing take turns: the limit holds and positions stay distinct', async () => {
    const created = await createPropertyAs(ana, listing({ title: 'Casa con muchas fotos en Colima', city: 'Colima', colonia: 'Centro', state: 'Colima' }));
    const small = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#123456' } }).png().toBuffer();
    const uploadSixteen = () => {
      const upload = api().post(`/api/properties/manage/${created.id}/photos`).set(as(ana));
      for (let index = 0; index < 16; index += 1) upload.attach('photos', small, `foto-${index}.png`);
      return upload;
    };
    const statuses = (await Promise.all([uploadSixteen(), uploadSixteen()])).map((response) => response.status).sort();
    expect(statuses).toEqual([201, 400]);
    const detail = await api().get(`/api/properties/manage/${created.id}`).set(as(ana)).expect(200);
    expect(detail.body.images).toHaveLength(16);
  });

  it('refuses photos over 10 MB and uploads to listings of other agents', async () => {
    const created = await createPropertyAs(ana, listing({ title: 'Casa para fotos grandes en Tonalá', city: 'Tonalá', colonia: 'Centro' }));
    const huge = await api()
      .post(`/api/properties/manage/${created.id}/photos`)
      .set(as(ana))
      .attach('photos', Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'enorme.jpg');
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('Cada foto debe pesar como máximo 10 MB');
    const foreign = await api().post(`/api/properties/manage/${created.id}/photos`).set(as(beto)).attach('photos', await png(), 'x.png');
    expect(foreign.status).toBe(403);
  });
});
