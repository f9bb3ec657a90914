import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { leadContactReplySchema, rpcReplySchema, rpcSubject, RpcSubjects } from '@prestigio/contracts';
import { startTestService, withNatsConnection, type TestService } from '@prestigio/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module.js';
import { envSchema, type LeadsEnv } from '../src/config/env.js';

let service: TestService<LeadsEnv>;
beforeAll(async () => {
  service = await startTestService(AppModule, { name: 'leads', envSchema });
});
afterAll(() => service?.stop());

async function askContact(payload: unknown) {
  return withNatsConnection(async (connection) => {
    const message = await connection.request(
      rpcSubject(service.namespace.namespace, RpcSubjects.leadContact),
      new TextEncoder().encode(JSON.stringify(payload)),
      { timeout: 3_000 },
    );
    return rpcReplySchema.parse(message.json());
  });
}

describe('leads.lead.contact', () => {
  it("answers a lead's contact, null for an unknown lead, and 400 for a malformed id", async () => {
    const form = {
      name: 'Lucía Herrera',
      phone: '55 4321 8765',
      email: 'lucia.herrera@correo.mx',
      privacy: true,
      elapsedMs: 9_000,
    };
    const { body } = await request(service.baseUrl).post('/api/leads').send(form).expect(201);

    const known = await askContact({ leadId: body.id });
    expect(known.ok).toBe(true);
    expect(leadContactReplySchema.parse(known.ok && known.data)).toEqual({
      id: body.id,
      name: 'Lucía Herrera',
      email: 'lucia.herrera@correo.mx',
      phone: '55 4321 8765',
      agentId: null,
    });
    expect(await askContact({ leadId: '6d0f1a52-7b8c-4d9e-8f01-23456789abcd' })).toEqual({ ok: true, data: null });
    const malformed = await askContact({ leadId: 'x' });
    expect(malformed.ok).toBe(false);
    expect(!malformed.ok && malformed.error.statusCode).toBe(400);
  });
});
