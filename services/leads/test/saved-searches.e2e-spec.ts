import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  EventSubjects,
  PRIVACY_NOTICE_VERSION,
  RpcSubjects,
  savedSearchMessages,
  savedSearchReceiptSchema,
  type EventSubject,
  type PropertyListedEvent,
  type PropertyMainPhotoSetEvent,
  type SavedSearchCreate,
  type SavedSearchSaveRequest,
} from '@prestigio/contracts';
import { NatsService, RpcError } from '@prestigio/nest-common';
import { eventually, sleep, startTestService, startTestSmtpServer, type TestService, type TestSmtpServer } from '@prestigio/testing';
import { expectNeverAServerError, oddJsonBodies } from '@prestigio/testing/hostile-input';
import type { ParsedMail } from 'mailparser';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { envSchema, type LeadsEnv } from '../src/config/env.js';
import { SavedSearchAlerts } from '../src/saved-searches/saved-search-alerts.service.js';
import { portalPeople, identityHeaders } from './support/portal-people.js';

const SITE = 'https://prestigio.test';
/** How long an instant alert about a listing without a photo waits for it, here. */
const PHOTO_WAIT_MS = 3_000;
let service: TestService<LeadsEnv>;
let smtp: TestSmtpServer;
let database: DataSource;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  service = await startTestService(AppModule, {
    name: 'leads',
    envSchema,
    env: { SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: '100', MAIL_RETRY_BASE_MS: '200', PUBLIC_SITE_URL: SITE, SAVED_SEARCH_PHOTO_WAIT_MS: String(PHOTO_WAIT_MS) },
  });
  database = service.app.get(DataSource);
});
afterAll(async () => {
  await service?.stop();
  await smtp?.stop();
});

const api = () => request(service.baseUrl);
const recipientOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
const mailsTo = (email: string) => smtp.messages.filter((mail) => recipientOf(mail) === email);
/** The token of the first link to `path` in a message's text. */
function tokenIn(mail: ParsedMail, path: string): string {
  const link = mail.text!.match(new RegExp(`${SITE.replace(/\./g, '\\.')}${path}\\?token=([^\\s]+)`));
  if (!link) throw new Error(`No link to ${path} in: ${mail.text}`);
  return decodeURIComponent(link[1]!);
}
function header(mail: ParsedMail, name: string): string | undefined {
  return mail.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');
}

let listings = 0;
function listing(overrides: Partial<PropertyListedEvent> = {}): PropertyListedEvent {
  listings += 1;
  return {
    propertyId: randomUUID(),
    slug: `casa-en-polanco-${listings}`,
    title: `Casa con jardín en Polanco ${listings}`,
    operationType: 'comprar',
    propertyType: 'casa',
    state: 'Ciudad de México',
    city: 'Ciudad de México',
    colonia: 'Polanco',
    price: 12_500_000,
    bedrooms: 4,
    bathrooms: 3,
    parkingSpaces: 2,
    area: 350,
    hasGarden: true,
    mainImageUrl: `https://fotos.prestigio.test/casa-${listings}.jpg`,
    searchText: `casa con jardin en polanco ${listings} | polanco | ciudad de mexico`,
    ...overrides,
  };
}

async function publish(subject: typeof EventSubjects.propertyPublished | typeof EventSubjects.propertyPriceLowered, data: PropertyListedEvent): Promise<void>;
async function publish(subject: typeof EventSubjects.propertyMainPhotoSet, data: PropertyMainPhotoSetEvent): Promise<void>;
async function publish(subject: EventSubject, data: PropertyListedEvent | PropertyMainPhotoSetEvent) {
  await service.app.get(NatsService).publishEvent(subject, data);
}

/** The consumer has recorded this listing for these searches (the event was handled). */
async function handled(propertyId: string, searchIds: string[]): Promise<void> {
  await eventually(async () => {
    const [{ count }] = await database.query(`SELECT count(*)::int AS count FROM saved_search_alerts WHERE property_id = $1 AND search_id = ANY($2::uuid[])`, [
      propertyId,
      searchIds,
    ]);
    expect(count).toBe(searchIds.length);
  });
}

