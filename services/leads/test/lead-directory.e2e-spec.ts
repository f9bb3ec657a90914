import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BOOKING_RECEIPT_VALID_MS, leadContactReplySchema, rpcReplySchema, rpcSubject, RpcSubjects, type RpcSubject } from '@prestigio/contracts';
import { startTestService, withNatsConnection, type TestService } from '@prestigio/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { envSchema, type LeadsEnv } from '../src/config/env.js';

let service: TestService<LeadsEnv>;
beforeAll(async () => {
  service = await startTestService(AppModule, { name: 'leads', envSchema });
});
afterAll(() => service?.stop());
const database = () => service.app.get(DataSource);

async function askContact(payload: unknown, subject: RpcSubject = RpcSubjects.leadContact) {
  return withNatsConnection(async (connection) => {
    const message = await connection.request(
      rpcSubject(service.namespace.namespace, subject),
      new TextEncoder().encode(JSON.stringify(payload)),
      { timeout: 3_000 },
    );
    return rpcReplySchema.parse(message.json());
  });
}

describe('leads.lead.contact', () => {
  it("resolves a recent inquiry's receipt to its client and agent with the details that inquiry gave; nothing else resolves", async () => {
    const form = { name: 'Lucía Herrera', phone: '55 4321 8765', email: 'lucia.herrera@correo.mx', privacy: true, elapsedMs: 9_000 };
    const { body } = await request(service.baseUrl).post('/api/leads').send(form).expect(201);
    const [{ lead_id: leadId }] = await database().query(`SELECT lead_id FROM inquiries WHERE id = $1`, [body.id]);

    const known = await askContact({ leadId: body.id });
    expect(known.ok).toBe(true);
    expect(leadContactReplySchema.parse(known.ok && known.data)).toEqual({ id: leadId, name: 'Lucía Herrera', email: 'lucia.herrera@correo.mx', phone: '55 4321 8765', agentId: null });

    // A stranger who typed Lucía's e-mail gets a receipt of their own: it books with what they typed, not Lucía's details.
    const stranger = await request(service.baseUrl).post('/api/leads').send({ ...form, name: 'Extraño', phone: '55 0000 9999' }).expect(201);
    const strangers = await askContact({ leadId: stranger.body.id });
    expect(strangers.ok && strangers.data).toEqual({ id: leadId, name: 'Extraño', email: 'lucia.herrera@correo.mx', phone: '55 0000 9999', agentId: null });

    // The client's own id, an unknown id, a receipt older than the window: null, as an unknown lead.
    expect(await askContact({ leadId })).toEqual({ ok: true, data: null });
    expect(await askContact({ leadId: '6d0f1a52-7b8c-4d9e-8f01-23456789abcd' })).toEqual({ ok: true, data: null });
    await database().query(`UPDATE inquiries SET created_at = now() - $2 * interval '1 millisecond' - interval '1 minute' WHERE id = $1`, [body.id, BOOKING_RECEIPT_VALID_MS]);
    expect(await askContact({ leadId: body.id })).toEqual({ ok: true, data: null });
    // A form filled faster than people do is kept for review, not bookable.
    const fast = await request(service.baseUrl).post('/api/leads').send({ ...form, email: 'rapido@correo.mx', elapsedMs: 500 }).expect(201);
    expect(await askContact({ leadId: fast.body.id })).toEqual({ ok: true, data: null });

    const malformed = await askContact({ leadId: 'x' });
    expect(malformed.ok).toBe(false);
    expect(!malformed.ok && malformed.error.statusCode).toBe(400);
  });
});

describe('leads.client.contact', () => {
  it("resolves a client by its own id with the client's details (the portal's bookings), and never a visitor's receipt", async () => {
    const form = { name: 'Marcela Ortiz', phone: '55 7788 9900', email: 'marcela.ortiz@correo.mx', privacy: true, elapsedMs: 9_000 };
    const { body } = await request(service.baseUrl).post('/api/leads').send(form).expect(201);
    const [{ lead_id: clientId }] = await database().query(`SELECT lead_id FROM inquiries WHERE id = $1`, [body.id]);
    // A stranger's inquiry on the same e-mail changes nothing the portal books with.
    await request(service.baseUrl).post('/api/leads').send({ ...form, name: 'Extraño', phone: '55 0000 1111' }).expect(201);

    expect(await askContact({ leadId: clientId }, RpcSubjects.clientContact)).toEqual({
      ok: true,
      data: { id: clientId, name: 'Marcela Ortiz', email: 'marcela.ortiz@correo.mx', phone: '55 7788 9900', agentId: null },
    });
    expect(await askContact({ leadId: body.id }, RpcSubjects.clientContact)).toEqual({ ok: true, data: null });
  });
});
