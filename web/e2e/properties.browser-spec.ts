import { describe, expect, it, jest } from '@jest/globals';
import { DEMO_AGENTS, type AgentProperty, type PropertyImage, type SearchResponse } from '@prestigio/contracts';
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { adminAccount, demoAgent } from './support/accounts.js';
import { baseUrl, useBrowser, openSitePage } from './support/browser.js';
import { makePng } from './support/images.js';
import { createPropertyThroughApi, signIn, signInThroughApi, toastText } from './support/portal.js';

// The portal's property pages in Chromium against the real stack: an agent creates a listing, adds a photo
// and publishes it, and a visitor finds it; another agent may look but not touch; the gallery is arranged with the
// keyboard and a bad photo is explained without losing anything. Every test makes its own uniquely named listings.

// jest-circus reads only the global testTimeout, not the browser project's 60 s in jest.config.mjs.
jest.setTimeout(90_000);

const owner = demoAgent(0);
const otherAgent = demoAgent(1);
const NOT_YOURS = 'Solo puedes modificar las propiedades que tienes a tu cargo';

/** A word no seeded listing contains, so searches find exactly the listing under test. */
function uniqueToken(): string {
  return `prueba${randomBytes(4).toString('hex')}`;
}

describe('the portal property pages in the browser', () => {
  // Seeded photos live on an external host this machine cannot reach.
  const browser = useBrowser({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', timeout: 15_000, blockExternalPhotos: true });
  /** A fresh, cookie-less context and its page. */
  const freshPage = (viewport?: { width: number; height: number }) => browser.newPage({ viewport });

  async function uploadThroughApi(page: Page, id: string, name: string, buffer: Buffer): Promise<PropertyImage[]> {
    const response = await page.context().request.post(`${baseUrl()}/api/properties/manage/${id}/photos`, {
      multipart: { photos: { name, mimeType: 'image/png', buffer } },
    });
    expect(response.status()).toBe(201);
    return (await response.json()) as PropertyImage[];
  }

  /** The gallery's photo ids in the order shown, main photo first. */
  async function galleryOrder(page: Page): Promise<string[]> {
    return page
      .getByRole('list', { name: 'Galería de fotos' })
      .locator(':scope > li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-photo-id') ?? ''));
  }

  /**
   * Waits until the gallery takes the next change. It shows a move at once but takes no other until the server has
   * stored it; meanwhile its controls are aria-disabled.
   */
  async function galleryIdle(page: Page): Promise<void> {
    await page.waitForFunction(() => !document.querySelector('[aria-label="Galería de fotos"] button[aria-disabled="true"]'));
  }

  async function focusedLabel(page: Page): Promise<string | null> {
    return page.locator(':focus').getAttribute('aria-label');
  }

  async function hasLoaded(image: Locator): Promise<boolean> {
    await image.waitFor();
    return image.evaluate(
      (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
    );
  }

  it('an agent creates a listing in the portal, adds a photo and publishes it, and a visitor finds it', async () => {
    const page = await freshPage();
    await signIn(page, owner);
    const token = uniqueToken();
    const title = `Residencia con jardín en Puerta de Hierro ${token}`;

    await page.goto(`${baseUrl()}/properties/new`);
    await page.getByRole('heading', { level: 1, name: 'Nueva Propiedad' }).waitFor();
    for (const section of ['Datos generales', 'Ubicación', 'Características', 'Amenidades', 'Precio']) {
      expect(await page.getByRole('region', { name: section }).isVisible()).toBe(true);
    }

    // Nothing is sent while the form is invalid; the contract schema's messages show under their fields.
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/properties/manage')) posts += 1;
    });
    await page.getByRole('button', { name: 'Crear propiedad' }).click();
    for (const message of [
      'El título debe tener al menos 10 caracteres',
      'La descripción debe tener al menos 30 caracteres',
      'Selecciona el tipo de propiedad',
      'Selecciona el estado de la República',
      'La ciudad es obligatoria',
      'Debe ser un número',
    ]) {
      await page.getByText(message, { exact: true }).first().waitFor();
    }
    expect(await page.getByLabel('Título').getAttribute('aria-invalid')).toBe('true');
    expect(posts).toBe(0);

    await page.getByLabel('Título').fill(title);
    await page
      .getByLabel('Descripción')
      .fill('Residencia de autor con jardín arbolado, alberca climatizada y estudio, en privada con vigilancia.');
    await page.getByLabel('Tipo de operación').selectOption({ label: 'Venta' });
    await page.getByLabel('Tipo de propiedad').selectOption({ label: 'Casa' });
    await page.getByLabel('Estado de la República').selectOption('Jalisco');
    await page.getByLabel('Ciudad o municipio').fill('Zapopan');
    await page.getByLabel('Colonia (opcional)').fill('Puerta de Hierro');
    await page.getByLabel('Recámaras').fill('4');
    await page.getByLabel('Baños completos').fill('4');
    await page.getByLabel('Medios baños').fill('1');
    await page.getByLabel('Estacionamientos').fill('3');
    await page.getByLabel('Superficie construida (opcional)').fill('1,250.5 m²');
    await page.getByLabel('Tiene jardín').check();
    await page.getByLabel('Alberca').check();
    await page.getByLabel('Seguridad 24 h').check();
    // Mexican ways of writing money: "12.5 mdp" and "8 mil".
    await page.getByRole('textbox', { name: 'Precio', exact: true }).fill('12.5 mdp');
    await page.getByRole('textbox', { name: 'Mantenimiento mensual (opcional)' }).fill('8 mil');
    await page.getByLabel('Título').focus();
    expect(await page.getByRole('textbox', { name: 'Precio', exact: true }).inputValue()).toBe('12,500,000');

    // "Guardando..." while the request runs (held back a moment so it can be seen).
    await page.route('**/api/properties/manage', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Crear propiedad' }).click();
    await page.getByRole('button', { name: 'Guardando...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Guardando...' }).isDisabled()).toBe(true);

    // On to the edit page, where photos are added.
    await page.waitForURL(/\/properties\/[0-9a-f-]{36}\/edit#fotos$/);
    expect(await toastText(page, 'Propiedad creada')).toContain('Ahora agrega sus fotos');
    const id = /\/properties\/([0-9a-f-]{36})\/edit/.exec(page.url())![1]!;
    const saved = (await (await page.context().request.get(`${baseUrl()}/api/properties/manage/${id}`)).json()) as AgentProperty;
    expect(saved).toMatchObject({
      title,
      status: 'borrador',
      operationType: 'comprar',
      propertyType: 'casa',
      state: 'Jalisco',
      city: 'Zapopan',
      colonia: 'Puerta de Hierro',
      price: 12_500_000,
      maintenanceFee: 8_000,
      bedrooms: 4,
      halfBathrooms: 1,
      buildingArea: 1250.5,
      hasGarden: true,
      amenities: ['alberca', 'seguridad_24h'],
      agentId: DEMO_AGENTS[0].id,
    });

    // A photo is previewed before it is sent, then uploaded with a real progress bar (the answer is held back a
    // moment so the running upload can be seen).
    const photos = page.getByRole('region', { name: 'Fotos' });
    await photos.getByText('Aún no hay fotos. La primera que subas será la foto principal.').waitFor();
    await page.getByLabel('Elegir fotos de la propiedad').setInputFiles({
      name: 'fachada.png',
      mimeType: 'image/png',
      buffer: makePng(900, 600, 7),
    });
    const preview = photos.getByRole('img', { name: 'Vista previa de fachada.png' });
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    expect(await hasLoaded(preview)).toBe(true);

    await page.route(`**/api/properties/manage/${id}/photos`, async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fulfill({ response });
    });
    await photos.getByRole('button', { name: 'Subir 1 foto' }).click();
    const progress = photos.getByRole('progressbar', { name: 'Subiendo fotos' });
    await progress.waitFor();
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    expect(await toastText(page, 'Fotos agregadas')).toContain('Se agregó 1 foto a la galería.');
    await progress.waitFor({ state: 'detached' });

    // The gallery shows it as the main photo, served by the API.
    const main = photos.locator('[data-main]');
    await main.getByText('Principal').waitFor();
    const mainImage = main.getByRole('img');
    const mainSrc = await mainImage.getAttribute('src');
    expect(mainSrc).toMatch(/^\/api\/properties\/photos\/.+\.webp$/);
    expect(await hasLoaded(mainImage)).toBe(true);
    expect(await photos.getByText('1 de 30').isVisible()).toBe(true);

    // Publish it from the table.
    await page.goto(`${baseUrl()}/properties?q=${token}`);
    const row = page.locator(`tr[data-property-id="${id}"]`);
    await row.waitFor();
    expect(await row.getByText('Borrador').isVisible()).toBe(true);
    expect(await row.getByText('$12,500,000').isVisible()).toBe(true);
    expect(await row.locator('img').getAttribute('src')).toBe(mainSrc);
    expect(await page.getByText('Mostrando 1–1 de 1 propiedad').isVisible()).toBe(true);
    await row.getByRole('button', { name: `Cambiar estado de ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar estado' });
    await dialog.getByLabel(/^Disponible/).check();
    await dialog.getByRole('button', { name: 'Guardar estado' }).click();
    expect(await toastText(page, 'Estado actualizado')).toContain(`«${title}» ahora está como Disponible.`);
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Disponible', { exact: true }).waitFor();

    // A visitor (no session) finds it with the landing's search and opens its public page.
    const visitor = await freshPage();
    await openSitePage(visitor);
    const search = visitor.getByRole('search', { name: 'Buscar propiedades' });
    await search.getByLabel('Ubicación').fill(token);
    await search.getByRole('button', { name: 'Buscar propiedades' }).click();
    const card = visitor.locator('#search-results').getByRole('link', { name: title });
    await card.waitFor();
    const publicFound = (await (
      await visitor.context().request.post(`${baseUrl()}/api/properties/search`, { data: { location: token } })
    ).json()) as SearchResponse;
    expect(publicFound.count).toBe(1);
    expect(publicFound.results[0]).toMatchObject({ id, title, status: 'disponible', price: 12_500_000 });
    expect(publicFound.results[0]!.mainImage).toMatch(/^\/api\/properties\/photos\/.+\.webp$/);

    await card.click();
    await visitor.waitForURL(`${baseUrl()}/propiedades/${publicFound.results[0]!.slug}`);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
  });

  it('another agent sees the listing without edit, status or archive actions, and the API refuses their change', async () => {
    const ownerPage = await freshPage();
    await signInThroughApi(ownerPage, owner);
    const title = `Departamento con terraza en Angelópolis ${uniqueToken()}`;
    const listing = await createPropertyThroughApi(ownerPage, title);

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const page = await freshPage(viewport);
      await signInThroughApi(page, otherAgent);
      await page.goto(`${baseUrl()}/properties?q=${encodeURIComponent(title)}`);
      const row = page.locator(`[data-property-id="${listing.id}"]:visible`);
      await row.waitFor();
      expect(await row.getAttribute('data-editable')).toBe('false');
      expect(await row.getByText(title).isVisible()).toBe(true);
      expect(await row.getByText('María García').isVisible()).toBe(true);
      expect(await row.getByRole('link', { name: title }).count()).toBe(0);
      expect(await row.getByRole('button').count()).toBe(0);
      expect(await row.getByRole('link').count()).toBe(0);

      // Its reference is shown, and the search finds the listing by it alone.
      expect(listing.reference).toMatch(/^PRE-\d{6}$/);
      await page.goto(`${baseUrl()}/properties?q=${encodeURIComponent(listing.reference)}`);
      await page.locator('[data-property-id]:visible').getByText(`Ref. ${listing.reference}`).waitFor();
      expect(await page.locator('[data-property-id]:visible').evaluateAll((rows) => rows.map((found) => found.getAttribute('data-property-id')))).toEqual([listing.id]);
    }

    // Even by address, the edit page does not offer the form.
    const page = await freshPage();
    await signInThroughApi(page, otherAgent);
    await page.goto(`${baseUrl()}/properties/${listing.id}/edit`);
    await page.getByRole('heading', { name: NOT_YOURS }).waitFor();
    expect(await page.getByRole('button', { name: 'Guardar cambios' }).count()).toBe(0);

    // And a direct call is refused by the service, changing nothing.
    const api = page.context().request;
    const patch = await api.patch(`${baseUrl()}/api/properties/manage/${listing.id}`, { data: { price: 1 } });
    expect(patch.status()).toBe(403);
    expect(((await patch.json()) as { message: string }).message).toBe(NOT_YOURS);
    const archive = await api.delete(`${baseUrl()}/api/properties/manage/${listing.id}`);
    expect(archive.status()).toBe(403);
    const unchanged = (await (await api.get(`${baseUrl()}/api/properties/manage/${listing.id}`)).json()) as AgentProperty;
    expect(unchanged.price).toBe(4_350_000);

    // An administrator may act on any listing.
    const adminPage = await freshPage();
    await signInThroughApi(adminPage, adminAccount());
    await adminPage.goto(`${baseUrl()}/properties?q=${encodeURIComponent(title)}`);
    const adminRow = adminPage.locator(`tr[data-property-id="${listing.id}"]`);
    await adminRow.getByRole('link', { name: `Editar ${title}` }).waitFor();
    expect(await adminRow.getByRole('button', { name: `Archivar ${title}` }).isVisible()).toBe(true);
  });

  it('arranges the gallery with the keyboard, deletes with confirmation and explains refused photos without losing them', async () => {
    const page = await freshPage();
    await signInThroughApi(page, owner);
    const listing = await createPropertyThroughApi(page, `Loft en el Centro Histórico ${uniqueToken()}`);
    await uploadThroughApi(page, listing.id, 'uno.png', makePng(320, 240, 1));
    await uploadThroughApi(page, listing.id, 'dos.png', makePng(320, 240, 2));
    const [first, second, third] = (await uploadThroughApi(page, listing.id, 'tres.png', makePng(320, 240, 3))).map(
      (image) => image.id,
    ) as [string, string, string];

    await page.goto(`${baseUrl()}/properties/${listing.id}/edit`);
    await page.getByRole('list', { name: 'Galería de fotos' }).waitFor();
    expect(await galleryOrder(page)).toEqual([first, second, third]);

    // Keyboard only: the move button keeps focus on the moved photo, and the server keeps the new order.
    await page.getByRole('button', { name: 'Mover a la derecha la foto 1 de 3' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Mover a la derecha la foto 2 de 3' }).waitFor();
    expect(await galleryOrder(page)).toEqual([second, first, third]);
    expect(await focusedLabel(page)).toBe('Mover a la derecha la foto 2 de 3');
    await galleryIdle(page);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Mover a la izquierda la foto 3 de 3' }).waitFor();
    expect(await galleryOrder(page)).toEqual([second, third, first]);
    // At the end "right" is no longer possible, so the focus moves to "left" on the same photo.
    expect(await focusedLabel(page)).toBe('Mover a la izquierda la foto 3 de 3');
    expect(await page.getByText('Foto movida a la posición 3 de 3').count()).toBe(1);

    await galleryIdle(page);
    await page.getByRole('button', { name: 'Hacer principal la foto 3 de 3' }).click();
    await page.locator(`[data-main][data-photo-id="${first}"]`).waitFor();
    expect(await galleryOrder(page)).toEqual([first, second, third]);
    await galleryIdle(page);
    const stored = (await (await page.context().request.get(`${baseUrl()}/api/properties/manage/${listing.id}`)).json()) as AgentProperty;
    expect(stored.images.map((image) => image.id)).toEqual([first, second, third]);
    expect(stored.mainImage).toBe(stored.images[0]!.url);

    // Deleting asks first; cancelling keeps the photo.
    await page.getByRole('button', { name: 'Eliminar la foto 2 de 3' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar esta foto?' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await galleryOrder(page)).toHaveLength(3);
    await page.getByRole('button', { name: 'Eliminar la foto 2 de 3' }).click();
    await confirm.getByRole('button', { name: 'Eliminar foto' }).click();
    expect(await toastText(page, 'Foto eliminada')).toContain('La galería se actualizó.');
    await page.getByText('2 de 30').waitFor();
    expect(await galleryOrder(page)).toEqual([first, third]);

    // The browser refuses what the service would refuse anyway, naming each file.
    await page.getByLabel('Elegir fotos de la propiedad').setInputFiles([
      { name: 'plano.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 plano') },
      { name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
      { name: 'recamara.png', mimeType: 'image/png', buffer: Buffer.from('esto no es una imagen') },
    ]);
    const refused = page.getByRole('alert').filter({ hasText: 'Estas 2 fotos no se agregaron' });
    await refused.getByText('«plano.pdf» no es una imagen JPEG, PNG o WebP').waitFor();
    expect(await refused.getByText('«enorme.png» pesa 10 MB; cada foto debe pesar como máximo 10 MB').isVisible()).toBe(true);

    // A file that looks right but is not an image reaches the service, which refuses it: its reason stays beside
    // its preview, ready to retry or remove, and the gallery is untouched.
    await page.getByRole('button', { name: 'Subir 1 foto' }).click();
    expect(await toastText(page, 'Una foto no se pudo subir')).toContain('«recamara.png» no es una imagen JPEG, PNG o WebP válida');
    const failed = page.locator('[data-state="failed"]');
    await failed.getByText('«recamara.png» no es una imagen JPEG, PNG o WebP válida').waitFor();
    expect(await page.getByRole('button', { name: 'Reintentar' }).isVisible()).toBe(true);
    expect(await galleryOrder(page)).toEqual([first, third]);
    await failed.getByRole('button', { name: 'Quitar recamara.png' }).click();
    await failed.waitFor({ state: 'detached' });

    // A tiny photo is refused by the service with its size; the small ones taken (320 × 240) are marked as blurred.
    await page.getByLabel('Elegir fotos de la propiedad').setInputFiles([{ name: 'miniatura.png', mimeType: 'image/png', buffer: makePng(40, 30, 21) }]);
    await page.getByRole('button', { name: 'Subir 1 foto' }).click();
    await failed.getByText('«miniatura.png» mide 40 × 30 px: cada foto debe medir al menos 320 × 240 px').waitFor();
    expect(await galleryOrder(page)).toEqual([first, third]);
    expect(await page.locator('[data-photo-id]').getByText('Baja resolución').count()).toBe(2);
  });

  it('does not lose picked photos: leaving asks with their count, and "Guardar cambios" uploads them with the fields', async () => {
    const page = await freshPage();
    await signInThroughApi(page, owner);
    const title = `Casa en Zavaleta ${uniqueToken()}`;
    const listing = await createPropertyThroughApi(page, title);
    await page.goto(`${baseUrl()}/properties/${listing.id}/edit`);
    await page.getByLabel('Elegir fotos de la propiedad').setInputFiles([
      { name: 'fachada.png', mimeType: 'image/png', buffer: makePng(320, 240, 11) },
      { name: 'jardin.png', mimeType: 'image/png', buffer: makePng(320, 240, 12) },
    ]);
    await page.getByText('2 fotos por subir').waitFor();

    // Another page of the portal: the agent is asked, with the count, and staying keeps the photos.
    await page.getByRole('navigation', { name: 'Menú del portal' }).getByRole('link', { name: 'Propiedades' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Hay fotos sin subir' });
    await ask.waitFor();
    expect(await ask.textContent()).toContain('Elegiste 2 fotos que todavía no se suben');
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/properties/${listing.id}/edit`);
    expect(await page.locator('[data-state="waiting"]').count()).toBe(2);

    // Saving the form sends the waiting photos too.
    await page.getByRole('textbox', { name: 'Precio' }).fill('4,400,000');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByRole('list', { name: 'Galería de fotos' }).locator(':scope > li').nth(1).waitFor();
    await page.getByText('2 fotos por subir').waitFor({ state: 'detached' });
    const stored = (await (await page.context().request.get(`${baseUrl()}/api/properties/manage/${listing.id}`)).json()) as AgentProperty;
    expect(stored.price).toBe(4_400_000);
    expect(stored.images).toHaveLength(2);

    // With nothing waiting, leaving is not questioned.
    await page.getByRole('navigation', { name: 'Menú del portal' }).getByRole('link', { name: 'Propiedades' }).click();
    await page.waitForURL(`${baseUrl()}/properties`);

    // A photo picked and then the tab closed or reloaded: the browser asks too.
    await page.goto(`${baseUrl()}/properties/${listing.id}/edit`);
    await page.getByLabel('Elegir fotos de la propiedad').setInputFiles([{ name: 'terraza.png', mimeType: 'image/png', buffer: makePng(320, 240, 13) }]);
    await page.getByText('1 foto por subir').waitFor();
    await page.getByText('1 foto por subir').click(); // the browser asks only pages the user has interacted with
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))));
    await page.reload({ timeout: 2_000 }).catch(() => {});
    expect(await asked).toBe('beforeunload');
    // Leaving by the portal's own links asks in the page, with the count.
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await page.getByRole('alertdialog', { name: 'Hay fotos sin subir' }).getByText('Elegiste 1 foto que todavía no se sube').waitFor();
    await page.getByRole('button', { name: 'Salir sin subirlas' }).click();
    await page.waitForURL(`${baseUrl()}/properties`);
  });
});