/** The `index`-th message to `email`, once it has arrived. */
function mailTo(email: string, index: number): Promise<ParsedMail> {
  return eventually(() => {
    const mail = mailsTo(email)[index];
    if (!mail) throw new Error(`No message ${index} to ${email} yet`);
    return mail;
  });
}

const polancoCriteria = { operationType: 'comprar', propertyType: 'casa', location: 'Polanco', maxPrice: 15_000_000, bedrooms: 3 } as const;

function saveBody(email: string, overrides: Partial<SavedSearchCreate> = {}): SavedSearchCreate {
  return { criteria: { ...polancoCriteria }, email, frequency: 'al_momento', privacy: true, website: '', ...overrides };
}

/** Saves a search and opens its confirmation link; returns the confirmation's answer. */
async function saveAndConfirm(email: string, overrides: Partial<SavedSearchCreate> = {}) {
  const before = mailsTo(email).length;
  expect((await api().post('/api/saved-searches').send(saveBody(email, overrides))).status).toBe(202);
  const confirmation = await mailTo(email, before);
  const confirmed = await api().post('/api/saved-searches/confirm').send({ token: tokenIn(confirmation, '/busquedas-guardadas/confirmar') });
  expect(confirmed.status).toBe(200);
  return confirmed.body as { search: { id: string; name: string }; manageToken: string };
}

