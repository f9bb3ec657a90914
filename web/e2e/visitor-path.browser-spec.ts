import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, openSitePage, useBrowser } from './support/browser.js';
import { chooseSlot, type Slot } from './support/video-calls.js';

// A visitor's path from a first question to a booked call, on a laptop and on a phone, and the rough edges around it:
// what the chat accepts from a spec server, what the cards, the footer and the floating buttons show.

type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

function inside(inner: Box, outer: Box): boolean {
  return inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;
}

const panelOf = (page: Page) => page.getByRole('region', { name: 'Chat con el asistente de Prestigio' });

async function openChat(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abrir chat con un asistente' }).click();
  await panelOf(page).getByLabel('Escriba su mensaje').and(page.locator(':enabled')).waitFor();
}

async function say(page: Page, text: string): Promise<void> {
  const input = panelOf(page).getByLabel('Escriba su mensaje');
  await input.fill(text);
  await input.press('Enter');
}

/** The first free slot of the month after the current one (Mexico City's calendar). */
async function slotNextMonth(page: Page): Promise<Slot> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(year, month, 12)).toISOString().slice(0, 10);
  const response = await page.request.get(`${baseUrl()}/api/video-calls/availability?from=${first}&to=${to}`);
  expect(response.status()).toBe(200);
  const { days } = (await response.json()) as { days: Array<{ date: string; slots: Array<{ time: string; startsAt: string; available: boolean }> }> };
  const slot = days.flatMap((day) => day.slots.filter((one) => one.available).map((one) => ({ date: day.date, time: one.time, startsAt: one.startsAt })))[0];
  if (!slot) throw new Error('no free slot next month');
  return slot;
}

