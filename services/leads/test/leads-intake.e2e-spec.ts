import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  eventEnvelopeSchema,
  eventSubject,
  EventSubjects,
  leadInquiryEventSchema,
  PRIVACY_NOTICE_VERSION,
  REQUEST_ID_HEADER,
  type EventEnvelope,
  type EventSubject,
  type LeadInquiryEvent,
} from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import { eventually, identityHeaders, sleep, startTestService, withNatsConnection, type TestService } from '@prestigio/testing';
import crypto from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { expectNeverAServerError, oddJsonBodies } from '@prestigio/testing/hostile-input';
import { envSchema, type LeadsEnv } from '../src/config/env.js';
import { AppModule } from '../src/app.module.js';

let service: TestService<LeadsEnv>;
let database: DataSource;

beforeAll(async () => {
  service = await startTestService(AppModule, { name: 'leads', envSchema });
  database = service.app.get(DataSource);
});
afterAll(() => service?.stop());

const api = () => request(service.baseUrl);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A different person for every call: unique email and Mexico City mobile number. */
let people = 0;
function contactForm(overrides: Record<string, unknown> = {}) {
  people += 1;
  const suffix = String(people).padStart(4, '0');
  return {
    name: `Mariana López ${people}`,
    phone: `55 8765 ${suffix}`,
    email: `mariana.lopez${people}@correo.mx`,
    interest: 'compra',
    message: 'Me interesa agendar una visita este fin de semana.',
    privacy: true,
    website: '',
    elapsedMs: 14_000,
    ...overrides,
  };
}

interface StoredCounts {
  leads: number;
  inquiries: number;
  events: number;
}
async function storedCounts(): Promise<StoredCounts> {
  const [counts] = await database.query(
    `SELECT (SELECT count(*) FROM leads)::int AS leads,
            (SELECT count(*) FROM inquiries)::int AS inquiries,
            (SELECT count(*) FROM outbox_events)::int AS events`,
  );
  return counts as StoredCounts;
}

/** The client a receipt's inquiry was attached to (the receipt itself is the inquiry's id, never the client's). */
async function leadOf(receiptId: string): Promise<string> {
  const [row] = await database.query(`SELECT lead_id FROM inquiries WHERE id = $1`, [receiptId]);
  expect(row).toBeDefined();
  return row.lead_id as string;
}

async function timelineOf(leadId: string): Promise<Array<{ kind: string; summary: string }>> {
  return database.query(`SELECT kind, summary FROM lead_timeline WHERE lead_id = $1 ORDER BY created_at, id`, [leadId]);
}

async function inquiriesOf(leadId: string) {
  return database.query(`SELECT * FROM inquiries WHERE lead_id = $1 ORDER BY created_at, id`, [leadId]);
}

/** Every event the namespace's JetStream stream holds on `subject`, read with a throwaway ordered consumer. */
async function publishedEvents(subject: EventSubject): Promise<Array<EventEnvelope<LeadInquiryEvent>>> {
  return withNatsConnection(async (connection) => {
    // One subject as a string: a list is sent as filter_subjects, which NATS servers before 2.10 never answer.
    const consumer = await connection.jetstream().consumers.get(service.namespace.streamName, {
      filterSubjects: eventSubject(service.namespace.namespace, subject),
    });
    const { num_pending: pending } = await consumer.info();
    const envelopes: Array<EventEnvelope<LeadInquiryEvent>> = [];
    if (pending === 0) return envelopes;
    for await (const message of await consumer.fetch({ max_messages: pending, expires: 2_000 })) {
      const envelope = eventEnvelopeSchema.parse(message.json());
      envelopes.push({ ...envelope, data: leadInquiryEventSchema.parse(envelope.data) });
      if (envelopes.length === pending) break;
    }
    return envelopes;
  });
}

async function eventsForLead(subject: EventSubject, leadId: string) {
  return (await publishedEvents(subject)).filter((event) => event.data.leadId === leadId);
}

