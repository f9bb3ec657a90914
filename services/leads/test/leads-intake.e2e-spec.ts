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
import { eventually, sleep, startTestService, withNatsConnection, type TestService } from '@prestigio/testing';
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
    const leadId: string = response.body.id;

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
    const [lead] = await database.query(`SELECT * FROM leads WHERE id = $1`, [response.body.id]);
    expect(lead.interest).toBeNull();
    const [inquiry] = await inquiriesOf(response.body.id);
    expect(inquiry).toMatchObject({ interest: null, message: 'Hola, ¿sigue disponible?\n\tGracias', property_id: null });
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
  it('adds a second inquiry to the lead found by email (any case) and publishes leads.inquiry.received', async () => {
    const first = contactForm({ phone: '33 3615 0001', interest: 'compra' });
    const firstResponse = await api().post('/api/leads').send(first).expect(201);
    const again = { ...first, email: first.email.toUpperCase(), phone: '33 3615 9999', interest: 'inversion', message: 'Otra pregunta' };
    const againResponse = await api().post('/api/leads').send(again).expect(201);
    const leadId = firstResponse.body.id;
    expect(againResponse.body).toEqual({ id: leadId, status: 'recibido' });

    const leads = await database.query(`SELECT * FROM leads WHERE email = $1`, [first.email]);
    expect(leads).toHaveLength(1);
    // What the lead already knew stays; each inquiry keeps what was given that time.
    expect(leads[0]).toMatchObject({ phone: '33 3615 0001', phone_digits: '3336150001', interest: 'compra' });
    expect(leads[0].last_inquiry_at.getTime()).toBeGreaterThan(leads[0].created_at.getTime());
    const inquiries = await inquiriesOf(leadId);
    expect(inquiries.map((inquiry: { contact_phone: string }) => inquiry.contact_phone)).toEqual(['33 3615 0001', '33 3615 9999']);
    expect(inquiries[1]).toMatchObject({ interest: 'inversion', message: 'Otra pregunta', consent_at: expect.any(Date) });
    // The second phone did not create a lead of its own.
    expect(await database.query(`SELECT id FROM leads WHERE phone_digits = '3336159999'`)).toEqual([]);

    const received = await eventually(async () => {
      const events = await eventsForLead(EventSubjects.inquiryReceived, leadId);
      expect(events).toHaveLength(1);
      return events;
    });
    expect(received[0]!.data).toMatchObject({ leadId, inquiryId: inquiries[1].id, interest: 'inversion', message: 'Otra pregunta' });
    expect(await eventsForLead(EventSubjects.leadCreated, leadId)).toHaveLength(1);
  });

  it('recognises the phone however it is written: +52 (55) 1234-5678 and 5512345678 are one lead', async () => {
    const first = contactForm({ phone: '+52 (55) 1234-5678', email: 'ricardo.mendez@correo.mx' });
    const firstResponse = await api().post('/api/leads').send(first).expect(201);
    const again = contactForm({ name: 'Ricardo Méndez', phone: '5512345678', email: 'rmendez@empresa.com.mx' });
    const againResponse = await api().post('/api/leads').send(again).expect(201);
    expect(againResponse.body.id).toBe(firstResponse.body.id);

    const leads = await database.query(`SELECT * FROM leads WHERE phone_digits = '5512345678'`);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ email: 'ricardo.mendez@correo.mx', phone: '+52 (55) 1234-5678' });
    expect(await inquiriesOf(firstResponse.body.id)).toHaveLength(2);
    expect(await database.query(`SELECT id FROM leads WHERE email = 'rmendez@empresa.com.mx'`)).toEqual([]);
    await eventually(async () => expect(await eventsForLead(EventSubjects.inquiryReceived, firstResponse.body.id)).toHaveLength(1));
  });

  it('prefers the email match when the email and the phone point to two different leads', async () => {
    const ana = contactForm({ phone: '222 555 0101' });
    const luis = contactForm({ phone: '222 555 0202' });
    const anaId = (await api().post('/api/leads').send(ana).expect(201)).body.id;
    const luisId = (await api().post('/api/leads').send(luis).expect(201)).body.id;
    const anaWithLuisPhone = await api().post('/api/leads').send({ ...ana, phone: luis.phone }).expect(201);
    expect(anaWithLuisPhone.body.id).toBe(anaId);
    expect(await inquiriesOf(anaId)).toHaveLength(2);
    expect(await inquiriesOf(luisId)).toHaveLength(1);
  });

  it('creates one lead when the same person submits several times at once', async () => {
    const before = await storedCounts();
    const form = contactForm({ phone: '+52 (442) 123-0000' });
    const formats = ['+52 (442) 123-0000', '4421230000', '442 123 0000', '+52 1 442 123 0000', '044 442 123 0000', '(442) 123-0000'];
    const responses = await Promise.all(formats.map((phone) => api().post('/api/leads').send({ ...form, phone })));
    expect(responses.map((response) => response.status)).toEqual(formats.map(() => 201));
    const ids = new Set(responses.map((response) => response.body.id));
    expect(ids.size).toBe(1);

    // Different emails, one phone, all at once: still one person.
    const phone = '998 765 4321';
    const sharedPhone = await Promise.all(
      [1, 2, 3, 4].map((n) => api().post('/api/leads').send(contactForm({ phone, email: `huesped${n}.${people}@correo.mx` }))),
    );
    expect(new Set(sharedPhone.map((response) => response.body.id)).size).toBe(1);

    expect(await storedCounts()).toEqual({
      leads: before.leads + 2,
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

describe('POST /api/leads: bots', () => {
  it('answers a filled honeypot or a form sent in under 2.5 s exactly like a success, and stores nothing', async () => {
    const before = await storedCounts();
    for (const trap of [{ website: 'https://ofertas.example' }, { elapsedMs: 800 }, { elapsedMs: 2_499 }]) {
      const response = await api().post('/api/leads').send(contactForm(trap));
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ id: expect.stringMatching(UUID), status: 'recibido' });
      expect(response.headers['content-type']).toMatch(/application\/json/);
    }
    expect(await storedCounts()).toEqual(before);

    await api().post('/api/leads').send(contactForm({ elapsedMs: 2_500 })).expect(201);
    expect((await storedCounts()).leads).toBe(before.leads + 1);
  });
});