describe("a visitor's path", () => {
  const browser = useBrowser({ reducedMotion: 'reduce', blockExternalPhotos: true });

  it('on a phone: a wish stated first, an e-mail asked of a WhatsApp visitor, and a booking dialog that fits', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openSitePage(page);
    await openChat(page);
    const panel = panelOf(page);
    await say(page, 'Hola, quiero agendar una videollamada para una casa en renta en Tulum');
    const name = panel.getByLabel('Su nombre');
    await name.fill('Emma Johnson');
    await panel.getByRole('button', { name: 'Enviar', exact: true }).click();

    // The contact chooser's three buttons fit the phone's panel.
    const chooser = panel.getByRole('group', { name: 'Medio de contacto' });
    await chooser.waitFor();
    for (const choice of ['Correo electrónico', 'WhatsApp', 'Ahora no']) {
      expect(inside(await box(chooser.getByRole('button', { name: choice })), await box(panel))).toBe(true);
    }
    await chooser.getByRole('button', { name: 'WhatsApp' }).click();
    await panel.getByLabel('Su número de WhatsApp').fill('984 123 4567');
    await panel.getByRole('button', { name: 'Enviar', exact: true }).click();

    // The confirmation will promise an e-mail: it is asked for before the calendar.
    const email = panel.getByLabel('Su correo electrónico');
    await email.waitFor();
    await panel.getByRole('listitem').filter({ hasText: 'datos de conexión de la videollamada' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Agendar Videollamada con IA' }).count()).toBe(0);
    await email.fill(`emma.johnson.${Date.now()}@mail.com`);
    await panel.getByRole('button', { name: 'Enviar', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Agendar Videollamada con IA' });
    await dialog.waitFor({ timeout: 20_000 });
    const slot = await slotNextMonth(page);
    await chooseSlot(page, slot);
    const cancel = dialog.getByRole('button', { name: 'Cancelar' });
    const book = dialog.getByRole('button', { name: 'Agendar videollamada' });
    await book.scrollIntoViewIfNeeded();
    // Both buttons inside the dialog and the screen, and apart from the slots above them.
    const dialogBox = await box(dialog);
    for (const button of [cancel, book]) {
      const buttonBox = await box(button);
      expect(inside(buttonBox, { ...dialogBox, width: Math.min(dialogBox.width, 390 - dialogBox.x) })).toBe(true);
    }
    const lowestSlot = Math.max(...(await dialog.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.getBoundingClientRect().bottom))));
    const highestButton = Math.min((await box(cancel)).y, (await box(book)).y);
    expect(highestButton - lowestSlot).toBeGreaterThanOrEqual(8);
    await page.close();
  }, 120_000);

  it('shows the frames a spec server sends: no id, the text as `message` or `content`, typing and the offer', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    let answers = 0;
    await page.routeWebSocket(/\/ws(\?.*)?$/, (socket) => {
      socket.send(JSON.stringify({ type: 'welcome', clientId: '0f8fad5b-d9cb-469f-a165-70867728950e', message: 'Hola desde un servidor del spec.' }));
      socket.onMessage(() => {
        answers += 1;
        if (answers === 1) socket.send(JSON.stringify({ type: 'typing', sender: 'agent' }));
        else {
          socket.send(JSON.stringify({ type: 'message', sender: 'agent', content: 'Una respuesta sin id.' }));
          socket.send(JSON.stringify({ type: 'video_call_offer', leadId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', message: 'Elija su horario.' }));
        }
      });
    });
    await openSitePage(page);
    await openChat(page);
    const panel = panelOf(page);
    await panel.getByRole('listitem').filter({ hasText: 'Hola desde un servidor del spec.' }).waitFor();
    await say(page, 'hola');
    await panel.getByRole('listitem', { name: 'El asistente está escribiendo' }).waitFor();
    await say(page, '¿y la videollamada?');
    await panel.getByRole('listitem').filter({ hasText: 'Una respuesta sin id.' }).waitFor();
    await page.getByRole('dialog', { name: 'Agendar Videollamada con IA' }).waitFor();
    await page.close();
  });

  it('answers in the chat what the search finds for the same criteria', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openSitePage(page);
    const response = await page.request.post(`${baseUrl()}/api/properties/search`, { data: { propertyType: 'casa', location: 'Lomas Chapultepec' } });
    const { count } = (await response.json()) as { count: number };
    expect(count).toBeGreaterThan(0);
    await openChat(page);
    await say(page, 'busco casa en Lomas Chapultepec');
    const answer = panelOf(page).getByRole('listitem').filter({ hasText: /Encontré [\d,]+ propiedad/ });
    await answer.waitFor();
    const said = Number((await answer.innerText()).match(/Encontré ([\d,]+) propiedad/)![1]!.replace(/,/g, ''));
    expect(said).toBe(count);
    expect(await answer.innerText()).toContain(count === 1 ? 'Encontré 1 propiedad que coincide' : 'propiedades que coinciden');
    await page.close();
  }, 60_000);

  it('opens the reschedule calendar on the booking’s month', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const slot = await slotNextMonth(page);
    const lead = await page.request.post(`${baseUrl()}/api/leads`, {
      data: { name: 'Visitante Mes Siguiente', phone: '55 7100 0001', email: `mes.siguiente.${Date.now()}@correo.mx`, privacy: true, elapsedMs: 8_000 },
    });
    const { id: leadId } = (await lead.json()) as { id: string };
    const booking = await page.request.post(`${baseUrl()}/api/schedule-video-call`, { data: { leadId, scheduledAt: slot.startsAt, durationMinutes: 30 } });
    expect(booking.status()).toBe(201);
    const { managePath } = ((await booking.json()) as { videoCall: { managePath: string } }).videoCall;
    await page.goto(`${baseUrl()}${managePath}`);
    await page.getByRole('button', { name: 'Cambiar fecha u hora' }).click();
    await page.locator(`[data-day="${slot.date}"] button`).waitFor();
    await page.close();
  });

  it('shows no "0" facts on land and warehouse cards', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openSitePage(page);
    const form = page.getByRole('search', { name: 'Buscar propiedades' });
    for (const type of ['terreno', 'bodega']) {
      await form.getByLabel('Tipo de propiedad').selectOption(type);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/properties/search'));
      await form.getByRole('button', { name: /Buscar propiedades|Buscando\.\.\./ }).click();
      await answered;
      const cards = page.locator('#search-results [data-testid="property-card"]');
      await cards.first().waitFor();
      const facts = await cards.locator('ul li span[aria-hidden="true"]').allInnerTexts();
      expect(facts.length).toBeGreaterThan(0);
      expect(facts.filter((fact) => fact.trim() === '0')).toEqual([]);
    }
    await page.close();
  });

  it("keeps the footer's last line clear of a listing's phone contact bar", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const search = await page.request.post(`${baseUrl()}/api/properties/search`, { data: { pageSize: 1 } });
    const { results } = (await search.json()) as { results: Array<{ slug: string }> };
    await openSitePage(page, `/propiedades/${results[0]!.slug}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The bar steps aside (hidden) over controls, so it is looked for by its label, not among what is shown.
    const bar = page.locator('[aria-label="Contactar sobre esta propiedad"]');
    await bar.waitFor({ state: 'attached' });
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const lastLine = page.locator('footer p').last();
    await page.waitForFunction(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1);
    // At the very end of the page the bar is there, below the footer's last line.
    await page.waitForFunction(() => getComputedStyle(document.querySelector('[aria-label="Contactar sobre esta propiedad"]')!).visibility === 'visible');
    expect(overlap(await box(bar), await box(lastLine))).toBe(false);
    await page.close();
  });

  it('on a laptop, the back-to-top button appears past 500 px and never covers the newsletter block', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await openSitePage(page);
    const button = page.getByRole('button', { name: 'Volver arriba' });
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await page.waitForFunction(() => getComputedStyle(document.querySelector('button[aria-label="Volver arriba"]')!).visibility === 'visible');
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const newsletter = page.locator('footer [data-keep-clear]');
    await newsletter.waitFor();
    await page.waitForFunction(() => {
      const floating = document.querySelector('button[aria-label="Volver arriba"]')!;
      const block = document.querySelector('footer [data-keep-clear]')!.getBoundingClientRect();
      const at = floating.getBoundingClientRect();
      const clear = at.right <= block.left || block.right <= at.left || at.bottom <= block.top || block.bottom <= at.top;
      return getComputedStyle(floating).visibility === 'visible' && clear;
    });
    expect(overlap(await box(button), await box(newsletter))).toBe(false);
    await page.close();
  });
});
