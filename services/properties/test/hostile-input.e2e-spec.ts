// What a hostile tester sent the catalogue, answered as a person would want: control characters removed before
// anything reaches Postgres (NUL once gave a 500), a path holding one refused, a body that is not UTF-8 refused
// instead of stored with replacement characters, and every refusal in Spanish, also Nest's and multer's own.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IDENTITY_HEADER, REQUEST_ID_HEADER, type Identity, type PropertyWrite } from '@prestigio/contracts';
import { signIdentity } from '@prestigio/contracts/identity-token';
import { startTestService, type TestService } from '@prestigio/testing';
import { sendRaw } from '@prestigio/testing/hostile-input';
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
const agent: Identity = { userId: randomUUID(), role: 'agent', status: 'active' };

const listing: PropertyWrite = propertyWrite({
  title: 'Casa en Polanco con jardín',
  state: 'Ciudad de México',
  city: 'Ciudad de México',
  colonia: 'Polanco',
  price: 9_000_000,
  hasGarden: true,
});

function as(identity: Identity) {
  const requestId = randomUUID();
  return { [REQUEST_ID_HEADER]: requestId, [IDENTITY_HEADER]: signIdentity(identity, service.env.IDENTITY_SECRET, requestId) };
}
const api = () => request(service.baseUrl);

const propertyCount = async () => Number((await service.app.get(DataSource).query(`SELECT count(*) AS count FROM properties`))[0].count);

beforeAll(async () => {
  photosDir = await mkdtemp(join(tmpdir(), 'prestigio-hostile-'));
  service = await startTestService(AppModule, { name: 'properties', envSchema, env: { PHOTOS_DIR: photosDir } });
});
afterAll(async () => {
  await service?.stop();
  await rm(photosDir, { recursive: true, force: true });
});

describe('control characters', () => {
  it('in bodies and queries are refused with 400 naming the field, and nothing is stored (a NUL once answered 500, then was dropped silently)', async () => {
    const refused = await api()
      .post('/api/properties/manage')
      .set(as(agent))
      .send({ ...listing, title: 'Casa\u0000 en Polanco\u001B con jardín', city: 'Ciudad de México\u0000', colonia: 'Pol\u0000anco', address: 'Calle\u0000 1' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      statusCode: 400,
      message: 'Datos inválidos',
      errors: {
        title: 'El título no puede contener saltos de línea ni caracteres de control',
        city: 'La ciudad no puede contener saltos de línea ni caracteres de control',
        colonia: 'La colonia no puede contener saltos de línea ni caracteres de control',
        address: 'La dirección no puede contener saltos de línea ni caracteres de control',
      },
    });
    // A description keeps its paragraphs and tabs; only other control characters are refused.
    const paragraphs = `${listing.description}\n\n\tCon jardín.`;
    const created = await api().post('/api/properties/manage').set(as(agent)).send({ ...listing, description: paragraphs }).expect(201);
    expect(created.body.description).toBe(paragraphs);
    const escaped = await api().post('/api/properties/manage').set(as(agent)).send({ ...listing, description: `${listing.description}\u001B[31m` });
    expect(escaped.body.errors).toEqual({ description: 'La descripción no puede contener caracteres de control' });

    const search = await api().post('/api/properties/search').send({ location: 'Polanco\u0000' });
    expect([search.status, search.body.errors]).toEqual([400, { location: 'La ubicación no puede contener saltos de línea ni caracteres de control' }]);
    const portal = await api().get('/api/properties/manage?text=Pol%00anco').set(as(agent));
    expect([portal.status, portal.body.errors]).toEqual([400, { text: 'La búsqueda no puede contener saltos de línea ni caracteres de control' }]);
  });

  it('in a path are refused with 400 and a Spanish message', async () => {
    for (const path of ['/api/properties/casa%00polanco', '/api/properties/casa%1Bpolanco', `/api/properties/manage/${randomUUID()}%00`]) {
      const response = await api().get(path).set(as(agent));
      expect([path, response.status, response.body]).toEqual([path, 400, { statusCode: 400, message: 'La dirección contiene caracteres no permitidos' }]);
    }
  });
});

describe('a body that is not UTF-8', () => {
  it('is refused with 400 in Spanish, and nothing is stored', async () => {
    const before = await propertyCount();
    // "Casa \xC3(": a UTF-8 lead byte followed by a byte that cannot continue it.
    const invalid = Buffer.from(JSON.stringify({ ...listing, title: 'Casa XX' }), 'utf8');
    const at = invalid.indexOf('XX');
    invalid[at] = 0xc3;
    invalid[at + 1] = 0x28;
    const response = await sendRaw(service.baseUrl, 'POST', '/api/properties/manage', { ...as(agent), 'content-type': 'application/json' }, invalid);
    expect(response.body).toEqual({ statusCode: 400, message: 'Datos inválidos', errors: { body: 'El contenido no está codificado en UTF-8 válido' } });
    expect(response.status).toBe(400);
    expect(await propertyCount()).toBe(before);
  });
});

describe("the framework's own refusals", () => {
  it('are Spanish: a malformed id, a file in the wrong field, a cut-off upload', async () => {
    const notAnId = await api().get('/api/properties/manage/not-a-uuid').set(as(agent));
    expect(notAnId.status).toBe(404);
    expect(notAnId.body).toEqual({ statusCode: 404, message: 'Recurso no encontrado' });

    const { body: mine } = await api().get('/api/properties/manage?text=polanco').set(as(agent));
    const id = mine.results[0].id as string;
    const wrongField = await api().post(`/api/properties/manage/${id}/photos`).set(as(agent)).attach('foto', Buffer.from('not really an image'), 'foto.jpg');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe('Envía las fotos en el campo «photos»');

    const boundary = '----prestigio';
    const cutOff = await api()
      .post(`/api/properties/manage/${id}/photos`)
      .set(as(agent))
      .set('content-type', `multipart/form-data; boundary=${boundary}`)
      .send(`--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc`);
    expect(cutOff.status).toBe(400);
    expect(cutOff.body.message).toBe('El envío de las fotos llegó incompleto; intenta de nuevo');
    for (const answer of [notAnId, wrongField, cutOff]) expect(JSON.stringify(answer.body)).not.toMatch(/Validation failed|Unexpected|Multipart/);
  });
});
