import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page, Request } from 'playwright-core';
import { baseUrl, useBrowser, openSitePage } from './support/browser.js';
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
    await openSitePage(page);
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
    // Each fact a card shows is a count with its word; a zero is not shown (land has no bedrooms, some houses no parking).
    const facts = await first.locator('.sr-only').allTextContents();
    expect(facts.length).toBeGreaterThan(0);
    for (const fact of facts) expect(fact).toMatch(/^[\d.,]+ (recámaras?|baños?|medios? baños?|estacionamientos?|m² de superficie)\b/);

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

  it('sets a rent budget by the month on its own slider, and takes a typed price ("45 mil", "2.5 mdp")', async () => {
    await form().getByLabel('Operación').selectOption('rentar');
    await form().getByRole('button', { name: 'Filtros avanzados' }).click();
    const prices = form().getByRole('group', { name: 'Renta mensual (MXN)' });
    const maxPrice = prices.getByLabel('Precio máximo', { exact: true });
    expect(await maxPrice.evaluate((input: HTMLInputElement) => [input.min, input.max, input.step])).toEqual(['0', '500000', '5000']);
    expect(await maxPrice.getAttribute('aria-valuetext')).toBe('$500,000/mes o más');
    await maxPrice.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await maxPrice.getAttribute('aria-valuetext')).toBe('$495,000/mes');

    const typedMax = prices.getByLabel('Hasta', { exact: true });
    await typedMax.fill('45 mil');
    await typedMax.blur();
    expect(await typedMax.inputValue()).toBe('45,000');
    expect(await maxPrice.getAttribute('aria-valuetext')).toBe('$45,000/mes');
    expect(await chips().allTextContents()).toEqual(['Rentar', 'Precio hasta $45,000/mes']);
    await searchAndWait();
    expect(searches.at(-1)).toMatchObject({ operationType: 'rentar', minPrice: 0, maxPrice: 45_000 });
    expect(new URL(page.url()).search).toBe('?operacion=rentar&precio-max=45000');
    const shown = await cards().evaluateAll((elements) =>
      elements.map((element) => Number(element.textContent!.match(/\$([\d,]+)\/mes/)![1]!.replace(/,/g, ''))),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((price) => price <= 45_000)).toBe(true);

    // Back to a purchase: the spec's slider, its whole range, and a typed "2.5 mdp".
    await form().getByLabel('Operación').selectOption('comprar');
    const purchase = form().getByRole('group', { name: 'Precio (MXN)' });
    expect(await purchase.getByLabel('Precio máximo', { exact: true }).evaluate((input: HTMLInputElement) => [input.max, input.step])).toEqual(['10000000', '100000']);
    expect(await purchase.getByLabel('Precio máximo', { exact: true }).getAttribute('aria-valuetext')).toBe('$10,000,000 o más');
    await purchase.getByLabel('Desde', { exact: true }).fill('2.5 mdp');
    await purchase.getByLabel('Desde', { exact: true }).blur();
    expect(await purchase.getByLabel('Precio mínimo', { exact: true }).getAttribute('aria-valuetext')).toBe('$2,500,000');
    await purchase.getByLabel('Hasta', { exact: true }).fill('mucho');
    expect(await page.getByText('Escriba una cantidad, por ejemplo 2.5 mdp, 850 mil o 45,000').isVisible()).toBe(true);
    await searchAndWait();
    expect(searches.at(-1)).toMatchObject({ operationType: 'comprar', minPrice: 2_500_000, maxPrice: 10_000_000 });
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

  it('"Limpiar todos los filtros" takes the results away with the filters, so the screen always matches the form', async () => {
    await form().getByLabel('Operación').selectOption('rentar');
    await form().getByLabel('Ubicación').fill('Polanco');
    await searchAndWait();
    expect(await cards().count()).toBeGreaterThan(0);

    await form().getByRole('button', { name: 'Limpiar todos los filtros' }).click();
    await page.locator('#search-results').waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    expect(await form().getByLabel('Operación').inputValue()).toBe('comprar');
    expect(await form().getByLabel('Ubicación').inputValue()).toBe('');
    expect(await chips().count()).toBe(0);

    // The cleared search is one Back away, results and all.
    await page.goBack();
    await page.waitForURL((url) => url.search === '?operacion=rentar&ubicacion=Polanco');
    await cards().first().waitFor();
    expect(await form().getByLabel('Ubicación').inputValue()).toBe('Polanco');
  });

  it("finds a state's listings by its name typed as the location, whatever the accents and case", async () => {
    for (const typed of ['Yucatán', 'yucatan']) {
      await form().getByLabel('Ubicación').fill(typed);
      await searchAndWait();
      await page.waitForFunction(() => document.querySelectorAll('#search-results [data-testid="property-card"]').length > 0);
      const places = await cards().evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
      expect(places.some((text) => text.includes('Mérida'))).toBe(true);
      expect(places.every((text) => /Yucatán/.test(text))).toBe(true);
    }
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

  it('keeps the search in the address: Back from a listing restores the form, every loaded result and the place on the page', async () => {
    await form().getByLabel('Operación').selectOption('rentar');
    await searchAndWait();
    expect(new URL(page.url()).search).toBe('?operacion=rentar');
    await page.getByRole('button', { name: 'Ver más propiedades' }).click();
    await page.waitForFunction(() => document.querySelectorAll('#search-results [data-testid="property-card"]').length > 12);
    const loaded = await cards().count();

    // The thirteenth card (the second page), brought to the middle of the screen, is the one opened.
    const card = cards().nth(12);
    const title = (await card.locator('h3').textContent())!;
    await card.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    // Where it stands once the page is still (late layout can move it a little after the jump, as under CI's load).
    const cardTop = await card.evaluate(async (element) => {
      let top = Number.NaN;
      for (let still = 0; still < 3; ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const now = element.getBoundingClientRect().top;
        still = now === top ? still + 1 : 0;
        top = now;
      }
      return top;
    });
    await card.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/propiedades\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // The listing opens at its top, not at the landing's scroll position.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '?operacion=rentar');
    await page.waitForFunction((count) => document.querySelectorAll('#search-results [data-testid="property-card"]').length === count, loaded);
    expect(await form().getByLabel('Operación').inputValue()).toBe('rentar');
    // The card opened is back where it was on the screen...
    const cardBackInPlace = async () => {
      try {
        await page.waitForFunction(
          // Within a line's height: a place lost is off by a screen or more.
          (top) => Math.abs(document.querySelectorAll('#search-results [data-testid="property-card"]')[12]!.getBoundingClientRect().top - top) <= 24,
          cardTop,
          { timeout: 10_000 },
        );
      } catch (error) {
        // What the page held, for a failure that only shows under load.
        const state = await page.evaluate(() => ({
          cardNow: document.querySelectorAll('#search-results [data-testid="property-card"]')[12]?.getBoundingClientRect().top,
          scrollY: window.scrollY,
          height: document.body.scrollHeight,
          saved: { ...sessionStorage },
        }));
        throw new Error(`${(error as Error).message}\n${JSON.stringify({ cardTop, ...state })}`, { cause: error });
      }
    };
    await cardBackInPlace();
    expect(await cards().nth(12).locator('h3').textContent()).toBe(title);
    // ...and stays there while the page settles: content growing above it (photos, the sections coming back) does not
    // push it away (CI once caught the place lost under load).
    await page.evaluate(() => document.getElementById('inicio')!.append(Object.assign(document.createElement('div'), { style: 'height: 300px' })));
    await cardBackInPlace();
  });

  it('runs a search shared as an address: the form shows it, the results match it and the page shows them', async () => {
    const shared = await browser.newPage();
    const bodies: Array<Record<string, unknown>> = [];
    shared.on('request', (request) => {
      if (request.url().endsWith('/api/properties/search')) bodies.push(request.postDataJSON());
    });
    await shared.goto(`${baseUrl()}/?operacion=rentar&tipo=departamento&estado=ciudad-de-mexico&ubicacion=polanco&recamaras=1&orden=precio-menor`);
    const sharedForm = shared.getByRole('search', { name: 'Buscar propiedades' });
    await shared.locator('#search-results [data-testid="property-card"]').first().waitFor();

    expect(bodies).toEqual([
      expect.objectContaining({
        operationType: 'rentar',
        propertyType: 'departamento',
        state: 'Ciudad de México',
        location: 'polanco',
        bedrooms: 1,
        minPrice: 0,
        sort: 'price_asc',
        page: 1,
        pageSize: 12,
      }),
    ]);
    expect(await sharedForm.getByLabel('Operación').inputValue()).toBe('rentar');
    expect(await sharedForm.getByLabel('Tipo de propiedad').inputValue()).toBe('departamento');
    expect(await sharedForm.getByLabel('Estado').inputValue()).toBe('Ciudad de México');
    expect(await sharedForm.getByLabel('Ubicación').inputValue()).toBe('polanco');
    // The advanced filter in the address is shown, with its chip, and so is the order.
    expect(await sharedForm.getByRole('group', { name: 'Recámaras' }).locator('output').textContent()).toBe('1+');
    expect(await shared.locator('[data-testid="filter-chips"] li').allTextContents()).toContain('1+ recámara');
    expect(await shared.getByLabel('Ordenar por').inputValue()).toBe('price_asc');
    await shared.waitForFunction(() => Math.abs(document.getElementById('search-results')!.getBoundingClientRect().top - 96) <= 2);

    // A new order replaces the address's entry; a new search adds one, and Back returns to the shared one.
    const sorted = shared.waitForResponse((response) => response.url().endsWith('/api/properties/search'));
    await shared.getByLabel('Ordenar por').selectOption('newest');
    await sorted;
    expect(new URL(shared.url()).searchParams.get('orden')).toBe('recientes');
    await sharedForm.getByLabel('Ubicación').fill('');
    // A slow phone: the router renders the search and the Back that undoes it as one update, and the form must still
    // drop the draft typed before (CI caught it showing '' under load).
    const cpu = await shared.context().newCDPSession(shared);
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 40 });
    await sharedForm.getByRole('button', { name: 'Buscar propiedades' }).click();
    await shared.waitForURL((url) => !url.searchParams.has('ubicacion'));
    await shared.goBack();
    await shared.waitForURL((url) => url.searchParams.get('ubicacion') === 'polanco');
    await shared.waitForFunction(() => (document.querySelector('input[placeholder="Ciudad o colonia"]') as HTMLInputElement).value === 'polanco');
    await shared.close();
  });

  it('opens the detail page from a card', async () => {
    await searchAndWait();
    const title = (await cards().first().locator('h3').textContent())!;
    await cards().first().getByRole('link', { name: title }).click();
    await page.waitForURL(/\/propiedades\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  });
});
