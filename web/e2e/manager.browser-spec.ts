import { beforeEach, describe, expect, it } from '@jest/globals';
import { agencyDateTimeToUtc, agencyParts, DEMO_AGENTS } from '@prestigio/contracts';
import type { Page } from 'playwright-core';
import { adminAccount, demoAgent } from './support/accounts.js';
import { baseUrl, useBrowser } from './support/browser.js';
import { signInThroughApi } from './support/portal.js';

// The office manager's calendar against the real stack: every agent's events, each agent in their own colour, and a
// filter by agent. (The e-mails of registration and approval are checked in services/auth/test/accounts.e2e-spec.)

describe("the manager's calendar", () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  let page: Page;

  beforeEach(async () => {
    page = await browser.newPage();
  });

  it("shows each agent's events in that agent's colour, and filters them by agent", async () => {
    const agentPage = await browser.newPage();
    await signInThroughApi(agentPage, demoAgent(0));
    const description = `Visita de la directora ${Date.now()}`;
    const created = await agentPage.context().request.post(`${baseUrl()}/api/activities`, {
      // Today at noon in the agency's zone: inside the week view's hours (7:00–22:00) whatever time the test runs.
      data: { type: 'visita', description, startsAt: agencyDateTimeToUtc(agencyParts(new Date()).date, 12).toISOString(), durationMinutes: 60, status: 'pendiente' },
    });
    expect(created.status()).toBe(201);

    await signInThroughApi(page, adminAccount());
    await page.goto(`${baseUrl()}/calendar`);
    const agentName = DEMO_AGENTS[0].fullName;
    const legend = page.getByRole('list', { name: 'Colores por agente' }).getByRole('listitem').filter({ hasText: agentName });
    await legend.waitFor();
    const swatch = await legend.locator('span').first().evaluate((element) => getComputedStyle(element).backgroundColor);
    // The week view shows today's events whole.
    await page.getByRole('tab', { name: 'Vista de la semana' }).or(page.getByRole('button', { name: 'Vista de la semana' })).click();
    const event = page.getByTestId('activity-calendar').getByText(description, { exact: false });
    await event.waitFor();
    // The event's box (the text or one of its nearest ancestors) is painted in the agent's colour.
    const painted = await event.evaluate((element) => {
      const colours: string[] = [];
      for (let node: Element | null = element, depth = 0; node && depth < 6; node = node.parentElement, depth++) {
        const style = getComputedStyle(node);
        colours.push(style.backgroundColor, style.borderTopColor);
      }
      return colours;
    });
    expect(painted).toContain(swatch);

    const filter = page.getByLabel('Agente', { exact: true });
    const another = (await filter.locator('option').allInnerTexts()).find((name) => name !== agentName && name !== 'Todos los agentes');
    expect(another).toBeDefined();
    await filter.selectOption({ label: another! });
    await page.getByRole('tab', { name: 'Vista de la semana' }).or(page.getByRole('button', { name: 'Vista de la semana' })).click();
    // Another agent's calendar: loaded (its week shows) and without the event.
    await page.getByRole('tab', { name: 'Vista de la semana', selected: true }).or(page.getByRole('button', { name: 'Vista de la semana', pressed: true })).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await event.count()).toBe(0);
    await filter.selectOption({ label: agentName });
    await page.getByRole('tab', { name: 'Vista de la semana' }).or(page.getByRole('button', { name: 'Vista de la semana' })).click();
    await event.waitFor();
  }, 60_000);

  it('shows administrators a team view on the dashboard, each figure opening its filtered list; agents do not see it', async () => {
    await signInThroughApi(page, adminAccount());
    await page.goto(`${baseUrl()}/dashboard`);
    const team = page.getByRole('region', { name: 'Equipo' });
    await team.waitFor();
    const row = team.getByRole('row').filter({ has: page.getByRole('rowheader', { name: DEMO_AGENTS[1].fullName }) });
    await row.waitFor();
    await team.getByLabel('Periodo').selectOption('7');
    await row.getByRole('cell').nth(0).getByRole('link').click();
    await page.waitForURL(/\/leads\?agent=[0-9a-f-]{36}&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);

    const agentPage = await browser.newPage();
    await signInThroughApi(agentPage, demoAgent(1));
    await agentPage.goto(`${baseUrl()}/dashboard`);
    await agentPage.getByRole('region', { name: 'Hoy', exact: true }).waitFor();
    expect(await agentPage.getByRole('region', { name: 'Equipo' }).count()).toBe(0);
    expect((await agentPage.request.get(`${baseUrl()}/api/dashboard/team?from=2026-01-01&to=2026-01-31`)).status()).toBe(403);
  }, 60_000);
});