describe('POST /api/leads: a valid contact form', () => {
  it('stores the lead, its first inquiry with the consent and client, and publishes leads.lead.created once', async () => {
    const form = contactForm({ email: 'Sofia.Garza@Correo.MX', phone: '+52 (81) 8123-4567', propertyId: 'casa-en-san-pedro' });
    const before = Date.now();
    const response = await api()
      .post('/api/leads')
      .set('x-forwarded-for', '203.0.113.50, 10.20.30.40')
      .set('user-agent', 'Mozilla/5.0 (Prueba e2e)')
      .set(REQUEST_ID_HEADER, 'req-lead-nuevo')
      .send(form);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.stringMatching(UUID), status: 'recibido' });
    const leadId = await leadOf(response.body.id);
    expect(leadId).not.toBe(response.body.id);

    const [lead] = await database.query(`SELECT * FROM leads WHERE id = $1`, [leadId]);
    expect(lead).toMatchObject({
      name: form.name,
      email: 'sofia.garza@correo.mx',
      phone: '+52 (81) 8123-4567',
      phone_digits: '8181234567',
      interest: 'compra',
      source: 'sitio_web',
      stage: 'nuevo',
    });

    const [inquiry, ...more] = await inquiriesOf(leadId);
    expect(more).toEqual([]);
    expect(inquiry.id).toBe(response.body.id);
    expect(inquiry).toMatchObject({
      source: 'sitio_web',
      contact_name: form.name,
      contact_email: 'sofia.garza@correo.mx',
      contact_phone: '+52 (81) 8123-4567',
      interest: 'compra',
      message: form.message,
      property_id: 'casa-en-san-pedro',
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
      ip_address: '10.20.30.40',
      user_agent: 'Mozilla/5.0 (Prueba e2e)',
    });
    expect(inquiry.consent_at.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(inquiry.consent_at.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);

    const [event] = await eventually(async () => {
      const events = await eventsForLead(EventSubjects.leadCreated, leadId);
      expect(events).toHaveLength(1);
      return events;
    });
    expect(event!.correlationId).toBe('req-lead-nuevo');
    expect(event!.data).toEqual({
      leadId,
      inquiryId: inquiry.id,
      name: form.name,
      email: 'sofia.garza@correo.mx',
      phone: '+52 (81) 8123-4567',
      interest: 'compra',
      source: 'sitio_web',
      propertyId: 'casa-en-san-pedro',
      message: form.message,
    });
    // Several relay passes later it is still there once, and nothing announced it as a repeat inquiry.
    await sleep(1_200);
    expect(await eventsForLead(EventSubjects.leadCreated, leadId)).toHaveLength(1);
    expect(await eventsForLead(EventSubjects.inquiryReceived, leadId)).toHaveLength(0);
  });

  it("accepts a form without interest, keeps a message's line breaks, and refuses other control characters", async () => {
    const refused = await api().post('/api/leads').send(contactForm({ message: 'Hola\u0000, ¿sigue disponible?' }));
    expect([refused.status, refused.body.errors]).toEqual([400, { message: 'El mensaje no puede contener caracteres de control' }]);
    const form = contactForm({ interest: '', message: 'Hola, ¿sigue disponible?\n\tGracias', elapsedMs: undefined });
    const response = await api().post('/api/leads').send(form).expect(201);
    const leadId = await leadOf(response.body.id);
    const [lead] = await database.query(`SELECT * FROM leads WHERE id = $1`, [leadId]);
    expect(lead.interest).toBeNull();
    const [inquiry] = await inquiriesOf(leadId);
    expect(inquiry).toMatchObject({ interest: null, message: 'Hola, ¿sigue disponible?\n\tGracias', property_id: null });
  });
});

