import { beforeEach, describe, expect, it } from '@jest/globals';
import { DEMO_AGENTS } from '@prestigio/contracts';
import type { Page } from 'playwright-core';
import { adminAccount, demoAgent } from './support/accounts.js';
import { baseUrl, useBrowser } from './support/browser.js';
import { signInThroughApi, toastText } from './support/portal.js';

// What an agent opens the portal for in the morning, against the real stack: the link in an e-mail lands on the
// client after signing in, and the dashboard starts with "Hoy" (overdue and today's own activities, clickable).

describe("the agent's morning", () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  let page: Page;

  beforeEach(async () => {
    page = await browser.newPage();
  });

  async function ownClient(agentPage: Page, name: string): Promise<string> {
    const response = await agentPage.context().request.post(`${baseUrl()}/api/leads/manual`, {
      data: { name, email: `manana.${Date.now()}@correo.mx` },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  it('returns to the client an e-mail pointed at once signed in, never to an outside address; a signed-in user opening /auth goes to /dashboard', async () => {
    const agentPage = await browser.newPage();
    await signInThroughApi(agentPage, demoAgent(2));
    const name = `Cliente del Correo ${Date.now()}`;
    const leadId = await ownClient(agentPage, name);

    // "Velo en el portal": /leads/<id>, signed out.
    await page.goto(`${baseUrl()}/leads/${leadId}?desde=correo`);
    await page.waitForURL(`${baseUrl()}/auth`);
    await page.getByLabel('Nombre de usuario').fill(demoAgent(2).username);
    await page.getByLabel('Contraseña', { exact: true }).fill(demoAgent(2).password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL(`${baseUrl()}/leads/${leadId}?desde=correo`);
    await page.getByRole('heading', { name }).waitFor();

    // Signed in, /auth is the dashboard (spec), whatever came before.
    await page.goto(`${baseUrl()}/auth`);
    await page.waitForURL(`${baseUrl()}/dashboard`);

    // A crafted history entry pointing outside is ignored: the sign-in goes to the dashboard.
    const stranger = await browser.newPage();
    await stranger.goto(`${baseUrl()}/auth`);
    await stranger.evaluate(() => window.history.replaceState({ usr: { returnTo: '//malo.example/leads' }, key: 'x', idx: 0 }, '', '/auth'));
    await stranger.reload();
    await stranger.getByLabel('Nombre de usuario').fill(demoAgent(2).username);
    await stranger.getByLabel('Contraseña', { exact: true }).fill(demoAgent(2).password);
    await stranger.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await stranger.waitForURL(`${baseUrl()}/dashboard`);
  }, 60_000);

  it('starts the dashboard with "Hoy": the overdue and today\'s own activities, each opening its activity', async () => {
    await signInThroughApi(page, demoAgent(2));
    const name = `Cliente de Hoy ${Date.now()}`;
    const leadId = await ownClient(page, name);
    const overdue = await page.context().request.post(`${baseUrl()}/api/activities`, {
      data: { type: 'llamada', description: `Devolver la llamada de ${name}`, leadId, startsAt: new Date(Date.now() - 2 * 3_600_000).toISOString(), durationMinutes: 15, status: 'pendiente' },
    });
    expect(overdue.status()).toBe(201);
    const { id } = (await overdue.json()) as { id: string };

    await page.goto(`${baseUrl()}/dashboard`);
    const today = page.getByRole('region', { name: 'Hoy', exact: true });
    await today.waitFor();
    // Before the spec's cards.
    const [todayTop, cardsTop] = await Promise.all([today.boundingBox(), page.getByRole('listitem').filter({ hasText: 'Actividades pendientes' }).boundingBox()]);
    expect(todayTop!.y).toBeLessThan(cardsTop!.y);
    expect(await today.getByTestId('today-counts').innerText()).toMatch(/^\d+ vencidas? · \d+ pendientes? para hoy$/);
    const item = today.getByRole('listitem').filter({ hasText: `Devolver la llamada de ${name}` });
    await item.getByText(/^Vencida · /).waitFor();
    await item.getByRole('link', { name: `Devolver la llamada de ${name}` }).click();
    await page.waitForURL(`${baseUrl()}/activities/${id}/edit`);
  }, 60_000);

  it('shows the client\'s next step (a visit booked tomorrow), and reads a budget typed as "14.5 mdp" or "$40,000,000" and shows it as money', async () => {
    await signInThroughApi(page, demoAgent(2));
    const leadId = await ownClient(page, `Cliente Presupuesto ${Date.now()}`);
    const visit = await page.context().request.post(`${baseUrl()}/api/activities`, {
      data: { type: 'visita', description: 'Recorrido por la casa de Coyoacán', leadId, startsAt: new Date(Date.now() + 86_400_000).toISOString(), durationMinutes: 60 },
    });
    expect(visit.status()).toBe(201);
    await page.goto(`${baseUrl()}/leads/${leadId}`);
    expect(await page.getByTestId('lead-next-activity').innerText()).toMatch(/^Visita: Recorrido por la casa de Coyoacán\n\d{1,2} de [a-z]+ a las \d{2}:\d{2}$/);
    await page.getByLabel('Presupuesto mínimo (MXN)').fill('14.5 mdp');
    await page.getByLabel('Presupuesto máximo (MXN)').fill('$40,000,000');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await toastText(page, 'Cliente actualizado');
    const saved = (await (await page.request.get(`${baseUrl()}/api/leads/${leadId}`)).json()) as { budgetMin: number; budgetMax: number };
    expect(saved).toMatchObject({ budgetMin: 14_500_000, budgetMax: 40_000_000 });
    await page.reload();
    expect(await page.getByLabel('Presupuesto máximo (MXN)').inputValue()).toBe('$40,000,000');
    expect(await page.getByLabel('Presupuesto mínimo (MXN)').inputValue()).toBe('$14,500,000');
  }, 60_000);

  it("counts the agent's own published listings on the dashboard (the agency's for an admin), and dates and signs each entry of a client's history", async () => {
    await signInThroughApi(page, demoAgent(2));
    const published = async (status: string) =>
      ((await (await page.context().request.get(`${baseUrl()}/api/properties/manage?mine=true&status=${status}`)).json()) as { count: number }).count;
    const hers = (await published('disponible')) + (await published('destacado'));
    await page.goto(`${baseUrl()}/dashboard`);
    const listings = page.getByRole('listitem').filter({ hasText: 'Propiedades activas' });
    await listings.getByText('Publicadas, a tu cargo').waitFor();
    expect(await listings.locator('p.font-serif').innerText()).toBe(hers.toLocaleString('en-US'));
    expect(await listings.getByRole('link', { name: 'Ver todas las propiedades' }).getAttribute('href')).toBe('/properties?mias=1');

    const admin = await browser.newPage();
    await signInThroughApi(admin, adminAccount());
    await admin.goto(`${baseUrl()}/dashboard`);
    const agency = admin.getByRole('listitem').filter({ hasText: 'Propiedades activas' });
    await agency.getByText('Publicadas, de toda la agencia').waitFor();
    // The seeded catalogue is shared by the demo agents: hers are a part of the agency's.
    expect(Number((await agency.locator('p.font-serif').innerText()).replace(/,/g, ''))).toBeGreaterThan(hers);
    expect(hers).toBeGreaterThan(0);

    const leadId = await ownClient(page, `Cliente del Historial ${Date.now()}`);
    const note = await page.context().request.post(`${baseUrl()}/api/leads/${leadId}/notes`, { data: { text: 'Prefiere que le llamen por la tarde' } });
    expect(note.status()).toBe(201);
    await page.goto(`${baseUrl()}/leads/${leadId}`);
    const entry = page.getByRole('listitem').filter({ hasText: 'Prefiere que le llamen por la tarde' });
    expect(await entry.locator('p').last().innerText()).toMatch(new RegExp(`^\\d{1,2} [a-z]{3}\\.? \\d{4}, \\d{2}:\\d{2} · ${DEMO_AGENTS[2].fullName}$`));
  }, 60_000);

  it('puts the note box near the top of the client page on a phone, before the stage, the matches and the history', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInThroughApi(phone, demoAgent(2));
    const leadId = await ownClient(phone, `Cliente Nota ${Date.now()}`);
    await phone.goto(`${baseUrl()}/leads/${leadId}`);
    const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y;
    const noteBox = phone.getByLabel('Nueva nota');
    await noteBox.waitFor();
    const note = await top(noteBox);
    // On the first screen, right under the contact card.
    expect(note).toBeLessThan(844);
    expect(note).toBeGreaterThan(await top(phone.getByRole('heading', { name: /^Cliente Nota/ })));
    for (const later of [phone.getByLabel('Etapa', { exact: true }), phone.getByRole('heading', { name: 'Propiedades que coinciden' }), phone.getByRole('heading', { name: 'Historial' })]) {
      expect(note).toBeLessThan(await top(later));
    }
    await noteBox.fill('Llamar después de las 6');
    await phone.getByRole('button', { name: 'Guardar nota' }).click();
    await phone.getByRole('listitem').filter({ hasText: 'Llamar después de las 6' }).waitFor();
  }, 60_000);

  it("names the dashboard's links and the calendar's buttons as they read, keeps Duración in its card, and lists the calendar on a phone", async () => {
    await signInThroughApi(page, demoAgent(2));
    await page.goto(`${baseUrl()}/dashboard`);
    for (const name of ['Ver todas las propiedades', 'Ver todos los clientes', 'Ver todas las actividades']) await page.getByRole('link', { name, exact: true }).waitFor();

    await page.goto(`${baseUrl()}/calendar`);
    await page.getByRole('button', { name: 'Mes anterior' }).waitFor();
    await page.getByRole('tab', { name: 'Vista de la semana' }).or(page.getByRole('button', { name: 'Vista de la semana' })).waitFor();

    await page.goto(`${baseUrl()}/activities/new`);
    await page.getByLabel('Fecha').click();
    await page.getByRole('grid').waitFor();
    const form = (await page.locator('form').boundingBox())!;
    const duration = (await page.getByLabel('Duración (min)').boundingBox())!;
    expect(duration.x + duration.width).toBeLessThanOrEqual(form.x + form.width);

    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInThroughApi(phone, demoAgent(2));
    const name = `Cliente Agenda ${Date.now()}`;
    const leadId = await ownClient(phone, name);
    const created = await phone.context().request.post(`${baseUrl()}/api/activities`, {
      data: { type: 'llamada', description: `Llamada larga a ${name}`, leadId, startsAt: new Date(Date.now() + 3_600_000).toISOString(), durationMinutes: 30 },
    });
    expect(created.status()).toBe(201);
    await phone.goto(`${baseUrl()}/calendar`);
    // The week as a list: the whole title, not a month cell's first letters.
    await phone.getByText(`Llamada · ${name}: Llamada larga a ${name}`).waitFor();
  }, 60_000);
});
