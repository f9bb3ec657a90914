import { beforeEach, describe, expect, it } from '@jest/globals';
import { formatPropertyPrice, formatMXN, landPropertyTypes, type PropertyDetail, type SearchResponse } from '@prestigio/contracts';
import type { Page } from 'playwright-core';
import { baseUrl, useBrowser, openSitePage } from './support/browser.js';

// A listing's public page, and the legal pages the footer and the contact form link to.
const PLACEHOLDER = '/images/propiedad-sin-foto.svg';

describe('listing page and legal pages', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', blockExternalPhotos: true });
  let page: Page;

  beforeEach(async () => {
    page = await browser.newPage();
  });

  /** Opens the first featured listing from the landing, as a visitor would. */
  async function openFeaturedProperty(): Promise<{ title: string; price: string }> {
    await openSitePage(page);
    const card = page.locator('#destacadas [data-testid="property-card"]').first();
    await card.scrollIntoViewIfNeeded();
    const title = (await card.locator('h3').textContent())!;
    const price = (await card.getByText(/^\$[\d,]+(\/mes)?$/).textContent())!;
    await card.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    return { title, price };
  }

  const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');

  it('shows the listing with its price, facts, description, amenities and sharing meta', async () => {
    const { title, price } = await openFeaturedProperty();
    expect(page.url()).toMatch(/\/propiedades\/[a-z0-9-]+$/);
    expect(await page.getByTestId('property-price').textContent()).toBe(price);
    // The currency named for a foreign buyer, and the price per square metre of the area the card shows.
    expect(await page.locator('abbr[title="Pesos mexicanos"]').textContent()).toBe('MXN');
    const listing = (await (await page.request.get(`${baseUrl()}/api/properties/${page.url().split('/').pop()}`)).json()) as PropertyDetail;
    const area = landPropertyTypes.includes(listing.propertyType) ? (listing.landArea ?? listing.buildingArea) : (listing.buildingArea ?? listing.landArea);
    const perMetre = `${formatMXN(Math.round(listing.price / area!))} por m²${listing.operationType === 'rentar' ? ' al mes' : ''}`;
    expect(await page.getByTestId('price-per-square-metre').textContent()).toBe(perMetre);
    expect(await page.getByText('Desde', { exact: true }).count()).toBe(listing.operationType === 'desarrollo' ? 1 : 0);
    expect(await page.getByRole('heading', { name: 'Características principales' }).isVisible()).toBe(true);
    expect(await page.getByText('Recámaras', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Descripción' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Amenidades' }).isVisible()).toBe(true);

    expect(await page.title()).toBe(`${title} | Prestigio`);
    expect(await meta('property="og:title"')).toBe(`${title} | Prestigio`);
    expect(await meta('property="og:type"')).toBe('article');
    expect(await meta('property="og:url"')).toBe(page.url());
    expect(await meta('property="og:image"')).toMatch(/^https?:\/\//);
    const description = (await meta('name="description"'))!;
    expect(description.startsWith(price)).toBe(true);
    expect(await meta('property="og:description"')).toBe(description);

    // Leaving the page puts the landing's own title and link preview (index.html's) back.
    await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Inicio' }).click();
    await page.getByRole('heading', { level: 1, name: 'Descubra Propiedades Excepcionales' }).waitFor();
    expect(await page.title()).toBe('Prestigio | Propiedades de prestigio en México');
    expect(await page.locator('head meta[property="og:title"]').count()).toBe(1);
    expect(await meta('property="og:title"')).toBe('Prestigio | Propiedades de prestigio en México');
    expect(await meta('property="og:type"')).toBe('website');
    expect(await meta('property="og:image"')).toBe(`${baseUrl()}/og-image.png`);
    expect(await meta('property="og:url"')).toBe(`${baseUrl()}/`);
  });

  it('steps through the gallery with buttons and arrow keys, every photo falling back to the placeholder', async () => {
    await openFeaturedProperty();
    const gallery = page.getByRole('region', { name: /^Fotografías de / });
    const main = gallery.locator('img').first();
    await page.waitForFunction(
      (placeholder) => document.querySelector('[aria-roledescription="galería"] img')?.getAttribute('src') === placeholder,
      PLACEHOLDER,
    );
    expect(await main.evaluate((image: HTMLImageElement) => image.naturalWidth > 0)).toBe(true);

    const counter = gallery.getByText(/^\d+ \/ \d+$/);
    const total = Number((await counter.textContent())!.split(' / ')[1]);
    expect(total).toBeGreaterThan(1);
    await gallery.getByRole('button', { name: 'Foto siguiente' }).click();
    expect(await counter.textContent()).toBe(`2 / ${total}`);
    await page.keyboard.press('ArrowRight');
    expect(await counter.textContent()).toBe(`3 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await gallery.getByRole('button', { name: `Ver foto ${total} de ${total}` }).click();
    expect(await counter.textContent()).toBe(`${total} / ${total}`);
    expect(await gallery.getByRole('button', { name: `Ver foto ${total} de ${total}` }).getAttribute('aria-current')).toBe('true');
  });

  it('prices a development from its first unit ("Desde")', async () => {
    const found = await page.request.post(`${baseUrl()}/api/properties/search`, { data: { operationType: 'desarrollo', pageSize: 1 } });
    const { results } = (await found.json()) as SearchResponse;
    expect(results).toHaveLength(1);
    await page.goto(`${baseUrl()}/propiedades/${results[0]!.slug}`);
    await page.getByRole('heading', { level: 1, name: results[0]!.title }).waitFor();
    expect(await page.getByText('Desde', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId('property-price').textContent()).toBe(formatPropertyPrice(results[0]!.price, 'desarrollo'));
  });

  it('offers the link to share and a contact form about this listing', async () => {
    const { title } = await openFeaturedProperty();
    expect(await page.getByLabel('Compartir esta propiedad').inputValue()).toBe(page.url());
    expect(await page.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href')).toContain(encodeURIComponent(page.url()));

    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    expect(await form.getByLabel('Mensaje (opcional)').inputValue()).toContain(`«${title}»`);
    await form.getByLabel('Nombre completo').fill('Roberto Salinas');
    await form.getByLabel('Teléfono').fill('33 3615 2200');
    await form.getByLabel('Correo electrónico').fill(`roberto.salinas.${Date.now()}@ejemplo.mx`);
    await form.getByLabel(/He leído y acepto/).check();
    await page.waitForTimeout(2_600);

    const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/leads'));
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    const body = (await request).postDataJSON();
    expect(body.propertyId).toMatch(/\S/);
    expect(body.message).toContain(title);
    await page.getByRole('dialog', { name: '¡Mensaje enviado!' }).waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  it('fits a phone screen without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { title } = await openFeaturedProperty();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  it('says when a listing does not exist or is no longer published', async () => {
    await page.goto(`${baseUrl()}/propiedades/esta-propiedad-no-existe`);
    await page.getByRole('heading', { level: 1, name: 'Propiedad no disponible' }).waitFor();
    expect(await page.title()).toBe('Propiedad no disponible | Prestigio');
    expect(await page.getByRole('link', { name: 'Ver propiedades' }).isVisible()).toBe(true);
  });

  it('publishes the privacy notice that the contact form links to, with the ARCO rights', async () => {
    await page.goto(`${baseUrl()}/aviso-de-privacidad`);
    await page.getByRole('heading', { level: 1, name: 'Aviso de Privacidad Integral' }).waitFor();
    expect(await page.getByRole('heading', { name: '4. Derechos ARCO y revocación del consentimiento' }).isVisible()).toBe(true);
    expect(await page.getByText(/Ley Federal de Protección de Datos Personales en Posesión de los Particulares/).first().isVisible()).toBe(true);
    expect(await page.title()).toBe('Aviso de Privacidad Integral | Prestigio');
  });
});