describe('POST /api/leads: the visitor\'s favourites', () => {
  const admin = { id: crypto.randomUUID(), fullName: 'Dirección', username: 'direccion', email: 'direccion@prestigio.test', role: 'admin' as const };

  it('stores the favourites sent with the form on the inquiry (each once) and shows them to the agent on the inquiry and the timeline', async () => {
    const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
    const receipt = await api().post('/api/leads').send(contactForm({ favouritePropertyIds: [first, second, first] })).expect(201);
    const leadId = await leadOf(receipt.body.id);
    const [inquiry] = await inquiriesOf(leadId);
    expect(inquiry.favourite_property_ids).toEqual([first, second]);

    const detail = await api().get(`/api/leads/${leadId}`).set(identityHeaders(admin, service.env.IDENTITY_SECRET)).expect(200);
    expect(detail.body.inquiries[0].favouritePropertyIds).toEqual([first, second]);
    expect(detail.body.timeline.find((entry: { kind: string }) => entry.kind === 'inquiry').summary).toMatch(/^Primer contacto por sitio web con 2 propiedades favoritas: /);
  });

  it('never requires them: a form without favourites, or with an empty list, stores none', async () => {
    const without = await api().post('/api/leads').send(contactForm()).expect(201);
    const empty = await api().post('/api/leads').send(contactForm({ favouritePropertyIds: [] })).expect(201);
    for (const receipt of [without, empty]) {
      const leadId = await leadOf(receipt.body.id);
      expect((await inquiriesOf(leadId))[0].favourite_property_ids).toEqual([]);
      expect((await timelineOf(leadId))[0]!.summary).not.toMatch(/favorit/);
    }
  });

  it('refuses a list that is not ids or holds more than 50, in Spanish, and stores nothing', async () => {
    const before = await storedCounts();
    const notIds = await api().post('/api/leads').send(contactForm({ favouritePropertyIds: ['<script>'] })).expect(400);
    expect(notIds.body.errors).toEqual({ 'favouritePropertyIds.0': 'Favorito no válido' });
    const tooMany = await api().post('/api/leads').send(contactForm({ favouritePropertyIds: Array.from({ length: 51 }, () => crypto.randomUUID()) })).expect(400);
    expect(tooMany.body.errors).toEqual({ favouritePropertyIds: 'Hasta 50 favoritos por consulta' });
    const notAList = await api().post('/api/leads').send(contactForm({ favouritePropertyIds: 'todas' })).expect(400);
    expect(notAList.body.errors).toEqual({ favouritePropertyIds: 'Favoritos no válidos' });
    expect(await storedCounts()).toEqual(before);
  });
});

describe('POST /api/leads: invalid input', () => {
  it('answers 400 with the spec messages and stores nothing', async () => {
    const before = await storedCounts();
    const response = await api().post('/api/leads').send({ name: 'A', phone: '1234', email: 'correo@', privacy: false });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Datos inválidos',
      errors: {
        name: 'El nombre es demasiado corto',
        phone: 'El teléfono debe tener al menos 8 dígitos',
        email: 'Ingrese un correo válido',
        privacy: 'Debe aceptar la política de privacidad',
      },
    });

    const empty = await api().post('/api/leads').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      name: 'El nombre es demasiado corto',
      phone: 'El teléfono debe tener al menos 8 dígitos',
      email: 'Ingrese un correo válido',
      privacy: 'Debe aceptar la política de privacidad',
    });

    const onlyPrivacyMissing = await api().post('/api/leads').send({ ...contactForm(), privacy: undefined });
    expect(onlyPrivacyMissing.body.errors).toEqual({ privacy: 'Debe aceptar la política de privacidad' });
    // Control characters are refused, field by field: a NUL, an escape, a line break in a one-line field.
    const invisibleName = await api().post('/api/leads').send(contactForm({ name: '\u0000\u0001\u0002', phone: '55 1234\u001B 5678' }));
    expect(invisibleName.body.errors).toEqual({
      name: 'El nombre no puede contener saltos de línea ni caracteres de control',
      phone: 'El teléfono no puede contener saltos de línea ni caracteres de control',
    });
    const twoLines = await api().post('/api/leads').send(contactForm({ name: 'Ana\r\nBcc: x@y.z' }));
    expect(twoLines.body.errors).toEqual({ name: 'El nombre no puede contener saltos de línea ni caracteres de control' });

    expect(await storedCounts()).toEqual(before);
  });

  it('never answers 500, whatever JSON or other body arrives, and stores nothing', async () => {
    const before = await storedCounts();
    await expectNeverAServerError(service.baseUrl, '/api/leads', [
      ...oddJsonBodies,
      JSON.stringify({ ...contactForm(), name: 'N'.repeat(300_000) }),
      JSON.stringify({ ...contactForm(), message: 'M'.repeat(2_001) }),
      JSON.stringify({ ...contactForm(), phone: 5512345678, privacy: 'true', elapsedMs: '5000' }),
      JSON.stringify({ ...contactForm(), interest: 'casa', propertyId: { $ne: null } }),
      JSON.stringify({ ...contactForm(), elapsedMs: 1e308 }),
      JSON.stringify({ ...contactForm(), elapsedMs: -1 }),
      JSON.stringify({ ...contactForm(), website: 'w'.repeat(501) }),
      JSON.stringify({ ...contactForm(), email: `${'a'.repeat(250)}@correo.mx` }),
      JSON.stringify({ ...contactForm(), phone: '55 1234 5678; DROP TABLE leads' }),
      `{"name":"Ana Ruiz","phone":"5512345678","email":"ana@correo.mx","__proto__":{"privacy":true}}`,
    ]);
    expect(await storedCounts()).toEqual(before);
  }, 30_000);
});

