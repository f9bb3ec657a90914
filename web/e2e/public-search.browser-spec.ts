import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page, Request } from 'playwright-core';
import { baseUrl, useBrowser } from './support/browser.js';
import { toast, toastText } from './support/portal.js';

// The landing's property search against the real catalogue (spec §2, §4, §8, §9).
const PLACEHOLDER = '/images/propiedad-sin-foto.svg';

describe('property search on the landing', () => {
  // External photo hosts are unreachable on test machines; blocking them makes the fallback what is tested.
  const browser = useBrowser({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference', blockExternalPhotos: true });
  let page: Page;
  let searches: Array<Record<string, unknown>>;

  beforeEach(async () => {
    page = await browser.newPage();
    searches = [];
    page.on('request', (request: Request) => {
      if (request.url().endsWith('/api/properties/search') && request.method() === 'POST') searches.push(request.postDataJSON());
    });
    await page.goto(`${baseUrl()}/`);
    await page.locator('#propiedades form').scrollIntoViewIfNeeded();
  });

  const form = () => page.getByRole('search', { name: 'Buscar propiedades' });
  const submit = () => form().getByRole('button', { name: /Buscar propiedades|Buscando\.\.\./ });
  const cards = () => page.locator('#search-results [data-testid="property-card"]');
  const chips = () => page.locator('[data-testid="filter-chips"] li');

  async function searchAndWait(): Promise<void> {
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/properties/search'));
    await submit().click();
    await answered;
    await page.locator('#search-results').waitFor();
  }

  it('searches with the spec defaults and shows the results in three columns, then scrolls to them', async () => {
    expect(await form().getByLabel('Operación').inputValue()).toBe('comprar');
    expect(await form().getByLabel('Operación').locator('option').allTextContents()).toEqual([
      'Comprar',
      'Rentar',
      'Desarrollo',
      'Remate Bancario',
    ]);
    expect(await form().getByLabel('Estado').locator('option').count()).toBe(33);
    expect(await form().getByLabel('Tipo de propiedad').locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual([
      '',
      'casa',
      'departamento',
      'condominio',
      'terreno',
      'oficina',
      'local',
      'bodega',
      'desarrollo',
    ]);

    await searchAndWait();
    expect(searches[0]).toMatchObject({
      operationType: 'comprar',
      minPrice: 0,
      maxPrice: 10_000_000,
      bedrooms: 0,
      bathrooms: 0,
      parkingSpaces: 0,
      minArea: 0,
      maxArea: 1000,
      hasGarden: false,
      page: 1,
      pageSize: 12,
    });
    // The results land under the fixed header (scroll margin 96 px) shortly after the answer.
    await page.waitForFunction(() => Math.abs(document.getElementById('search-results')!.getBoundingClientRect().top - 96) <= 2);

    const count = Number((await page.locator('#search-results h3').first().textContent())!.match(/^[\d,]+/)![0].replace(/,/g, ''));
    expect(count).toBeGreaterThan(12);
    expect(await cards().count()).toBe(12);
    const lefts = await cards().evaluateAll((elements) => elements.slice(0, 4).map((element) => Math.round(element.getBoundingClientRect().left)));
    expect(new Set(lefts.slice(0, 3)).size).toBe(3);
    expect(lefts[3]).toBe(lefts[0]);

    const first = cards().first();
    expect(await first.locator('span').first().textContent()).toMatch(/^(Venta|Renta|Desarrollo|Remate)$/);
    expect(await first.getByText(/^\$[\d,]+(\/mes)?$/).count()).toBe(1);
    expect(await first.locator('.sr-only').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/recámaras?$/), expect.stringMatching(/baños?/), expect.stringMatching(/estacionamientos?$/)]),
    );

    await page.getByRole('button', { name: 'Ver más propiedades' }).click();
    await page.waitForFunction(() => document.querySelectorAll('#search-results [data-testid="property-card"]').length > 12);
    expect(searches.at(-1)).toMatchObject({ page: 2, pageSize: 12 });
  });

  it('reads "Buscando..." and is disabled while the search runs', async () => {
    await page.route('**/api/properties/search', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await submit().click();
    const pending = form().getByRole('button', { name: 'Buscando...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    await form().getByRole('button', { name: 'Buscar propiedades' }).waitFor();
  });

  it('shows and hides the advanced panel, keeps steppers at 0 or more, and moves the sliders by their steps', async () => {
    const toggle = form().getByRole('button', { name: 'Filtros avanzados' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await form().getByLabel('Precio máximo').isVisible()).toBe(false);
    await toggle.click();
    expect(await form().getByRole('button', { name: 'Ocultar filtros avanzados' }).getAttribute('aria-expanded')).toBe('true');

    // Driven from the keyboard: the − button stays focusable at 0 (aria-disabled) and does nothing there.
    const bedrooms = form().getByRole('group', { name: 'Recámaras' });
    const fewer = bedrooms.getByRole('button', { name: 'Disminuir recámaras' });
    const more = bedrooms.getByRole('button', { name: 'Aumentar recámaras' });
    expect(await fewer.getAttribute('aria-disabled')).toBe('true');
    await fewer.focus();
    await page.keyboard.press('Enter');
    expect(await bedrooms.locator('output').textContent()).toBe('Cualquiera');
    await more.click();
    await more.click();
    expect(await bedrooms.locator('output').textContent()).toBe('2+');
    await fewer.focus();
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Enter');
    expect(await bedrooms.locator('output').textContent()).toBe('Cualquiera');
    expect(await fewer.getAttribute('aria-disabled')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Disminuir recámaras');

    const maxPrice = form().getByLabel('Precio máximo');
    expect(await maxPrice.evaluate((input: HTMLInputElement) => [input.min, input.max, input.step])).toEqual(['0', '10000000', '100000']);
    expect(await maxPrice.getAttribute('aria-valuetext')).toBe('$10,000,000 o más');
    await maxPrice.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await maxPrice.getAttribute('aria-valuetext')).toBe('$9,900,000');
    await page.keyboard.press('End');
    expect(await maxPrice.getAttribute('aria-valuetext')).toBe('$10,000,000 o más');

    const minArea = form().getByLabel('Superficie mínima');
    expect(await minArea.evaluate((input: HTMLInputElement) => [input.min, input.max, input.step])).toEqual(['0', '1000', '10']);
    await minArea.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await minArea.getAttribute('aria-valuetext')).toBe('20 m²');
    await form().getByLabel('Superficie máxima').focus();
    await page.keyboard.press('End');
    expect(await form().getByLabel('Superficie máxima').getAttribute('aria-valuetext')).toBe('1,000 m² o más');

    const garden = form().getByRole('switch', { name: 'Con jardín' });
    expect(await garden.getAttribute('aria-checked')).toBe('false');
    await garden.focus();
    await page.keyboard.press('Space');
    expect(await garden.getAttribute('aria-checked')).toBe('true');

    await form().getByRole('button', { name: 'Ocultar filtros avanzados' }).click();
    expect(await maxPrice.isVisible()).toBe(false);
  });

  it('shows chips for active filters; removing one resets that field and searches again; clearing resets all', async () => {
    await form().getByLabel('Tipo de propiedad').selectOption('casa');
    await form().getByLabel('Estado').selectOption('Ciudad de México');
    await form().getByRole('button', { name: 'Filtros avanzados' }).click();
    await form().getByRole('button', { name: 'Aumentar recámaras' }).click();
    await form().getByRole('switch', { name: 'Con jardín' }).click();
    expect(await chips().allTextContents()).toEqual(['Casa', 'Ciudad de México', '1+ recámara', 'Con jardín']);

    await searchAndWait();
    expect(searches.at(-1)).toMatchObject({ propertyType: 'casa', state: 'Ciudad de México', bedrooms: 1, hasGarden: true });

    const resubmitted = page.waitForRequest((request) => request.url().endsWith('/api/properties/search'));
    await page.getByRole('button', { name: 'Quitar filtro: Ciudad de México' }).click();
    const body = (await resubmitted).postDataJSON();
    expect(body).not.toHaveProperty('state');
    expect(body).toMatchObject({ propertyType: 'casa', bedrooms: 1, hasGarden: true });
    expect(await form().getByLabel('Estado').inputValue()).toBe('');
    expect(await chips().allTextContents()).toEqual(['Casa', '1+ recámara', 'Con jardín']);

    await form().getByRole('button', { name: 'Limpiar todos los filtros' }).click();
    expect(await chips().count()).toBe(0);
    expect(await form().getByLabel('Tipo de propiedad').inputValue()).toBe('');
    expect(await form().getByRole('button', { name: 'Filtros avanzados' }).getAttribute('aria-expanded')).toBe('false');
    expect(await form().getByLabel('Precio máximo').isVisible()).toBe(false);
  });

  it('says so when nothing matches, with advice', async () => {
    await form().getByLabel('Ubicación').fill('Ningún lugar que exista');
    await searchAndWait();
    await page.getByRole('heading', { name: 'No se encontraron propiedades' }).waitFor();
    expect(await page.getByText(/Intente con otros filtros/).isVisible()).toBe(true);
    expect(await page.locator('#search-results').getByRole('link', { name: 'Hablar con un asesor' }).getAttribute('href')).toBe('#contacto');
    expect(await cards().count()).toBe(0);
  });

  it('raises the destructive toast of spec §8 when the search fails', async () => {
    await page.route('**/api/properties/search', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"Servicio no disponible"}' }),
    );
    await submit().click();
    expect(await toastText(page, 'Error en la búsqueda')).toBe(
      'Error en la búsqueda No se pudieron cargar las propiedades. Intente nuevamente.',
    );
    expect(await toast(page, 'Error en la búsqueda').getAttribute('class')).toContain('destructive');
    expect(await submit().textContent()).toBe('Buscar propiedades');
  });

  it('replaces photos that do not load with the local placeholder, keeping their reserved size', async () => {
    await searchAndWait();
    const photo = cards().first().locator('img');
    await page.waitForFunction(
      (placeholder) => {
        const image = document.querySelector<HTMLImageElement>('#search-results [data-testid="property-card"] img');
        return image?.getAttribute('src') === placeholder && image.complete && image.naturalWidth > 0;
      },
      PLACEHOLDER,
    );
    expect(await photo.getAttribute('data-placeholder')).toBe('true');
    expect(await photo.evaluate((image: HTMLImageElement) => [image.getAttribute('width'), image.getAttribute('height')])).toEqual(['640', '480']);
  });

  it('opens the detail page from a card', async () => {
    await searchAndWait();
    const title = (await cards().first().locator('h3').textContent())!;
    await cards().first().getByRole('link', { name: title }).click();
    await page.waitForURL(/\/propiedades\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  });
});
