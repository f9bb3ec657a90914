import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { adminAccount, demoAgent } from './support/accounts.js';
import { baseUrl, useBrowser } from './support/browser.js';
import { clientIdOf, signInThroughApi, toast, toastText } from './support/portal.js';

// The agents' CRM against the real stack: a visitor's contact request becomes a client dealt to an agent, the
// dashboard counts it, the admin moves it along the pipeline with a note on its timeline, and an agent who is not in
// charge of it cannot open it.

/** Opens the activity form's date picker and picks the 15th of the month it shows (the agency's current month). */
async function pickDayFifteen(page: Page): Promise<{ year: string; month: string }> {
  await page.getByLabel('Fecha').click();
  await page.getByRole('grid').getByRole('button', { name: /15 de/ }).click();
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit' }).format(new Date()).split('-') as [string, string];
  return { year, month };
}

describe('the CRM portal', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  let page: Page;

  beforeEach(async () => {
    page = await browser.newPage();
  });

  /** A visitor's contact request; answers the e-mail it was sent with (the receipt is not the client's id). */
  async function contactRequest(name: string): Promise<string> {
    const email = `crm.${Date.now()}@correo.mx`;
    const response = await page.request.post(`${baseUrl()}/api/leads`, {
      data: { name, phone: `55 3${String(Date.now()).slice(-7)}`, email, interest: 'compra', privacy: true, elapsedMs: 9_000 },
    });
    expect(response.status()).toBe(201);
    return email;
  }

  it('shows the new client on the dashboard and in /leads, and records a stage change and a note on its timeline', async () => {
    const name = `Cliente Portal ${Date.now()}`;
    const email = await contactRequest(name);
    await signInThroughApi(page, adminAccount());
    const leadId = await clientIdOf(page, email);

    const summary = (await (await page.request.get(`${baseUrl()}/api/dashboard/summary`)).json()) as { newClients30Days: number };
    await page.goto(`${baseUrl()}/dashboard`);
    const card = page.getByRole('listitem').filter({ hasText: 'Clientes nuevos (30 días)' });
    await card.getByText(summary.newClients30Days.toLocaleString('es-MX'), { exact: true }).waitFor();
    expect(summary.newClients30Days).toBeGreaterThanOrEqual(1);

    await page.goto(`${baseUrl()}/leads?stage=nuevo`);
    await page.getByRole('link', { name }).click();
    await page.waitForURL(`${baseUrl()}/leads/${leadId}`);
    await page.getByRole('heading', { name }).waitFor();
    await page.getByText('Primer contacto por sitio web').waitFor();

    await page.getByLabel('Etapa').selectOption('contactado');
    await page.getByRole('button', { name: 'Cambiar etapa' }).click();
    expect(await toastText(page, 'Etapa actualizada')).toContain('Contactado');
    await page.getByText('Etapa: Nuevo → Contactado').waitFor();

    await page.getByLabel('Nueva nota').fill('Busca casa con jardín cerca de colegios.');
    await page.getByRole('button', { name: 'Guardar nota' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Busca casa con jardín cerca de colegios.' }).waitFor();

    // The list now shows it under its new stage, from the URL's filter.
    await page.goto(`${baseUrl()}/leads?stage=contactado`);
    await page.getByRole('link', { name }).waitFor();
  }, 60_000);

  it('does not open a client to an agent who is not in charge of it', async () => {
    const email = await contactRequest(`Cliente Ajeno ${Date.now()}`);
    // Who got it in the deal (the round-robin also counts agents other tests registered).
    const adminPage = await browser.newPage();
    await signInThroughApi(adminPage, adminAccount());
    const leadId = await clientIdOf(adminPage, email);
    expect((await page.request.get(`${baseUrl()}/api/leads/${leadId}`)).status()).toBe(401);
    const { assignedAgentId } = (await (await adminPage.request.get(`${baseUrl()}/api/leads/${leadId}`)).json()) as { assignedAgentId: string | null };
    expect(assignedAgentId).not.toBeNull();
    let refusedSeen = false;
    for (const index of [0, 1, 2] as const) {
      const agentPage = await browser.newPage();
      await signInThroughApi(agentPage, demoAgent(index));
      const me = (await (await agentPage.request.get(`${baseUrl()}/api/user`)).json()) as { id: string };
      const status = (await agentPage.request.get(`${baseUrl()}/api/leads/${leadId}`)).status();
      expect(status).toBe(me.id === assignedAgentId ? 200 : 404);
      if (status === 404 && !refusedSeen) {
        refusedSeen = true;
        await agentPage.goto(`${baseUrl()}/leads/${leadId}`);
        await agentPage.getByRole('alert').getByText('Cliente no encontrado').waitFor();
      }
    }
    expect(refusedSeen).toBe(true);
  }, 60_000);

  it('schedules an activity on a client, lists it, completes and reopens it (to Programada, as it was) in one click, and shows it on the client\'s timeline', async () => {
    const name = `Cliente Actividad ${Date.now()}`;
    const email = await contactRequest(name);
    await signInThroughApi(page, adminAccount());
    const leadId = await clientIdOf(page, email);
    await page.goto(`${baseUrl()}/activities/new?leadId=${leadId}`);
    await page.getByLabel('Tipo').selectOption('visita');
    await page.getByLabel('Descripción').fill('Visita a la casa de Juriquilla');
    await page.getByRole('button', { name: 'Crear actividad' }).click();
    await page.getByText('Indica la fecha').waitFor();
    const { year, month } = await pickDayFifteen(page);
    await page.getByLabel('Hora', { exact: true }).fill('10:00');
    await page.getByRole('button', { name: 'Crear actividad' }).click();
    await page.waitForURL(`${baseUrl()}/activities`);

    const row = page.getByRole('row').filter({ hasText: 'Visita a la casa de Juriquilla' });
    await row.waitFor();
    expect(await row.getByRole('link', { name }).count()).toBe(1);
    await row.getByRole('button', { name: 'Completar' }).click();
    await row.getByText('Completada', { exact: true }).waitFor();
    // "Reabrir" returns it to the status it had, not to a fixed one.
    await row.getByRole('button', { name: 'Reabrir' }).click();
    await row.getByText('Programada', { exact: true }).waitFor();

    // 10:00 in Mexico City is 16:00Z all year (no daylight-saving time since 2022), whatever the browser's zone.
    const api = (await (await page.request.get(`${baseUrl()}/api/activities?leadId=${leadId}`)).json()) as { activities: Array<{ description: string; startsAt: string }> };
    expect(api.activities.find((activity) => activity.description === 'Visita a la casa de Juriquilla')?.startsAt).toBe(`${year}-${month}-15T16:00:00.000Z`);
    await page.goto(`${baseUrl()}/leads/${leadId}`);
    await page.getByText('Visita (Programada): Visita a la casa de Juriquilla').waitFor();
  }, 60_000);

  it("lets an agent add a client by hand, move it on the kanban, schedule an activity for it and find it in /activities, on the calendar (the agency's time, the browser in Tokyo) and on the dashboard", async () => {
    const tokyo = await browser.newPage({ timezoneId: 'Asia/Tokyo' });
    await signInThroughApi(tokyo, demoAgent(0));
    const stamp = String(Date.now()).slice(-7);
    const name = `Valeria Núñez ${stamp}`;

    await tokyo.goto(`${baseUrl()}/leads`);
    await tokyo.getByRole('button', { name: 'Nuevo cliente' }).click();
    const dialog = tokyo.getByRole('dialog', { name: 'Nuevo cliente' });
    await dialog.getByRole('button', { name: 'Crear cliente' }).click();
    await dialog.getByText('El nombre es demasiado corto').waitFor();
    await dialog.getByText('Indica un correo o un teléfono').waitFor();
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByLabel('Teléfono').fill(`55 4${stamp}`);
    await dialog.getByLabel('Origen').selectOption('referido');
    await dialog.getByLabel('Presupuesto máximo (MXN)').fill('7500000');
    await dialog.getByRole('button', { name: 'Crear cliente' }).click();
    await toast(tokyo, 'Cliente creado').waitFor();
    await tokyo.getByRole('heading', { name }).waitFor();
    const leadId = new URL(tokyo.url()).pathname.split('/').at(-1)!;

    // The kanban: drag the card from Nuevo to Contactado; the columns' counts and totals follow.
    await tokyo.goto(`${baseUrl()}/leads?vista=tablero&text=${encodeURIComponent(name)}`);
    const card = tokyo.locator(`[data-lead-id="${leadId}"]`);
    const target = tokyo.locator('section[data-stage="contactado"]');
    await tokyo.locator('section[data-stage="nuevo"]').locator(`[data-lead-id="${leadId}"]`).waitFor();
    expect(await tokyo.locator('section[data-stage="nuevo"] [data-testid="column-total"]').textContent()).toBe('$7,500,000');
    // Taken by its name (a link to the client): the drop moves the card and stays on the board.
    const from = (await card.getByRole('link', { name }).boundingBox())!;
    const to = (await target.boundingBox())!;
    await tokyo.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await tokyo.mouse.down();
    await tokyo.mouse.move(from.x + from.width / 2 + 20, from.y + from.height, { steps: 5 });
    await tokyo.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
    await tokyo.mouse.up();
    expect(await toastText(tokyo, 'Etapa actualizada')).toContain('Contactado');
    expect(new URL(tokyo.url()).pathname).toBe('/leads');
    await target.locator(`[data-lead-id="${leadId}"]`).waitFor();
    expect(await target.locator('[data-testid="column-count"]').textContent()).toBe('1');
    expect(await target.locator('[data-testid="column-total"]').textContent()).toBe('$7,500,000');
    const moved = (await (await tokyo.request.get(`${baseUrl()}/api/leads/${leadId}`)).json()) as { stage: string };
    expect(moved.stage).toBe('contactado');

    // An activity for it from its page, on the 15th of this month at 11:30 in Mexico City.
    await tokyo.goto(`${baseUrl()}/leads/${leadId}`);
    await tokyo.getByRole('link', { name: 'Agendar actividad' }).click();
    await tokyo.waitForURL(`${baseUrl()}/activities/new?leadId=${leadId}`);
    await tokyo.getByTestId('chosen-client').getByText(name).waitFor();
    await tokyo.getByLabel('Tipo').selectOption('visita');
    const description = `Visita a Polanco con ${name}`;
    await tokyo.getByLabel('Descripción').fill(description);
    const { year, month } = await pickDayFifteen(tokyo);
    await tokyo.getByLabel('Hora', { exact: true }).fill('11:30');
    await tokyo.getByRole('button', { name: 'Crear actividad' }).click();
    await toast(tokyo, 'Actividad creada').waitFor();
    await tokyo.waitForURL(`${baseUrl()}/activities`);
    const row = tokyo.getByRole('row').filter({ hasText: description });
    await row.getByText('11:30').waitFor();
    const [activity] = ((await (await tokyo.request.get(`${baseUrl()}/api/activities?leadId=${leadId}`)).json()) as { activities: Array<{ startsAt: string }> }).activities;
    // 11:30 in Mexico City is 17:30 UTC all year (no daylight-saving time since 2022).
    expect(activity!.startsAt).toBe(`${year}-${month}-15T17:30:00.000Z`);

    // The calendar shows it at 11:30 on the 15th although the browser lives in Tokyo (02:30 on the 16th there).
    await tokyo.goto(`${baseUrl()}/calendar`);
    const event = tokyo.getByTestId('activity-calendar').getByText(description, { exact: false });
    await event.waitFor();
    const cell = tokyo.locator(`[data-date="${year}-${month}-15"]`);
    await cell.getByText(description, { exact: false }).waitFor();
    expect(await cell.textContent()).toMatch(/11:30/);

    // And on the dashboard's recent activities.
    await tokyo.goto(`${baseUrl()}/dashboard`);
    await tokyo.getByRole('row').filter({ hasText: description }).waitFor();
  }, 90_000);
});
