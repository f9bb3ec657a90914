import { beforeAll, describe, expect, it } from '@jest/globals';
import { propertyPath, type AgentProperty } from '@prestigio/contracts';
import type { Page } from 'playwright-core';
import { adminAccount } from './support/accounts.js';
import { baseUrl, useBrowser, openSitePage } from './support/browser.js';
import { clientIdOf, signInThroughApi } from './support/portal.js';

// SQL-injection and XSS payloads in every text a visitor or an agent stores (listing title, description, colonia and
// address; a client's name and message; a note; an activity; a registration's full name; chat messages and the name
// given in the chat) are stored as written and shown as text: no script runs, no dialog opens, and the tables are
// still there (the listing is still found by a search afterwards).

const marker = `xss${Date.now().toString(36)}`;
const payloads = {
  img: '<img src=x onerror=window.__xss=1>',
  script: '<script>window.__xss=1</script>',
  svg: '"><svg onload=window.__xss=1>',
  sql: "'; DROP TABLE properties; --",
} as const;
const allPayloads = Object.values(payloads).join(' ');

const listing = {
  title: `Casa ${marker} ${payloads.img}`,
  description: `Descripción con todo lo que un atacante escribiría: ${allPayloads}. Fin de la descripción.`,
  operationType: 'comprar',
  propertyType: 'casa',
  status: 'disponible',
  state: 'Jalisco',
  city: 'Zapopan',
  colonia: `Colonia ${marker} ${payloads.sql}`,
  address: `Calle ${payloads.svg} 12`,
  price: 7_250_000,
  bedrooms: 3,
  bathrooms: 2,
  halfBathrooms: 1,
  parkingSpaces: 2,
  landArea: 240,
  buildingArea: 210,
  hasGarden: true,
  amenities: [],
};
const leadName = `Ana ${marker} ${payloads.img}`;
const leadMessage = `Mensaje: ${allPayloads}`;
const noteText = `Nota ${marker}: ${payloads.script} ${payloads.sql}`;
const activityDescription = `Actividad ${marker} ${payloads.svg} ${payloads.script}`;
const registrantName = `Registro ${marker} ${payloads.svg}`;