describe('POST /api/leads: the same person writing again', () => {
  it('adds a second inquiry to the client found by email (any case), changes none of its fields, and publishes leads.inquiry.received', async () => {
    const first = contactForm({ phone: '33 3615 0001', interest: 'compra' });
    const firstResponse = await api().post('/api/leads').send(first).expect(201);
    const again = { ...first, email: first.email.toUpperCase(), phone: '33 3615 9999', interest: 'inversion', message: 'Otra pregunta' };
    const againResponse = await api().post('/api/leads').send(again).expect(201);
    const leadId = await leadOf(firstResponse.body.id);
    // Each answer carries its own inquiry's id: the second never names the client the first created.
    expect(againResponse.body).toEqual({ id: expect.stringMatching(UUID), status: 'recibido' });
    expect([firstResponse.body.id, leadId]).not.toContain(againResponse.body.id);
    expect(await leadOf(againResponse.body.id)).toBe(leadId);

    const leads = await database.query(`SELECT * FROM leads WHERE email = $1`, [first.email]);
    expect(leads).toHaveLength(1);
    // What the client knew stays; each inquiry keeps what was given that time.
    expect(leads[0]).toMatchObject({ phone: '33 3615 0001', phone_digits: '3336150001', interest: 'compra' });
    expect(leads[0].last_inquiry_at.getTime()).toBeGreaterThan(leads[0].created_at.getTime());
    const inquiries = await inquiriesOf(leadId);
    expect(inquiries.map((inquiry: { contact_phone: string }) => inquiry.contact_phone)).toEqual(['33 3615 0001', '33 3615 9999']);
    expect(inquiries[1]).toMatchObject({ interest: 'inversion', message: 'Otra pregunta', consent_at: expect.any(Date) });
    // The second phone did not create a client of its own: it waits for an agent to confirm it.
    expect(await database.query(`SELECT id FROM leads WHERE phone_digits = '3336159999'`)).toEqual([]);
    const pending = await database.query(`SELECT field, value, inquiry_id FROM lead_pending_details WHERE lead_id = $1 ORDER BY field`, [leadId]);
    expect(pending).toEqual([
      { field: 'interest', value: 'inversion', inquiry_id: inquiries[1].id },
      { field: 'phone', value: '33 3615 9999', inquiry_id: inquiries[1].id },
    ]);

    const received = await eventually(async () => {
      const events = await eventsForLead(EventSubjects.inquiryReceived, leadId);
      expect(events).toHaveLength(1);
      return events;
    });
    expect(received[0]!.data).toMatchObject({ leadId, inquiryId: inquiries[1].id, interest: 'inversion', message: 'Otra pregunta' });
    expect(await eventsForLead(EventSubjects.leadCreated, leadId)).toHaveLength(1);
  });

  it('never writes a stranger\'s details into a client: a known e-mail with another name and phone only leaves "datos por confirmar"', async () => {
    // A client the agency knows by e-mail only (the chat gave no phone).
    const client = contactForm({ name: 'Ana Prueba' });
    const clientId = await leadOf((await api().post('/api/leads').send(client).expect(201)).body.id);
    await database.query(`UPDATE leads SET phone = NULL, phone_digits = NULL, interest = NULL WHERE id = $1`, [clientId]);

    const stranger = await api().post('/api/leads').send({ ...client, name: 'Impostor', phone: '55 0000 1111', interest: 'alquiler' }).expect(201);
    expect(stranger.body.id).not.toBe(clientId);

    const [lead] = await database.query(`SELECT name, phone, phone_digits, interest FROM leads WHERE id = $1`, [clientId]);
    expect(lead).toEqual({ name: 'Ana Prueba', phone: null, phone_digits: null, interest: null });
    const pending = await database.query(`SELECT field, value FROM lead_pending_details WHERE lead_id = $1 ORDER BY field`, [clientId]);
    expect(pending).toEqual([
      { field: 'interest', value: 'alquiler' },
      { field: 'name', value: 'Impostor' },
      { field: 'phone', value: '55 0000 1111' },
    ]);
    const timeline = await timelineOf(clientId);
    expect(timeline.filter((entry) => entry.kind === 'inquiry')).toHaveLength(2);
    expect(timeline).toContainEqual({ kind: 'details_pending', summary: 'Datos por confirmar de la consulta: Nombre «Impostor», Teléfono «55 0000 1111», Interés «alquiler»' });

    // The same values again wait once.
    await api().post('/api/leads').send({ ...client, name: 'Impostor', phone: '55 0000 1111', interest: 'alquiler' }).expect(201);
    expect(await database.query(`SELECT 1 FROM lead_pending_details WHERE lead_id = $1`, [clientId])).toHaveLength(3);
  });

  it('makes a new e-mail with a known phone a client of its own, marked as a possible duplicate on both', async () => {
    const ana = contactForm({ name: 'Ana Prueba', phone: '+52 (55) 1234-5678', email: 'ana.prueba@correo.mx' });
    const anaId = await leadOf((await api().post('/api/leads').send(ana).expect(201)).body.id);
    const sofia = contactForm({ name: 'Sofía Ramírez Núñez', phone: '5512345678', email: 'sofia.ramirez@empresa.com.mx' });
    const sofiaReceipt = (await api().post('/api/leads').send(sofia).expect(201)).body.id;
    const sofiaId = await leadOf(sofiaReceipt);
    expect(sofiaId).not.toBe(anaId);

    const [sofiaLead] = await database.query(`SELECT * FROM leads WHERE id = $1`, [sofiaId]);
    expect(sofiaLead).toMatchObject({ name: 'Sofía Ramírez Núñez', email: 'sofia.ramirez@empresa.com.mx', phone: '5512345678', phone_digits: '5512345678', possible_duplicate_of: anaId });
    const [anaLead] = await database.query(`SELECT * FROM leads WHERE id = $1`, [anaId]);
    expect(anaLead).toMatchObject({ name: 'Ana Prueba', email: 'ana.prueba@correo.mx', possible_duplicate_of: null });
    expect(await inquiriesOf(anaId)).toHaveLength(1);
    for (const leadId of [anaId, sofiaId]) {
      expect((await timelineOf(leadId)).map((entry) => entry.kind)).toContain('possible_duplicate');
    }
    await eventually(async () => expect(await eventsForLead(EventSubjects.leadCreated, sofiaId)).toHaveLength(1));
  });

  it('prefers the email match when the email and the phone point to two different clients', async () => {
    const ana = contactForm({ phone: '222 555 0101' });
    const luis = contactForm({ phone: '222 555 0202' });
    const anaId = await leadOf((await api().post('/api/leads').send(ana).expect(201)).body.id);
    const luisId = await leadOf((await api().post('/api/leads').send(luis).expect(201)).body.id);
    const anaWithLuisPhone = await api().post('/api/leads').send({ ...ana, phone: luis.phone }).expect(201);
    expect(await leadOf(anaWithLuisPhone.body.id)).toBe(anaId);
    expect(await inquiriesOf(anaId)).toHaveLength(2);
    expect(await inquiriesOf(luisId)).toHaveLength(1);
  });

  it('creates one client when the same person submits several times at once', async () => {
    const before = await storedCounts();
    const form = contactForm({ phone: '+52 (442) 123-0000' });
    const formats = ['+52 (442) 123-0000', '4421230000', '442 123 0000', '+52 1 442 123 0000', '044 442 123 0000', '(442) 123-0000'];
    const responses = await Promise.all(formats.map((phone) => api().post('/api/leads').send({ ...form, phone })));
    expect(responses.map((response) => response.status)).toEqual(formats.map(() => 201));
    expect(new Set(responses.map((response) => response.body.id)).size).toBe(formats.length);
    const ids = new Set(await Promise.all(responses.map((response) => leadOf(response.body.id))));
    expect(ids.size).toBe(1);

    // Different emails, one phone, all at once: the first is a client, each other one a possible duplicate of it.
    const phone = '998 765 4321';
    const sharedPhone = await Promise.all(
      [1, 2, 3, 4].map((n) => api().post('/api/leads').send(contactForm({ phone, email: `huesped${n}.${people}@correo.mx` }))),
    );
    const sharedIds = await Promise.all(sharedPhone.map((response) => leadOf(response.body.id)));
    expect(new Set(sharedIds).size).toBe(4);
    const marks: Array<{ possible_duplicate_of: string | null }> = await database.query(`SELECT possible_duplicate_of FROM leads WHERE id = ANY($1) ORDER BY created_at`, [sharedIds]);
    expect(marks.filter((mark) => mark.possible_duplicate_of === null)).toHaveLength(1);

    expect(await storedCounts()).toEqual({
      leads: before.leads + 1 + 4,
      inquiries: before.inquiries + formats.length + 4,
      events: before.events + formats.length + 4,
    });
    const [leadId] = [...ids] as string[];
    await eventually(async () => {
      expect(await eventsForLead(EventSubjects.leadCreated, leadId!)).toHaveLength(1);
      expect(await eventsForLead(EventSubjects.inquiryReceived, leadId!)).toHaveLength(formats.length - 1);
    });
  });
});

