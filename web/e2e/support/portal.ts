import { expect } from '@jest/globals';
import type { AgentProperty } from '@prestigio/contracts';
import type { Locator, Page } from 'playwright-core';
import type { Credentials } from './accounts.js';
import { baseUrl } from './browser.js';

/** Opens /auth on one of its tabs. */
export async function openAuth(page: Page, tab: 'Iniciar Sesión' | 'Registrarse' = 'Iniciar Sesión'): Promise<void> {
  await page.goto(`${baseUrl()}/auth`);
  await page.getByRole('tab', { name: tab }).click();
}

/** Signs in through the form on /auth, as a person does, and waits for the dashboard. */
export async function signIn(page: Page, { username, password }: Credentials): Promise<void> {
  await openAuth(page);
  await page.getByLabel('Nombre de usuario').fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL(`${baseUrl()}/dashboard`);
}

/** Signs this page's context in through the API (its cookie jar), for tests that are not about signing in. */
export async function signInThroughApi(page: Page, credentials: Credentials): Promise<void> {
  const response = await page.context().request.post(`${baseUrl()}/api/login`, { data: credentials });
  expect(response.status()).toBe(200);
}

/**
 * The client a public contact request created or joined, found by its e-mail through a signed-in administrator's
 * page: the request's receipt is its inquiry's own id, never the client's (issue 23).
 */
export async function clientIdOf(page: Page, email: string): Promise<string> {
  const response = await page.request.get(`${baseUrl()}/api/leads?text=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  const { leads } = (await response.json()) as { leads: Array<{ id: string; email: string | null }> };
  const client = leads.find((lead) => lead.email === email.toLowerCase());
  expect(client).toBeDefined();
  return client!.id;
}

/** The toast with this title in the notifications region (not Radix's screen-reader copy of it). */
export function toast(page: Page, title: string): Locator {
  return page.getByRole('region', { name: /Notificaciones/ }).locator('li', { hasText: title });
}

/** That toast's text once it shows, white space folded: "<title> <description>". */
export async function toastText(page: Page, title: string): Promise<string> {
  const shown = toast(page, title);
  await shown.waitFor();
  return (await shown.innerText()).replace(/\s+/g, ' ').trim();
}

/** A complete, valid listing body for POST /api/properties/manage. */
function propertyBody(title: string) {
  return {
    title,
    description: 'Departamento luminoso con terraza, cocina integral y vista a los volcanes; a pasos de parques.',
    operationType: 'comprar',
    propertyType: 'departamento',
    status: 'borrador',
    state: 'Puebla',
    city: 'San Andrés Cholula',
    colonia: 'Lomas de Angelópolis',
    price: 4_350_000,
    bedrooms: 2,
    bathrooms: 2,
    halfBathrooms: 0,
    parkingSpaces: 2,
    buildingArea: 118,
    hasGarden: false,
    amenities: ['gimnasio', 'alberca'],
  };
}

/** Creates a draft listing as the user signed in on this page's context. */
export async function createPropertyThroughApi(page: Page, title: string): Promise<AgentProperty> {
  const response = await page.context().request.post(`${baseUrl()}/api/properties/manage`, { data: propertyBody(title) });
  expect(response.status()).toBe(201);
  return (await response.json()) as AgentProperty;
}
