import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { adminAccount } from './support/accounts.js';
import { baseUrl, useBrowser } from './support/browser.js';
import { clientIdOf, createPropertyThroughApi, signInThroughApi } from './support/portal.js';

// Every portal list fits its container on a phone, a tablet and a laptop (390, 768 and 1280 px): no page-wide
// sideways scroll, no table scrolling its last column out of sight, no card or button cut off. Long client and agent
// names and e-mails are the usual culprits, so this test adds some.

const LONG = `${Date.now()}`;
const longEmail = `maria.fernanda.gonzalez.de.la.garza.${LONG}@despacho-inmobiliario-del-noroeste.com.mx`;

/** What sticks out, described for the failure message: every visible control or card beyond what contains it. */
function overflowsIn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    const main = document.querySelector('main');
    if (!main) return ['no <main>'];
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    for (const table of main.querySelectorAll('table')) {
      const box = table.parentElement!;
      if (visible(table) && box.scrollWidth > box.clientWidth + 1) {
        problems.push(`a table is wider than its box (${box.scrollWidth} > ${box.clientWidth}): ${describe(table.querySelector('thead') ?? table)}`);
      }
    }
    const mainRect = main.getBoundingClientRect();
    for (const element of main.querySelectorAll('table button, table a, li, li button, li a')) {
      if (!visible(element)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.left < mainRect.left - 1 || rect.right > mainRect.right + 1) problems.push(`${describe(element)} sticks out of the page`);
      // Cut off by a box that hides its overflow (the table's card, a card's own frame).
      for (let box = element.parentElement; box && box !== main; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible') continue;
        const boxRect = box.getBoundingClientRect();
        if (rect.right > boxRect.right + 1 || rect.left < boxRect.left - 1) problems.push(`${describe(element)} is cut off`);
        break;
      }
    }
    return problems;
  });
}

describe('portal lists at 390, 768 and 1280 px', () => {
  const browser = useBrowser({ reducedMotion: 'reduce' });

  beforeAll(async () => {
    const page = await browser.newPage();
    // A pending account with a long name and e-mail (the Aprobar buttons and the card's e-mail line).
    const registration = await page.request.post(`${baseUrl()}/api/register`, {
      data: {
        fullName: 'María Fernanda González de la Garza Villaseñor',
        email: longEmail,
        username: `mfgonzalez${LONG.slice(-6)}`,
        password: 'Prestigio2026!',
      },
    });
    expect(registration.status()).toBe(201);
    // A client with the same long contact details, and an activity on it.
    const lead = await page.request.post(`${baseUrl()}/api/leads`, {
      data: {
        name: 'María Fernanda González de la Garza Villaseñor',
        phone: `55 4${LONG.slice(-7)}`,
        email: longEmail,
        interest: 'compra',
        privacy: true,
        elapsedMs: 9_000,
      },
    });
    expect(lead.status()).toBe(201);
    await signInThroughApi(page, adminAccount());
    const leadId = await clientIdOf(page, longEmail);
    const activity = await page.request.post(`${baseUrl()}/api/activities`, {
      data: {
        type: 'videollamada',
        description: `Presentación de la residencia en Valle Real con recorrido virtual y revisión del financiamiento ${LONG}`,
        leadId,
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        durationMinutes: 45,
      },
    });
    expect(activity.status()).toBe(201);

    // An agent whose name is one long word holds a listing and the client: the agent columns must wrap it.
    const agentPage = await browser.newPage();
    const agent = { username: `ortiz${LONG.slice(-6)}`, password: 'Prestigio2026!' };
    const agentRegistration = await agentPage.request.post(`${baseUrl()}/api/register`, {
      data: { ...agent, fullName: 'Ortizdemontellanovillaseñorsantibáñez', email: `ortiz.${LONG}@ejemplo.mx` },
    });
    expect(agentRegistration.status()).toBe(201);
    const user = (await agentRegistration.json()) as { id: string };
    expect((await page.request.patch(`${baseUrl()}/api/users/${user.id}`, { data: { status: 'active' } })).status()).toBe(200);
    await signInThroughApi(agentPage, agent);
    await createPropertyThroughApi(agentPage, `Residencia con vista al campo de golf en Bosque Real ${LONG}`);
    const assignment = await page.request.patch(`${baseUrl()}/api/leads/${leadId}/assignee`, { data: { agentId: user.id } });
    expect(assignment.status()).toBe(200);
    await agentPage.close();
    await page.close();
  });

  for (const width of [390, 768, 1280]) {
    it.each(['/properties', '/leads', '/activities', '/users', '/dashboard'])(`fits %s at ${width} px`, async (path) => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await signInThroughApi(page, adminAccount());
      await page.goto(`${baseUrl()}${path}`);
      await page.locator('main h1').waitFor();
      // The list has loaded: rows or cards (the dashboard's recent activities may be empty).
      await page.waitForLoadState('networkidle');
      if (path !== '/dashboard') await page.locator('main table tbody tr, main ul > li').locator('visible=true').first().waitFor();

      expect(await overflowsIn(page)).toEqual([]);
      await page.close();
    });
  }
});