describe('hostile text is stored as written and shown as text', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  let property: AgentProperty;
  let leadId: string;

  beforeAll(async () => {
    const page = await browser.newPage();
    const registration = await page.request.post(`${baseUrl()}/api/register`, {
      data: { fullName: registrantName, email: `${marker}@ejemplo.mx`, username: `reg${marker}`, password: 'Prestigio2026!' },
    });
    expect(registration.status()).toBe(201);
    await page.context().clearCookies();
    const lead = await page.request.post(`${baseUrl()}/api/leads`, {
      data: { name: leadName, phone: `55 7${Date.now().toString().slice(-7)}`, email: `lead.${marker}@correo.mx`, interest: 'compra', message: leadMessage, privacy: true, elapsedMs: 9_000 },
    });
    expect(lead.status()).toBe(201);

    await signInThroughApi(page, adminAccount());
    leadId = await clientIdOf(page, `lead.${marker}@correo.mx`);
    const created = await page.request.post(`${baseUrl()}/api/properties/manage`, { data: listing });
    expect(created.status()).toBe(201);
    property = (await created.json()) as AgentProperty;
    // Stored verbatim: what comes back is what was sent.
    expect(property).toMatchObject({ title: listing.title, description: listing.description, colonia: listing.colonia, address: listing.address });
    expect((await page.request.post(`${baseUrl()}/api/leads/${leadId}/notes`, { data: { text: noteText } })).status()).toBe(201);
    const activity = await page.request.post(`${baseUrl()}/api/activities`, {
      // The oldest pending activity: first in the list.
      data: { type: 'llamada', description: activityDescription, leadId, startsAt: '2001-01-15T10:00:00-06:00', durationMinutes: 15 },
    });
    expect(activity.status()).toBe(201);
    await page.close();
  });

  /** A page that records every dialog, and reports whether any injected script ran. */
  async function watchedPage(signedIn: boolean): Promise<{ page: Page; dialogs: string[]; nothingRan: () => Promise<void> }> {
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    if (signedIn) await signInThroughApi(page, adminAccount());
    return {
      page,
      dialogs,
      nothingRan: async () => {
        expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
        expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
        expect(dialogs).toEqual([]);
      },
    };
  }

  /** Waits until this exact text shows as text on the page. */
  const shown = (page: Page, text: string) => page.getByText(text, { exact: false }).locator('visible=true').first().waitFor();

  it('on the public listing: the search results and the property page', async () => {
    const { page, nothingRan } = await watchedPage(false);
    await page.goto(`${baseUrl()}/?operacion=comprar&ubicacion=${marker}`);
    await shown(page, listing.title);
    await nothingRan();

    await page.goto(`${baseUrl()}${propertyPath(property.slug)}`);
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    await shown(page, payloads.script);
    await nothingRan();
  });

  it('in the portal: properties, leads, the lead detail, activities and users', async () => {
    const { page, nothingRan } = await watchedPage(true);
    await page.goto(`${baseUrl()}/properties?q=${marker}`);
    await shown(page, listing.title);
    await nothingRan();

    await page.goto(`${baseUrl()}/leads`);
    await page.getByPlaceholder('Buscar por nombre, correo o teléfono').fill(marker);
    await shown(page, leadName);
    await nothingRan();

    await page.goto(`${baseUrl()}/leads/${leadId}`);
    await shown(page, leadName);
    await shown(page, noteText);
    await shown(page, payloads.sql);
    await nothingRan();

    await page.goto(`${baseUrl()}/activities`);
    await shown(page, activityDescription);
    await nothingRan();

    await page.goto(`${baseUrl()}/users`);
    await shown(page, registrantName);
    await nothingRan();
  });

  it('in the chat panel: the visitor\'s messages and the name given there', async () => {
    const { page, nothingRan } = await watchedPage(false);
    await openSitePage(page);
    await page.getByRole('button', { name: 'Abrir chat con un asistente' }).click();
    const panel = page.getByRole('region', { name: 'Chat con el asistente de Prestigio' });
    const input = panel.getByLabel('Escriba su mensaje');
    await input.fill(`${payloads.img} ${payloads.script}`);
    await input.press('Enter');
    await shown(page, `${payloads.img} ${payloads.script}`);
    await input.fill('Quiero hablar con un asesor');
    await input.press('Enter');
    await panel.getByLabel('Su nombre').fill(`Ana ${payloads.svg}`);
    await panel.getByRole('button', { name: 'Enviar', exact: true }).click();
    await shown(page, `Gracias, Ana ${payloads.svg}`);
    await nothingRan();
  });

  it('leaves the tables in place: the listing is still found and archived, the leads still listed', async () => {
    const { page } = await watchedPage(true);
    const search = await page.request.post(`${baseUrl()}/api/properties/search`, { data: { operationType: 'comprar', location: marker } });
    expect(search.status()).toBe(200);
    expect(((await search.json()) as { results: Array<{ id: string }> }).results.map((result) => result.id)).toEqual([property.id]);
    const leads = await page.request.get(`${baseUrl()}/api/leads?text=${marker}`);
    expect(leads.status()).toBe(200);
    expect(((await leads.json()) as { leads: Array<{ id: string }> }).leads.map((lead) => lead.id)).toEqual([leadId]);

    // Still writable too: the listing is archived, so later files' searches see only the seeded catalogue.
    expect((await page.request.delete(`${baseUrl()}/api/properties/manage/${property.id}`)).status()).toBe(204);
    const after = await page.request.post(`${baseUrl()}/api/properties/search`, { data: { operationType: 'comprar', location: marker } });
    expect(((await after.json()) as { count: number }).count).toBe(0);
  });
});
