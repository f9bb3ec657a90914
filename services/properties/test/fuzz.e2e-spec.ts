// Property-based fuzzing of every catalogue endpoint, public and portal: generated bodies, paths and queries of wrong
// types, deep or huge JSON, control and odd Unicode characters and prototype-pollution keys are answered with a 2xx or
// a Spanish 4xx in the error shape, never a 5xx; a refused write stores nothing. The seed is fixed (FUZZ_SEED).
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { Identity, PropertyWrite } from '@prestigio/contracts';
import { identityHeaders, startTestService, type TestService } from '@prestigio/testing';
import {
  controlCharacterBodies,
  expectAcceptableAnswer,
  expectRefusal,
  fuzz,
  hostileBodies,
  hostilePathSegment,
  hostileQuery,
  sendRaw,
  textWithControlCharacter,
} from '@prestigio/testing/hostile-input';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { envSchema, type PropertiesEnv } from '../src/config/env.js';

let service: TestService<PropertiesEnv>;
let photosDir: string;
let listingId: string;
const agent: Identity = { userId: randomUUID(), role: 'agent', status: 'active' };

const listing: PropertyWrite = {
  title: 'Departamento con terraza en la Condesa',
  description: 'Una propiedad de prueba con la descripción suficiente para pasar la validación del catálogo.',
  operationType: 'rentar',
  propertyType: 'departamento',
  status: 'disponible',
  state: 'Ciudad de México',
  city: 'Ciudad de México',
  colonia: 'Condesa',
  address: 'Ámsterdam 100',
  price: 35_000,
  bedrooms: 2,
  bathrooms: 2,
  halfBathrooms: 0,
  parkingSpaces: 1,
  landArea: 0,
  buildingArea: 120,
  hasGarden: false,
  amenities: ['terraza'],
};
const textFields = ['title', 'description', 'city', 'colonia', 'address', 'state'];

const send = (method: string, path: string, body?: string, headers: Record<string, string> = {}) => sendRaw(service.baseUrl, method, path, headers, body);
const asAgent = () => identityHeaders(agent, service.env.IDENTITY_SECRET);
const propertyCount = async () => Number((await service.app.get(DataSource).query(`SELECT count(*)::int AS count FROM properties`))[0].count);

beforeAll(async () => {
  photosDir = await mkdtemp(join(tmpdir(), 'prestigio-fuzz-'));
  service = await startTestService(AppModule, { name: 'properties', envSchema, env: { PHOTOS_DIR: photosDir } });
  const created = await send('POST', '/api/properties/manage', JSON.stringify(listing), asAgent());
  listingId = (created.body as { id: string }).id;
  if (!listingId) throw new Error(JSON.stringify(created));
});
afterAll(async () => {
  await service?.stop();
  await rm(photosDir, { recursive: true, force: true });
});

describe('public catalogue endpoints', () => {
  it('POST /api/properties/search answers any body with results or a Spanish 400', async () => {
    const criteria = { operationType: 'rentar', location: 'Condesa', minPrice: 0, bedrooms: 1, hasGarden: false, page: 1, sort: 'newest' };
    await fuzz(
      hostileBodies(criteria, { textFields: ['location'] }),
      async (body) => {
        expectAcceptableAnswer(await send('POST', '/api/properties/search', body), body);
      },
      // A lone surrogate was once echoed back (and would have been stored as U+FFFD).
      { examples: [JSON.stringify({ ...criteria, location: 'Condesa \ud800' })] },
    );
  });

  it('refuses a control character in the search location, in body or query, with a Spanish 400 (a NUL answered 200)', async () => {
    await fuzz(
      controlCharacterBodies({ operationType: 'rentar', location: 'Condesa' }, ['location']),
      async (body) => {
        expectRefusal(await send('POST', '/api/properties/search', body), body);
      },
      { examples: [JSON.stringify({ location: 'Polanco\u0000' })] },
    );
    await fuzz(textWithControlCharacter, async (text) => {
      expectRefusal(await send('GET', `/api/properties/manage?text=${encodeURIComponent(text)}`, undefined, asAgent()), text);
    });
  });

  it('GET /api/properties/:idOrSlug and the photo files answer any path with a listing, a 404 or a 400', async () => {
    await fuzz(fc.tuple(hostilePathSegment, fc.constantFrom('', '/featured-x', '/photos')), async ([segment, suffix]) => {
      expectAcceptableAnswer(await send('GET', `/api/properties/${segment}${suffix}`), segment);
      expectAcceptableAnswer(await send('GET', `/api/properties/photos/${listingId}/${segment}/${segment}`), segment);
    });
  });
});

describe('portal endpoints, signed in as an agent', () => {
  it('POST /api/properties/manage stores a listing or refuses it in Spanish, and a refusal stores nothing', async () => {
    await fuzz(hostileBodies({ ...listing }, { textFields }), async (body) => {
      const before = await propertyCount();
      const answer = await send('POST', '/api/properties/manage', body, asAgent());
      expectAcceptableAnswer(answer, body);
      if (answer.status >= 400 && (await propertyCount()) !== before) throw new Error(`refused (${answer.status}) but stored: ${body.slice(0, 300)}`);
    });
  });

  it('refuses a control character in any text field of a listing with a Spanish 400, and stores nothing', async () => {
    await fuzz(controlCharacterBodies({ ...listing }, ['title', 'description', 'city', 'colonia', 'address']), async (body) => {
      const before = await propertyCount();
      expectRefusal(await send('POST', '/api/properties/manage', body, asAgent()), body);
      if ((await propertyCount()) !== before) throw new Error(`refused but stored: ${body.slice(0, 300)}`);
    });
  });

  it('PATCH /api/properties/manage/:id and its status, and PUT the photo order, answer any body with a 2xx or a Spanish 4xx', async () => {
    await fuzz(hostileBodies({ title: listing.title, price: 36_000, amenities: ['terraza', 'roof_garden'] }, { textFields: ['title', 'description', 'address'] }), async (body) => {
      expectAcceptableAnswer(await send('PATCH', `/api/properties/manage/${listingId}`, body, asAgent()), body);
    });
    await fuzz(hostileBodies({ status: 'reservada' }), async (body) => {
      expectAcceptableAnswer(await send('PATCH', `/api/properties/manage/${listingId}/status`, body, asAgent()), body);
    });
    await fuzz(hostileBodies({ photoIds: [randomUUID()] }), async (body) => {
      expectRefusal(await send('PUT', `/api/properties/manage/${listingId}/photos/order`, body, asAgent()), body);
    });
  });

  it('GET /api/properties/manage answers any query with a page or a Spanish 400', async () => {
    await fuzz(hostileQuery(['text', 'status', 'mine', 'page', 'pageSize']), async (query) => {
      expectAcceptableAnswer(await send('GET', `/api/properties/manage${query}`, undefined, asAgent()), query);
    });
  });

  it('answers any id in a portal path with a 404 or a 400, never a 5xx, and archives nothing', async () => {
    // '%C0%AF' is no UTF-8: Express's router once answered it in English.
    await fuzz(hostilePathSegment, async (segment) => {
      for (const [method, path] of [
        ['GET', `/api/properties/manage/${segment}`],
        ['PATCH', `/api/properties/manage/${segment}/status`],
        ['DELETE', `/api/properties/manage/${segment}`],
        ['DELETE', `/api/properties/manage/${listingId}/photos/${segment}`],
      ] as const) {
        expectRefusal(await send(method, path, method === 'PATCH' ? '{"status":"vendida"}' : undefined, asAgent()), `${method} ${path}`);
      }
    }, { examples: ['%C0%AF'] });
  });
});