describe('saving a search (double opt-in)', () => {
  it('stores it unconfirmed with the consent, mails the link with the privacy note, and records nothing in the CRM before it is opened', async () => {
    const email = 'sofia.reyes@correo.mx';
    const saved = await api().post('/api/saved-searches').set('user-agent', 'Navegador de prueba').send(saveBody(' Sofia.Reyes@Correo.MX '));
    expect(saved.status).toBe(202);
    expect(saved.body).toEqual({ status: 'pendiente_confirmacion', message: savedSearchMessages.confirmationSent });
    const [stored] = await database.query(`SELECT * FROM saved_searches WHERE email = $1`, [email]);
    expect(stored).toMatchObject({ status: 'pendiente', name: 'Casa en Polanco hasta $15,000,000, 3+ recámaras', privacy_notice_version: PRIVACY_NOTICE_VERSION, user_agent: 'Navegador de prueba', lead_id: null });
    expect(await database.query(`SELECT id FROM leads WHERE email = $1`, [email])).toHaveLength(0);

    const mail = await mailTo(email, 0);
    expect(mail.subject).toBe('Confirme su búsqueda guardada: Casa en Polanco hasta $15,000,000, 3+ recámaras');
    expect(mail.text).toContain(`aviso de privacidad, versión ${PRIVACY_NOTICE_VERSION}`);
    expect(mail.text).toContain(`${SITE}/aviso-de-privacidad`);

    // Unconfirmed: a matching listing sends nothing.
    const unconfirmed = listing();
    await publish(EventSubjects.propertyPublished, unconfirmed);
    await sleep(700);
    expect(await database.query(`SELECT 1 FROM saved_search_alerts WHERE property_id = $1`, [unconfirmed.propertyId])).toHaveLength(0);

    const confirmed = await api().post('/api/saved-searches/confirm').send({ token: tokenIn(mail, '/busquedas-guardadas/confirmar') });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'activa', message: savedSearchMessages.confirmed, search: { status: 'activa', frequency: 'al_momento' } });
    const [client] = await database.query(`SELECT id, name, email, source FROM leads WHERE email = $1`, [email]);
    expect(client).toMatchObject({ name: null, source: 'sitio_web' });
    const [inquiry] = await database.query(`SELECT message, privacy_notice_version FROM inquiries WHERE lead_id = $1`, [client.id]);
    expect(inquiry.message).toContain('Guardó la búsqueda «Casa en Polanco hasta $15,000,000, 3+ recámaras»');
    expect(inquiry.privacy_notice_version).toBe(PRIVACY_NOTICE_VERSION);

    // Opening the link again changes nothing.
    const again = await api().post('/api/saved-searches/confirm').send({ token: tokenIn(mail, '/busquedas-guardadas/confirmar') });
    expect(again.status).toBe(200);
    expect(await database.query(`SELECT id FROM inquiries WHERE lead_id = $1`, [client.id])).toHaveLength(1);
  });

  it("puts a known client's differing criteria under 'datos por confirmar', never over the client's own", async () => {
    const email = 'cliente.conocido@correo.mx';
    const lead = await api()
      .post('/api/leads')
      .send({ name: 'Carla Conocida', phone: '55 1111 2222', email, interest: 'compra', privacy: true, website: '', elapsedMs: 9_000 });
    expect(lead.status).toBe(201);
    await mailTo(email, 0); // the form's acknowledgement
    await saveAndConfirm(email, { criteria: { operationType: 'rentar', propertyType: 'departamento', state: 'Jalisco' } });
    const [client] = await database.query(`SELECT id, name, operation_type, state FROM leads WHERE email = $1`, [email]);
    expect(client).toMatchObject({ name: 'Carla Conocida', operation_type: null, state: null });
    const pending: Array<{ field: string; value: string }> = await database.query(`SELECT field, value FROM lead_pending_details WHERE lead_id = $1`, [client.id]);
    expect(pending.map((detail) => detail.field).sort()).toEqual(expect.arrayContaining(['operationType', 'propertyType', 'state']));
    expect(pending.map((detail) => detail.field)).not.toContain('name');
  });

  it('answers a filled honeypot like a save and stores nothing', async () => {
    const response = await api().post('/api/saved-searches').send(saveBody('bot@spam.example', { website: 'https://spam.example' }));
    expect(response.status).toBe(202);
    expect(await database.query(`SELECT id FROM saved_searches WHERE email = 'bot@spam.example'`)).toHaveLength(0);
  });

  it('refuses bad input in Spanish, and never answers 500', async () => {
    const missing = await api().post('/api/saved-searches').send({ criteria: { maxPrice: -5 }, email: 'no-es-correo', frequency: 'cada_hora' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      email: 'Ingrese un correo válido',
      privacy: 'Debe aceptar la política de privacidad',
      frequency: 'Elija con qué frecuencia quiere recibir los avisos',
      'criteria.maxPrice': 'No puede ser negativo',
    });
    const control = await api().post('/api/saved-searches').send(saveBody('ctrl@correo.mx', { criteria: { location: 'Polanco\u0000' } }));
    expect(control.status).toBe(400);
    await expectNeverAServerError(service.baseUrl, '/api/saved-searches', [...oddJsonBodies, JSON.stringify(saveBody('x@correo.mx', { criteria: { location: 'a'.repeat(100_000) } }))]);
    await expectNeverAServerError(service.baseUrl, '/api/saved-searches/confirm', [...oddJsonBodies, JSON.stringify({ token: 'x'.repeat(5_000) })]);
  });
});

