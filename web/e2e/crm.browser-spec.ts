import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { adminAccount, demoAgent } from './support/accounts.js';
import { baseUrl, useBrowser } from './support/browser.js';
import { signInThroughApi, toastText } from './support/portal.js';

// The agents' CRM against the real stack: a visitor's contact request becomes a client dealt to an agent, the
// dashboard counts it, the admin moves it along the pipeline with a note on its timeline, and an agent who is not in
// charge of it cannot open it.

describe('the CRM portal', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  let page: Page;

  beforeEach(async () => {
    page = await browser.newPage();
  });

  async function contactRequest(name: string): Promise<string> {
    const response = await page.request.post(`${baseUrl()}/api/leads`, {
      data: { name, phone: `55 3${String(Date.now()).slice(-7)}`, email: `crm.${Date.now()}@correo.mx`, interest: 'compra', privacy: true, elapsedMs: 9_000 },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  it('shows the new client on the dashboard and in /leads, and records a stage change and a note on its timeline', async () => {
    const name = `Cliente Portal ${Date.now()}`;
    const leadId = await contactRequest(name);
    await signInThroughApi(page, adminAccount());

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
    const leadId = await contactRequest(`Cliente Ajeno ${Date.now()}`);
    expect((await page.request.get(`${baseUrl()}/api/leads/${leadId}`)).status()).toBe(401);
    // Who got it in the deal (the round-robin also counts agents other tests registered).
    const adminPage = await browser.newPage();
    await signInThroughApi(adminPage, adminAccount());
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

  it('schedules an activity on a client, lists it, completes and reopens it in one click, and shows it on the client\'s timeline', async () => {
    const name = `Cliente Actividad ${Date.now()}`;
    const leadId = await contactRequest(name);
    await signInThroughApi(page, adminAccount());
    await page.goto(`${baseUrl()}/activities/new?leadId=${leadId}`);
    await page.getByLabel('Tipo').selectOption('visita');
    await page.getByLabel('Descripción').fill('Visita a la casa de Juriquilla');
    await page.getByRole('button', { name: 'Crear actividad' }).click();
    await page.getByRole('alert').getByText('Indique la fecha').waitFor();
    await page.getByLabel('Fecha').fill('2027-07-15');
    await page.getByLabel('Hora').fill('10:00');
    await page.getByRole('button', { name: 'Crear actividad' }).click();
    await page.waitForURL(`${baseUrl()}/activities`);

    const row = page.getByRole('row').filter({ hasText: 'Visita a la casa de Juriquilla' });
    await row.waitFor();
    expect(await row.getByRole('link', { name }).count()).toBe(1);
    await row.getByRole('button', { name: 'Completar' }).click();
    await row.getByText('Completada', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Reabrir' }).click();
    await row.getByText('Pendiente', { exact: true }).waitFor();

    // 10:00 in Mexico City in July is 16:00Z, whatever the browser's zone.
    const api = (await (await page.request.get(`${baseUrl()}/api/activities?type=visita`)).json()) as { activities: Array<{ description: string; startsAt: string }> };
    expect(api.activities.find((activity) => activity.description === 'Visita a la casa de Juriquilla')?.startsAt).toBe('2027-07-15T16:00:00.000Z');
    await page.goto(`${baseUrl()}/leads/${leadId}`);
    await page.getByText('Visita (Programada): Visita a la casa de Juriquilla').waitFor();
  }, 60_000);
});

