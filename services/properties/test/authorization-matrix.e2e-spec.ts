// Every portal endpoint of the properties service against every kind of caller, as one table: what the service
// itself enforces, whatever the page shows. Listings are the agency's shared catalogue, so any active agent may read
// one in the portal; only its agent (or an admin) may change it.
import { afterAll, beforeAll } from '@jest/globals';
import { type PropertyWrite } from '@prestigio/contracts';
import { startTestService, type TestService } from '@prestigio/testing';
import { describeAuthorizationMatrix, matrixCallers, type MatrixRow } from '@prestigio/testing/authorization-matrix';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { AppModule } from '../src/app.module.js';
import { envSchema, type PropertiesEnv } from '../src/config/env.js';

const { headersOf } = matrixCallers(() => service.env.IDENTITY_SECRET);

let service: TestService<PropertiesEnv>;
let photosDir: string;
let jpeg: Buffer;

const property: PropertyWrite = {
  title: 'Casa de prueba para permisos en Coyoacán',
  description: 'Una propiedad de prueba con la descripción suficiente para pasar la validación del catálogo.',
  operationType: 'comprar',
  propertyType: 'casa',
  status: 'disponible',
  state: 'Ciudad de México',
  city: 'Ciudad de México',
  colonia: 'Coyoacán',
  price: 7_500_000,
  bedrooms: 3,
  bathrooms: 2,
  halfBathrooms: 0,
  parkingSpaces: 2,
  landArea: 250,
  buildingArea: 220,
  hasGarden: true,
  amenities: [],
};

/** A fresh listing of the owner's, with one photo, for each row (so a row that deletes does not affect the next). */
async function ownersProperty(): Promise<{ id: string; photoId: string }> {
  const created = await request(service.baseUrl).post('/api/properties/manage').set(headersOf('owner')).send(property).expect(201);
  const uploaded = await request(service.baseUrl)
    .post(`/api/properties/manage/${created.body.id}/photos`)
    .set(headersOf('owner'))
    .attach('photos', jpeg, 'fachada.jpg')
    .expect(201);
  const photos = uploaded.body.photos ?? uploaded.body;
  return { id: created.body.id, photoId: photos[0].id };
}

const api = () => request(service.baseUrl);
const rows: MatrixRow<{ id: string; photoId: string }>[] = [
  {
    name: 'GET /api/properties/manage',
    send: (_target, caller) => api().get('/api/properties/manage').set(headersOf(caller)),
    expected: { anonymous: 401, pending: 403, owner: 200, otherAgent: 200, admin: 200 },
  },
  {
    name: 'GET /api/properties/manage/:id',
    send: ({ id }, caller) => api().get(`/api/properties/manage/${id}`).set(headersOf(caller)),
    expected: { anonymous: 401, pending: 403, owner: 200, otherAgent: 200, admin: 200 },
  },
  {
    name: 'POST /api/properties/manage',
    send: (_target, caller) => api().post('/api/properties/manage').set(headersOf(caller)).send(property),
    expected: { anonymous: 401, pending: 403, owner: 201, otherAgent: 201, admin: 201 },
  },
  {
    name: 'PATCH /api/properties/manage/:id',
    send: ({ id }, caller) => api().patch(`/api/properties/manage/${id}`).set(headersOf(caller)).send({ price: 7_400_000 }),
    expected: { anonymous: 401, pending: 403, owner: 200, otherAgent: 403, admin: 200 },
  },
  {
    name: 'PATCH /api/properties/manage/:id/status',
    send: ({ id }, caller) => api().patch(`/api/properties/manage/${id}/status`).set(headersOf(caller)).send({ status: 'apartada' }),
    expected: { anonymous: 401, pending: 403, owner: 200, otherAgent: 403, admin: 200 },
  },
  {
    name: 'DELETE /api/properties/manage/:id',
    send: ({ id }, caller) => api().delete(`/api/properties/manage/${id}`).set(headersOf(caller)),
    expected: { anonymous: 401, pending: 403, owner: 204, otherAgent: 403, admin: 204 },
  },
  {
    name: 'POST /api/properties/manage/:id/photos',
    send: ({ id }, caller) => api().post(`/api/properties/manage/${id}/photos`).set(headersOf(caller)).attach('photos', jpeg, 'jardin.jpg'),
    expected: { anonymous: 401, pending: 403, owner: 201, otherAgent: 403, admin: 201 },
  },
  {
    name: 'PUT /api/properties/manage/:id/photos/order',
    send: ({ id, photoId }, caller) => api().put(`/api/properties/manage/${id}/photos/order`).set(headersOf(caller)).send({ photoIds: [photoId] }),
    expected: { anonymous: 401, pending: 403, owner: 200, otherAgent: 403, admin: 200 },
  },
  {
    name: 'DELETE /api/properties/manage/:id/photos/:photoId',
    send: ({ id, photoId }, caller) => api().delete(`/api/properties/manage/${id}/photos/${photoId}`).set(headersOf(caller)),
    expected: { anonymous: 401, pending: 403, owner: 200, otherAgent: 403, admin: 200 },
  },
];

beforeAll(async () => {
  photosDir = await mkdtemp(join(tmpdir(), 'prestigio-authz-photos-'));
  service = await startTestService(AppModule, { name: 'properties', envSchema, env: { PHOTOS_DIR: photosDir } });
  jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#8a6d3b' } }).jpeg().toBuffer();
});
afterAll(async () => {
  await service?.stop();
  await rm(photosDir, { recursive: true, force: true });
});

describeAuthorizationMatrix({ title: 'authorization matrix of the properties portal', rows, freshTarget: ownersProperty });