describe("the chat assistant's save (leads.saved-search.save over NATS)", () => {
  const saveOverNats = (body: unknown) => service.app.get(NatsService).request(RpcSubjects.saveSearch, body, savedSearchReceiptSchema);
  const chatClient = { ipAddress: '203.0.113.7', userAgent: 'Navegador del chat' };

  it('stores the search unconfirmed with the consent the chat took, queues the confirmation e-mail, and the link activates it', async () => {
    const email = 'alerta.del.chat@correo.mx';
    const body: SavedSearchSaveRequest = {
      criteria: { operationType: 'rentar', propertyType: 'departamento', location: 'Condesa', maxPrice: 60_000 },
      email: ' Alerta.Del.Chat@Correo.MX ',
      frequency: 'una_vez_al_dia',
      privacy: true,
      client: chatClient,
    };
    expect(await saveOverNats(body)).toEqual({ status: 'pendiente_confirmacion', message: savedSearchMessages.confirmationSent });

    const [stored] = await database.query(`SELECT * FROM saved_searches WHERE email = $1`, [email]);
    expect(stored).toMatchObject({
      status: 'pendiente',
      name: 'Departamento en renta en Condesa hasta $60,000 al mes',
      frequency: 'una_vez_al_dia',
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
      ip_address: '203.0.113.7',
      user_agent: 'Navegador del chat',
      lead_id: null,
    });
    expect(Date.now() - new Date(stored.consent_at).getTime()).toBeLessThan(60_000);
    const queued = await database.query(`SELECT subject FROM mail_queue WHERE recipient = $1`, [email]);
    expect(queued).toEqual([{ subject: 'Confirme su búsqueda guardada: Departamento en renta en Condesa hasta $60,000 al mes' }]);
    expect(await database.query(`SELECT id FROM leads WHERE email = $1`, [email])).toHaveLength(0);

    const mail = await mailTo(email, 0);
    expect(mail.text).toContain(`aviso de privacidad, versión ${PRIVACY_NOTICE_VERSION}`);
    const confirmed = await api().post('/api/saved-searches/confirm').send({ token: tokenIn(mail, '/busquedas-guardadas/confirmar') });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.search).toMatchObject({ status: 'activa', frequency: 'una_vez_al_dia', name: 'Departamento en renta en Condesa hasta $60,000 al mes' });
  });

  it('refuses bad input with the site\'s Spanish messages and stores nothing', async () => {
    const refusal = await saveOverNats({ criteria: { maxPrice: -5 }, email: 'no-es-correo', frequency: 'cada_hora', privacy: false, client: chatClient }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(RpcError);
    expect((refusal as RpcError).getStatus()).toBe(400);
    expect((refusal as RpcError).getResponse()).toMatchObject({
      errors: {
        email: 'Ingrese un correo válido',
        privacy: 'Debe aceptar la política de privacidad',
        frequency: 'Elija con qué frecuencia quiere recibir los avisos',
        'criteria.maxPrice': 'No puede ser negativo',
      },
    });
    // No consent's origin, no save: the chat must say where the consent was given.
    const anonymous = await saveOverNats({ criteria: { location: 'Condesa' }, email: 'sin.origen@correo.mx', frequency: 'al_momento', privacy: true }).catch(
      (error: unknown) => error,
    );
    expect((anonymous as RpcError).getStatus()).toBe(400);
    expect(await database.query(`SELECT id FROM saved_searches WHERE email IN ('no-es-correo', 'sin.origen@correo.mx')`)).toHaveLength(0);
  });
});