describe('POST /api/leads: the acknowledgement e-mail', () => {
  it('is queued for the address the visitor gave, with what they sent, who will answer and the privacy note', async () => {
    const form = contactForm({ email: 'acuse.recibo@correo.mx', message: 'Busco casa en Coyoacán.' });
    await api().post('/api/leads').send(form).expect(201);
    const mails: Array<{ recipient: string; subject: string; text_body: string }> = await database.query(
      `SELECT recipient, subject, text_body FROM mail_queue WHERE subject = 'Recibimos su mensaje — Prestigio Inmobiliaria' AND recipient = $1`,
      [form.email],
    );
    expect(mails).toHaveLength(1);
    const text = mails[0]!.text_body;
    for (const sent of [form.name, form.email, form.phone, 'Compra', 'Busco casa en Coyoacán.']) expect(text).toContain(sent);
    expect(text).toContain('Le atenderá un asesor de Prestigio Inmobiliaria');
    expect(text).toContain(`LFPDPPP`);
    expect(text).toContain(`versión ${PRIVACY_NOTICE_VERSION}`);
    expect(text).toMatch(/usted/);
  });

  it('tells a stranger who typed a client\'s e-mail nothing of that client: the only e-mail goes to that address, with what was typed', async () => {
    const client = contactForm({ name: 'Clienta Verdadera', email: 'clienta.verdadera@correo.mx', phone: '55 4444 0001' });
    await api().post('/api/leads').send(client).expect(201);
    await api().post('/api/leads').send({ ...client, name: 'Extraño', phone: '55 9999 0002', message: 'Hola' }).expect(201);
    const mails: Array<{ recipient: string; text_body: string }> = await database.query(
      `SELECT recipient, text_body FROM mail_queue WHERE subject = 'Recibimos su mensaje — Prestigio Inmobiliaria' AND text_body LIKE '%Extraño%'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(client.email);
    expect(mails[0]!.text_body).not.toContain('Clienta Verdadera');
    expect(mails[0]!.text_body).not.toContain('55 4444 0001');
  });
});

describe('POST /api/leads: bots', () => {
  it('answers a filled honeypot exactly like a success and stores nothing (no person fills a hidden field)', async () => {
    const before = await storedCounts();
    const response = await api().post('/api/leads').send(contactForm({ website: 'https://ofertas.example' }));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.stringMatching(UUID), status: 'recibido' });
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(await storedCounts()).toEqual(before);
  });

  it('keeps a form sent in under 2.5 s (browser autofill), marked "posible envío automático", unassigned and unacknowledged', async () => {
    for (const elapsedMs of [800, 2_499]) {
      const before = await storedCounts();
      const form = contactForm({ elapsedMs });
      const response = await api().post('/api/leads').send(form).expect(201);
      expect(await storedCounts()).toEqual({ leads: before.leads + 1, inquiries: before.inquiries + 1, events: before.events + 1 });
      const [inquiry] = await database.query(`SELECT * FROM inquiries WHERE id = $1`, [response.body.id]);
      expect(inquiry).toMatchObject({ contact_name: form.name, contact_email: form.email, review_reason: 'envio_rapido' });
      const [lead] = await database.query(`SELECT needs_review, assigned_agent_id FROM leads WHERE id = $1`, [inquiry.lead_id]);
      expect(lead).toEqual({ needs_review: true, assigned_agent_id: null });
      expect(await database.query(`SELECT 1 FROM mail_queue WHERE recipient = $1`, [form.email])).toEqual([]);
      expect((await timelineOf(inquiry.lead_id))[0]!.summary).toContain('posible envío automático');
    }

    const human = await api().post('/api/leads').send(contactForm({ elapsedMs: 2_500 })).expect(201);
    const [inquiry] = await database.query(`SELECT review_reason FROM inquiries WHERE id = $1`, [human.body.id]);
    expect(inquiry.review_reason).toBeNull();
  });
});

describe('chat.contact.collected: one visitor, one conversation', () => {
  /** A contact the chat assistant collected, as the chat service publishes it. */
  const chatContact = (conversationId: string, contact: { email: string | null; phone: string | null }) => ({
    conversationId,
    name: 'Rocío Villaseñor',
    ...contact,
    preferredChannel: contact.email ? ('email' as const) : ('whatsapp' as const),
    criteria: { operationType: 'rentar' as const, location: 'Tulum' },
    transcript: 'busco departamento en renta en Tulum',
    collectedAt: new Date().toISOString(),
  });
  it('joins the e-mail a WhatsApp visitor gives for the call to the client their phone created, not a duplicate of it', async () => {
    const conversationId = crypto.randomUUID();
    const nats = service.app.get(NatsService);
    await nats.publishEvent(EventSubjects.contactCollected, chatContact(conversationId, { email: null, phone: '984 000 5511' }));
    await eventually(async () => expect(await database.query(`SELECT id FROM leads WHERE origin_conversation_id = $1`, [conversationId])).toHaveLength(1), 10_000);
    await nats.publishEvent(EventSubjects.contactCollected, chatContact(conversationId, { email: 'rocio.villa@correo.mx', phone: '984 000 5511' }));
    await eventually(async () => expect(await database.query(`SELECT id FROM inquiries WHERE contact_email = 'rocio.villa@correo.mx'`)).toHaveLength(1), 10_000);
    const clients = await database.query(`SELECT email, phone, possible_duplicate_of, origin_conversation_id FROM leads WHERE phone_digits = '9840005511'`);
    expect(clients).toEqual([{ email: 'rocio.villa@correo.mx', phone: '984 000 5511', possible_duplicate_of: null, origin_conversation_id: conversationId }]);
  });

  it("never fills a known client's record from a conversation that did not create it", async () => {
    const known = await api().post('/api/leads').send(contactForm({ email: 'cliente.conocida@correo.mx', phone: '55 1111 0000' })).expect(201);
    const knownId = await leadOf(known.body.id);
    await database.query(`UPDATE leads SET phone = NULL, phone_digits = NULL WHERE id = $1`, [knownId]);
    const conversationId = crypto.randomUUID();
    const nats = service.app.get(NatsService);
    // A stranger types the client's e-mail first, then a phone of their own in the same conversation.
    await nats.publishEvent(EventSubjects.contactCollected, chatContact(conversationId, { email: 'cliente.conocida@correo.mx', phone: null }));
    await nats.publishEvent(EventSubjects.contactCollected, chatContact(conversationId, { email: null, phone: '55 2222 9999' }));
    await eventually(async () => expect(await database.query(`SELECT id FROM inquiries WHERE contact_phone = '55 2222 9999'`)).toHaveLength(1), 10_000);
    const [client] = await database.query(`SELECT phone FROM leads WHERE id = $1`, [knownId]);
    expect(client.phone).toBeNull();
  });
});
