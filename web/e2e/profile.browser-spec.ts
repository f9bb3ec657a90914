import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { AgentProperty, PropertyDetail } from '@prestigio/contracts';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { adminAccount, type Credentials } from './support/accounts.js';
import { baseUrl, useBrowser } from './support/browser.js';
import { createPropertyThroughApi, signIn, signInThroughApi, toastText } from './support/portal.js';

// "Mi perfil" against the real stack: an agent who registered without a phone opens it from their name in the header,
// gives a name and a phone, saves, and the change stays after a reload, shows in the header at once, and reaches the
// "Llamar" and WhatsApp links of their published listing (auth's event, the catalogue's consumer, the gateway's page).

// jest-circus reads only the global testTimeout, not the browser project's 60 s in jest.config.mjs.
jest.setTimeout(90_000);

describe('Mi perfil in the browser', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', timeout: 15_000 });
  const token = randomBytes(3).toString('hex');
  const agent: Credentials & { fullName: string; email: string } = {
    username: `perfil${token}`,
    password: 'Prestigio2026!',
    fullName: `Agente Perfil ${token}`,
    email: `perfil.${token}@ejemplo.mx`,
  };
  let listing: AgentProperty;

  beforeAll(async () => {
    // A new agent, approved by the administrator, with one published listing and no phone yet.
    const page = await browser.newPage();
    const registration = await page.request.post(`${baseUrl()}/api/register`, { data: agent });
    expect(registration.status()).toBe(201);
    const { id } = (await registration.json()) as { id: string };
    const admin = await browser.newPage();
    await signInThroughApi(admin, adminAccount());
    expect((await admin.request.patch(`${baseUrl()}/api/users/${id}`, { data: { status: 'active' } })).status()).toBe(200);
    await admin.close();
    await page.context().clearCookies();
    await signInThroughApi(page, agent);
    listing = await createPropertyThroughApi(page, `Departamento de prueba de perfil ${token}`);
    expect((await page.request.patch(`${baseUrl()}/api/properties/manage/${listing.id}/status`, { data: { status: 'disponible' } })).status()).toBe(200);
    await page.close();
  });

  async function openProfile(page: Page): Promise<void> {
    await signIn(page, agent);
    await page.getByRole('banner').getByRole('link', { name: /Mi perfil/ }).click();
    await page.waitForURL(`${baseUrl()}/profile`);
    await page.getByRole('heading', { level: 1, name: 'Mi perfil' }).waitFor();
  }

  it('sets a name and a phone, shows "Guardando..." and a toast, and keeps them after a reload', async () => {
    const page = await browser.newPage();
    await openProfile(page);
    const name = page.getByLabel('Nombre completo');
    const phone = page.getByLabel('Teléfono');
    expect(await name.inputValue()).toBe(agent.fullName);
    expect(await phone.inputValue()).toBe('');
    expect(await page.getByText('Aparece en las propiedades a tu cargo, en los botones Llamar y WhatsApp.', { exact: false }).count()).toBe(1);

    // The contract's rule in the browser: nothing is sent while the phone is too short.
    let patches = 0;
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().endsWith('/api/user')) patches += 1;
    });
    await phone.fill('55 12');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('El teléfono debe tener al menos 8 dígitos').waitFor();
    expect(patches).toBe(0);

    await page.route('**/api/user', async (route) => {
      if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await name.fill(`Lucía Perfil ${token}`);
    await phone.fill('(33) 3615-2040');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    const saving = page.getByRole('button', { name: 'Guardando...' });
    await saving.waitFor();
    expect(await saving.isDisabled()).toBe(true);
    expect(await toastText(page, 'Perfil actualizado')).toBe('Perfil actualizado Tus propiedades mostrarán estos datos en unos momentos.');
    expect(patches).toBe(1);
    // The header reads the session's cache, which the answer replaced.
    expect(await page.getByTestId('portal-user-name').innerText()).toBe(`Lucía Perfil ${token}`);
    expect(await phone.inputValue()).toBe('33 3615 2040');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Mi perfil' }).waitFor();
    expect(await page.getByLabel('Nombre completo').inputValue()).toBe(`Lucía Perfil ${token}`);
    expect(await page.getByLabel('Teléfono').inputValue()).toBe('33 3615 2040');
  });

  it("puts the new phone on the agent's published listing, for Llamar and WhatsApp", async () => {
    // Asked of the API (which the gateway does not cache) until the catalogue has applied auth's event; only then is
    // the page opened, so the gateway caches the listing with its new card.
    const api = (await browser.newPage()).request;
    const agentPhone = async () => ((await (await api.get(`${baseUrl()}/api/properties/${listing.slug}`)).json()) as PropertyDetail).agent?.phone;
    for (const deadline = Date.now() + 15_000; (await agentPhone()) !== '523336152040' && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await agentPhone()).toBe('523336152040');

    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/propiedades/${listing.slug}`);
    const card = page.getByRole('region', { name: `Lucía Perfil ${token}` });
    await card.waitFor();
    expect(await card.getByRole('link', { name: /Llamar al/ }).getAttribute('href')).toBe('tel:+523336152040');
    expect(await card.getByRole('link', { name: 'Escribir por WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/523336152040\?text=/);
  });

  it("shows the server's Spanish message when it refuses the change", async () => {
    const page = await browser.newPage();
    await openProfile(page);
    await page.route('**/api/user', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 400, message: 'Datos inválidos', errors: { phone: 'El teléfono es demasiado largo' } }),
      });
    });
    await page.getByLabel('Teléfono').fill('55 9876 5432');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    expect(await toastText(page, 'No se pudo guardar tu perfil')).toBe('No se pudo guardar tu perfil Datos inválidos');
    await page.getByText('El teléfono es demasiado largo').waitFor();
  });
});