describe('alerts', () => {
  it('mails one alert with the photo, price, place and link; never the same listing twice; a price drop of a new fit is sent', async () => {
    const email = 'alerta.inmediata@correo.mx';
    const { search } = await saveAndConfirm(email);
    const before = mailsTo(email).length;

    const fits = listing();
    await publish(EventSubjects.propertyPublished, fits);
    const alert = await mailTo(email, before);
    expect(alert.subject).toBe(`Nueva propiedad para «${search.name}»`);
    expect(alert.text).toContain(fits.title);
    expect(alert.text).toContain('$12,500,000');
    expect(alert.text).toContain('Polanco, Ciudad de México');
    expect(alert.text).toContain(`${SITE}/propiedades/${fits.slug}`);
    expect(alert.html).toContain(`src="${fits.mainImageUrl}"`);
    expect(header(alert, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(alert, 'List-Unsubscribe')).toMatch(new RegExp(`^<${SITE.replace(/\./g, '\\.')}/api/saved-searches/unsubscribe\\?token=[^>]+>$`));
    expect(alert.text).toContain(`${SITE}/busquedas-guardadas?token=`);

    // The same listing again (republished, then cheaper), a redelivered event: nothing more.
    await publish(EventSubjects.propertyPublished, fits);
    await publish(EventSubjects.propertyPriceLowered, { ...fits, price: 11_000_000, previousPrice: 12_500_000 });
    // One that does not fit: another place, too dear, too few bedrooms, for rent.
    const misses = [
      listing({ searchText: 'casa en coyoacan | coyoacan | ciudad de mexico', colonia: 'Coyoacán' }),
      listing({ price: 16_000_000 }),
      listing({ bedrooms: 2 }),
      listing({ operationType: 'rentar', price: 60_000 }),
    ];
    for (const miss of misses) await publish(EventSubjects.propertyPublished, miss);
    // A listing too dear when published, then lowered into the budget: sent once, as a price drop.
    const dear = listing({ price: 17_000_000 });
    await publish(EventSubjects.propertyPublished, dear);
    await publish(EventSubjects.propertyPriceLowered, { ...dear, price: 14_000_000, previousPrice: 17_000_000 });
    const drop = await mailTo(email, before + 1);
    expect(drop.text).toContain(dear.title);
    expect(drop.text).toContain('$14,000,000 (antes $17,000,000)');
    await sleep(800);
    expect(mailsTo(email)).toHaveLength(before + 2);
    const alerts: Array<{ property_id: string }> = await database.query(`SELECT property_id FROM saved_search_alerts WHERE search_id = $1`, [search.id]);
    expect(alerts.map((row) => row.property_id).sort()).toEqual([fits.propertyId, dear.propertyId].sort());
  });

  it('queues the daily digest once per address with every search, and the client timeline shows the alerts sent', async () => {
    const email = 'resumen.diario@correo.mx';
    const first = await saveAndConfirm(email, { frequency: 'una_vez_al_dia' });
    const second = await saveAndConfirm(email, { frequency: 'una_vez_al_dia', criteria: { operationType: 'comprar', propertyType: 'casa', state: 'Ciudad de México', maxPrice: 20_000_000 } });
    const before = mailsTo(email).length;
    const fits = listing();
    await publish(EventSubjects.propertyPublished, fits);
    await handled(fits.propertyId, [first.search.id, second.search.id]);
    await sleep(500);
    expect(mailsTo(email)).toHaveLength(before);

    const alerts = service.app.get(SavedSearchAlerts);
    // Two replicas at once: one digest.
    const [a, b] = await Promise.all([alerts.sendDigests(new Date()), alerts.sendDigests(new Date())]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const digest = await mailTo(email, before);
    expect(digest.subject).toBe('Su resumen diario: 1 propiedad nueva en sus búsquedas');
    expect(digest.text).toContain(`Búsqueda «${first.search.name}»`);
    expect(digest.text).toContain('Búsqueda «Casa en Ciudad de México hasta $20,000,000»');
    expect(header(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(await alerts.sendDigests(new Date())).toBe(0);
    await sleep(500);
    expect(mailsTo(email)).toHaveLength(before + 1);

    const { agentA, admin } = portalPeople();
    const [client] = await database.query(`SELECT id FROM leads WHERE email = $1`, [email]);
    const seen = await api().get(`/api/leads/${client.id}/saved-searches`).set(identityHeaders(admin, service.env.IDENTITY_SECRET));
    expect(seen.status).toBe(200);
    expect(seen.body.searches).toHaveLength(2);
    expect(seen.body.searches[0].recentAlerts).toEqual([expect.objectContaining({ propertyId: fits.propertyId, reason: 'publicada', title: fits.title })]);
    // Each search's alert on the client's timeline, a kind of its own (the portal heads it «Alerta enviada»).
    const timeline: Array<{ summary: string }> = await database.query(`SELECT summary FROM lead_timeline WHERE lead_id = $1 AND kind = 'saved_search_alert' ORDER BY summary`, [client.id]);
    expect(timeline.map((entry) => entry.summary).sort()).toEqual(
      [`«${first.search.name}», resumen diario: ${fits.title} — $12,500,000`, `«Casa en Ciudad de México hasta $20,000,000», resumen diario: ${fits.title} — $12,500,000`].sort(),
    );
    // An agent who may not see the client (assigned to another, or unassigned to nobody) reads 404 for a missing one.
    const missing = await api().get(`/api/leads/${randomUUID()}/saved-searches`).set(identityHeaders(agentA, service.env.IDENTITY_SECRET));
    expect(missing.status).toBe(404);
  });

  it('an instant alert about a listing announced without a photo waits for it, and is sent once, with the photo stored meanwhile', async () => {
    const email = 'alerta.con.foto@correo.mx';
    const { search } = await saveAndConfirm(email);
    const before = mailsTo(email).length;
    // A listing created already published: announced before the portal uploads its photos.
    const photoless = listing({ mainImageUrl: null });
    await publish(EventSubjects.propertyPublished, photoless);
    await handled(photoless.propertyId, [search.id]);
    const photo = `https://fotos.prestigio.test/${photoless.propertyId}/principal.jpg`;
    await publish(EventSubjects.propertyMainPhotoSet, { propertyId: photoless.propertyId, mainImageUrl: photo });
    await eventually(async () => {
      const [row] = await database.query(`SELECT listing FROM saved_search_alerts WHERE search_id = $1 AND property_id = $2`, [search.id, photoless.propertyId]);
      expect(row.listing.mainImageUrl).toBe(photo);
    });
    const alert = await mailTo(email, before);
    expect(alert.text).toContain(photoless.title);
    expect(alert.html).toContain(`src="${photo}"`);
    // Written again with the photo, not once more: the e-mail queued without it was withdrawn before its time.
    await sleep(PHOTO_WAIT_MS + 500);
    expect(mailsTo(email)).toHaveLength(before + 1);
    // The rest of the alert stays as the listing was matched; a later photo change leaves a filled alert as it is.
    await publish(EventSubjects.propertyMainPhotoSet, { propertyId: photoless.propertyId, mainImageUrl: 'https://fotos.prestigio.test/otra.jpg' });
    await sleep(500);
    const [row] = await database.query(`SELECT listing FROM saved_search_alerts WHERE search_id = $1 AND property_id = $2`, [search.id, photoless.propertyId]);
    expect(row.listing).toEqual({ ...photoless, mainImageUrl: photo });
  });

  it('a digest batch that fails queues nothing and marks nothing; the next pass queues each address once', async () => {
    const email = 'resumen.tras.fallo@correo.mx';
    const { search } = await saveAndConfirm(email, { frequency: 'una_vez_al_dia' });
    const before = mailsTo(email).length;
    const fits = listing();
    await publish(EventSubjects.propertyPublished, fits);
    await handled(fits.propertyId, [search.id]);
    const alerts = service.app.get(SavedSearchAlerts);
    // The database refuses this address's e-mail mid-batch: its transaction fails there, as a crash would end it.
    await database.query(`
      CREATE FUNCTION refuse_digest_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated crash'; END $$`);
    await database.query(`CREATE TRIGGER refuse_digest_mail BEFORE INSERT ON mail_queue FOR EACH ROW WHEN (NEW.recipient = '${email}') EXECUTE FUNCTION refuse_digest_mail()`);
    try {
      await expect(alerts.sendDigests(new Date())).rejects.toThrow(/simulated crash/);
    } finally {
      await database.query(`DROP TRIGGER refuse_digest_mail ON mail_queue`);
      await database.query(`DROP FUNCTION refuse_digest_mail()`);
    }
    const [pending] = await database.query(`SELECT queued_at FROM saved_search_alerts WHERE search_id = $1`, [search.id]);
    expect(pending.queued_at).toBeNull();
    expect(await database.query(`SELECT 1 FROM mail_queue WHERE recipient = $1 AND dedupe_key LIKE 'saved-search-digest:%'`, [email])).toHaveLength(0);

    const cutoff = new Date();
    expect(await alerts.sendDigests(cutoff)).toBeGreaterThanOrEqual(1);
    expect(await alerts.sendDigests(cutoff)).toBe(0);
    const digest = await mailTo(email, before);
    expect(digest.text).toContain(fits.title);
    await sleep(500);
    expect(mailsTo(email)).toHaveLength(before + 1);
  });
});

describe('managing by signed links', () => {
  it('unsubscribes with the header one-click POST and with the page link; a GET only leads to the page', async () => {
    const email = 'baja.un.clic@correo.mx';
    const { search } = await saveAndConfirm(email);
    const before = mailsTo(email).length;
    await publish(EventSubjects.propertyPublished, listing());
    const alert = await mailTo(email, before);
    const headerUrl = new URL(header(alert, 'List-Unsubscribe')!.slice(1, -1));

    const opened = await api().get(`${headerUrl.pathname}${headerUrl.search}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toMatch(/^\/busquedas-guardadas\/baja\?token=/);
    expect((await database.query(`SELECT status FROM saved_searches WHERE id = $1`, [search.id]))[0].status).toBe('activa');

    const oneClick = await api().post(`${headerUrl.pathname}${headerUrl.search}`).type('form').send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(oneClick.body).toEqual({ status: 'cancelada', message: savedSearchMessages.unsubscribed });
    expect((await database.query(`SELECT status FROM saved_searches WHERE id = $1`, [search.id]))[0].status).toBe('cancelada');
    await publish(EventSubjects.propertyPublished, listing());
    await sleep(800);
    expect(mailsTo(email)).toHaveLength(before + 1);

    // The page's link (in the text) carries the same kind of token: unsubscribing again answers the same.
    const pageToken = tokenIn(alert, '/busquedas-guardadas/baja');
    const byLink = await api().post(`/api/saved-searches/unsubscribe?token=${encodeURIComponent(pageToken)}`);
    expect(byLink.status).toBe(200);
  });

  it('lists, pauses, changes frequency and deletes through the manage link; refuses tampered tokens and other addresses', async () => {
    const email = 'gestion@correo.mx';
    const { search, manageToken } = await saveAndConfirm(email);
    const other = await saveAndConfirm('otra.persona@correo.mx');
    const manage = (path = '') => `/api/saved-searches/manage${path}?token=${encodeURIComponent(manageToken)}`;

    const list = await api().get(manage());
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ email, searches: [{ id: search.id, status: 'activa', frequency: 'al_momento' }] });

    const paused = await api().patch(manage(`/${search.id}`)).send({ status: 'pausada', frequency: 'una_vez_al_dia' });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ status: 'pausada', frequency: 'una_vez_al_dia' });
    const before = mailsTo(email).length;
    const fits = listing();
    await publish(EventSubjects.propertyPublished, fits);
    await handled(fits.propertyId, [other.search.id]);
    expect(await database.query(`SELECT 1 FROM saved_search_alerts WHERE search_id = $1`, [search.id])).toHaveLength(0);
    expect(mailsTo(email)).toHaveLength(before);

    // Another address's search through this address's link: as if it did not exist.
    expect((await api().patch(manage(`/${other.search.id}`)).send({ status: 'pausada' })).status).toBe(404);
    expect((await api().delete(manage(`/${other.search.id}`))).status).toBe(404);
    expect((await database.query(`SELECT status FROM saved_searches WHERE id = $1`, [other.search.id]))[0].status).toBe('activa');

    // Tampering: another address in the claims with the old signature, a cut signature, garbage, another kind of link.
    const [payload, signature] = manageToken.split('.');
    const forged = `${Buffer.from(JSON.stringify({ p: 'gestion', e: 'otra.persona@correo.mx' })).toString('base64url')}.${signature}`;
    for (const token of [forged, `${payload}.${signature!.slice(0, -2)}`, 'basura', `${payload}.`, '']) {
      const refused = await api().get(`/api/saved-searches/manage?token=${encodeURIComponent(token)}`);
      expect([400, 403]).toContain(refused.status);
      expect(refused.body.message).toMatch(/enlace no es válido|Datos inválidos/);
    }
    const unsubscribeToken = await eventually(() => tokenIn(mailsTo('otra.persona@correo.mx').at(-1)!, '/busquedas-guardadas/baja'));
    const wrongKind = await api().get(`/api/saved-searches/manage?token=${encodeURIComponent(unsubscribeToken)}`);
    expect(wrongKind.status).toBe(403);
    expect(wrongKind.body.message).toBe(savedSearchMessages.wrongLink);

    expect((await api().patch(manage(`/${search.id}`)).send({ frequency: 'cada_minuto' })).status).toBe(400);
    expect((await api().patch(manage('/no-es-un-id')).send({ status: 'activa' })).status).toBe(404);
    expect((await api().delete(manage(`/${search.id}`))).status).toBe(204);
    expect((await api().get(manage())).body.searches).toEqual([]);
  });
});
