import { beforeEach, describe, expect, it } from '@jest/globals';
import type { PropertyDetail, PropertySummary } from '@prestigio/contracts';
import type { Page } from 'playwright-core';
import { baseUrl, holdScripts, openSitePage, useBrowser } from './support/browser.js';

// What a buyer expects of a listing page beyond its facts: a full-screen gallery, the reference, the agent with a
// phone and WhatsApp, "Agendar visita", similar listings, the rounded location and, on phones, a contact bar.
const PLACEHOLDER = '/images/propiedad-sin-foto.svg';
/** A map tile: any image will do, the tiles' host is not reachable from tests. */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('listing page for a buyer', () => {
  const browser = useBrowser({ reducedMotion: 'reduce', blockExternalPhotos: true });
  let page: Page;

  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // No internet here: OpenStreetMap's tiles fail at once, as they would offline.
    await page.route('https://*.tile.openstreetmap.org/**', (route) => route.abort('namenotresolved'));
  });

  /** The published listing with the most similar ones (so the similar section has something to show), and its detail. */
  async function propertyWithSimilar(): Promise<{ detail: PropertyDetail; similar: PropertySummary[] }> {
    const found = await page.request.post(`${baseUrl()}/api/properties/search`, { data: { pageSize: 60 } });
    const { results } = (await found.json()) as { results: PropertySummary[] };
    for (const candidate of results) {
      const similar = (await (await page.request.get(`${baseUrl()}/api/properties/${candidate.slug}/similar`)).json()) as PropertySummary[];
      if (similar.length > 0) {
        const detail = (await (await page.request.get(`${baseUrl()}/api/properties/${candidate.slug}`)).json()) as PropertyDetail;
        if (detail.images.length > 2) return { detail, similar };
      }
    }
    throw new Error('The demo catalogue has no listing with similar ones and three photos');
  }

  async function open(detail: PropertyDetail): Promise<void> {
    await openSitePage(page, `/propiedades/${detail.slug}`);
    await page.getByRole('heading', { level: 1, name: detail.title }).waitFor();
  }

  it('opens a photo full screen, steps with buttons, arrow keys and swipes, and Escape gives the focus back', async () => {
    const { detail } = await propertyWithSimilar();
    await open(detail);
    const total = detail.images.length;
    const opener = page.getByRole('button', { name: 'Ver fotos a pantalla completa' });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: `Fotografías de ${detail.title}` });
    await viewer.waitFor();
    // Full screen: the dialog covers the whole window.
    expect(await viewer.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 800 });
    const counter = viewer.getByText(/^\d+ \/ \d+$/);
    expect(await counter.textContent()).toBe(`1 / ${total}`);
    // The external photo host is unreachable: the placeholder shows instead.
    await page.waitForFunction((placeholder) => document.querySelector('[role="dialog"] img')?.getAttribute('src') === placeholder, PLACEHOLDER);

    await viewer.getByRole('button', { name: 'Foto siguiente' }).click();
    expect(await counter.textContent()).toBe(`2 / ${total}`);
    await page.keyboard.press('ArrowRight');
    expect(await counter.textContent()).toBe(`3 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    expect(await counter.textContent()).toBe(`2 / ${total}`);
    await viewer.getByRole('button', { name: 'Foto anterior' }).click();
    await viewer.getByRole('button', { name: 'Foto anterior' }).click();
    expect(await counter.textContent()).toBe(`${total} / ${total}`);

    // A finger swiping left shows the next photo (wrapping to the first), swiping right the previous one.
    const swipe = (fromX: number, toX: number) =>
      viewer.locator('img').evaluate(
        (image, [from, to]) => {
          const at = (type: string, x: number) =>
            image.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'touch', isPrimary: true, clientX: x, clientY: 400 }));
          at('pointerdown', from!);
          at('pointermove', (from! + to!) / 2);
          at('pointerup', to!);
        },
        [fromX, toX],
      );
    await swipe(900, 500);
    expect(await counter.textContent()).toBe(`1 / ${total}`);
    await swipe(400, 800);
    expect(await counter.textContent()).toBe(`${total} / ${total}`);
    // A short slip is not a swipe.
    await swipe(600, 620);
    expect(await counter.textContent()).toBe(`${total} / ${total}`);

    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    // The page's gallery shows the photo the visitor stopped at.
    expect(await page.getByRole('region', { name: `Fotografías de ${detail.title}` }).getByText(/^\d+ \/ \d+$/).textContent()).toBe(`${total} / ${total}`);
  });

  it('on a phone, the full-screen view fills the screen and turns with a finger', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { detail } = await propertyWithSimilar();
    await open(detail);
    const total = detail.images.length;
    await page.getByRole('button', { name: 'Ver fotos a pantalla completa' }).click();
    const viewer = page.getByRole('dialog', { name: `Fotografías de ${detail.title}` });
    await viewer.waitFor();
    expect(await viewer.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    const counter = viewer.getByText(/^\d+ \/ \d+$/);
    // A real touch sequence (touch events, from which Chromium makes the pointer events) swipes to the next photo.
    const client = await page.context().newCDPSession(page);
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      client.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: 420 }] });
    await touch('touchStart', 330);
    for (const x of [290, 230, 170, 110]) await touch('touchMove', x);
    await touch('touchEnd', 110);
    await page.waitForFunction((expected) => [...document.querySelectorAll('[role="dialog"] p')].some((p) => p.textContent === expected), `2 / ${total}`);
    expect(await counter.textContent()).toBe(`2 / ${total}`);
    await viewer.getByRole('button', { name: 'Cerrar' }).click();
    await viewer.waitFor({ state: 'hidden' });
  });

  it('shows the reference, the agent with a phone and a WhatsApp message about the listing, and similar listings', async () => {
    const { detail, similar } = await propertyWithSimilar();
    await open(detail);
    expect(detail.reference).toMatch(/^PRE-\d{6}$/);
    expect(await page.getByTestId('property-reference').textContent()).toBe(`Ref. ${detail.reference}`);

    // The demo agents have their own lines.
    const agent = page.getByRole('region', { name: detail.agent!.fullName });
    expect(detail.agent!.phone).toMatch(/^52\d{10}$/);
    expect(await agent.getByRole('link', { name: /Llamar al/ }).getAttribute('href')).toBe(`tel:+${detail.agent!.phone}`);
    const whatsapp = new URL((await agent.getByRole('link', { name: 'Escribir por WhatsApp' }).getAttribute('href'))!);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/${detail.agent!.phone}`);
    const message = whatsapp.searchParams.get('text')!;
    expect(message).toContain(detail.title);
    expect(message).toContain(`Ref. ${detail.reference}`);
    expect(message).toContain(page.url());

    const section = page.getByRole('region', { name: 'Propiedades similares' });
    await section.scrollIntoViewIfNeeded();
    const cards = section.getByTestId('property-card');
    await cards.first().waitFor();
    expect(await cards.evaluateAll((elements) => elements.map((card) => card.getAttribute('data-property-id')))).toEqual(similar.map((p) => p.id));
    for (const listing of similar) {
      expect(listing.id).not.toBe(detail.id);
      expect([listing.operationType, listing.propertyType, listing.city]).toEqual([detail.operationType, detail.propertyType, detail.city]);
      expect(Math.abs(listing.price - detail.price)).toBeLessThanOrEqual(detail.price * 0.3);
    }
  });

  it('"Agendar visita" fills the form with the visit and puts the focus in the first empty field', async () => {
    const { detail } = await propertyWithSimilar();
    await open(detail);
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await form.getByLabel('Nombre completo').fill('Roberto Salinas');
    await page.getByRole('region', { name: detail.agent!.fullName }).getByRole('button', { name: 'Agendar visita' }).click();
    const message = form.getByLabel('Mensaje (opcional)');
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.getAttribute('type') === 'tel');
    expect(await message.inputValue()).toBe(`Me interesa agendar una visita a «${detail.title}» (Ref. ${detail.reference}). ¿Qué días y horarios tienen disponibles?`);
    expect(await form.getByLabel('¿En qué está interesado? (opcional)').inputValue()).toBe(detail.operationType === 'rentar' ? 'alquiler' : 'compra');
    expect(await form.getByLabel('Teléfono').evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('"Agendar visita" pressed before the form\'s code has arrived keeps what was typed and fills the rest once it runs', async () => {
    const { detail } = await propertyWithSimilar();
    // The form's code held back, as on a slow phone line: the form is the server's markup, not React's yet.
    const releaseForm = await holdScripts(page, /\/assets\/contact-form-[^/]+\.js$/);
    await open(detail);
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await form.getByLabel('Nombre completo').fill('Roberto Salinas');
    await page.getByRole('region', { name: detail.agent!.fullName }).getByRole('button', { name: 'Agendar visita' }).click();
    releaseForm();
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.getAttribute('type') === 'tel');
    expect(await form.getByLabel('Nombre completo').inputValue()).toBe('Roberto Salinas');
    expect(await form.getByLabel('Mensaje (opcional)').inputValue()).toBe(
      `Me interesa agendar una visita a «${detail.title}» (Ref. ${detail.reference}). ¿Qué días y horarios tienen disponibles?`,
    );
  });

  it('shows the rounded location, and a Spanish note naming colonia and city when the map tiles do not load', async () => {
    const { detail } = await propertyWithSimilar();
    // Rounded to about a kilometre: never more than two decimals.
    for (const coordinate of [detail.latitude!, detail.longitude!]) expect(Math.round(coordinate * 100) / 100).toBe(coordinate);
    await open(detail);
    const location = page.getByRole('region', { name: 'Ubicación' });
    await location.scrollIntoViewIfNeeded();
    await location.getByRole('note').waitFor();
    expect(await location.getByRole('note').textContent()).toBe(`Mapa no disponible; ubicación aproximada: ${detail.colonia}, ${detail.city}.`);
  });

  it('shows the map when its tiles load, with Spanish zoom buttons that work on the server-rendered page', async () => {
    const { detail } = await propertyWithSimilar();
    const tileZooms: number[] = [];
    await page.unroute('https://*.tile.openstreetmap.org/**');
    await page.route('https://*.tile.openstreetmap.org/**', (route) => {
      tileZooms.push(Number(new URL(route.request().url()).pathname.split('/')[1]));
      return route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG });
    });
    await open(detail);
    const location = page.getByRole('region', { name: 'Ubicación' });
    await location.scrollIntoViewIfNeeded();
    await page.locator('.leaflet-tile-loaded').first().waitFor();
    expect(new Set(tileZooms)).toEqual(new Set([14]));
    expect(await location.getByRole('note').count()).toBe(0);

    // Leaflet draws these buttons itself, after React: pressing them is never held for a hydration that will not come.
    // It ignores a press while it animates a zoom, and marks its map pane for that time only from the next frame on: a
    // press waits for its own animation to start and then to end, watched from before the press.
    const press = async (button: 'Acercar' | 'Alejar') => {
      await page.evaluate(() => {
        const pane = document.querySelector('.leaflet-map-pane')!;
        const watched = window as unknown as { zoomAnimation: 'waiting' | 'running' | 'ended' };
        watched.zoomAnimation = 'waiting';
        const observer = new MutationObserver(() => {
          if (pane.classList.contains('leaflet-zoom-anim')) watched.zoomAnimation = 'running';
          else if (watched.zoomAnimation === 'running') {
            watched.zoomAnimation = 'ended';
            observer.disconnect();
          }
        });
        observer.observe(pane, { attributes: true, attributeFilter: ['class'] });
      });
      await location.getByRole('button', { name: button }).click();
      await page.waitForFunction(() => (window as unknown as { zoomAnimation: string }).zoomAnimation === 'ended');
    };
    // A level not shown before must be fetched: the request proves the press changed the zoom.
    const zoomTo = async (button: 'Acercar' | 'Alejar', level: number) => {
      const tileRequested = page.waitForRequest((request) => request.url().includes(`tile.openstreetmap.org/${level}/`));
      await press(button);
      await tileRequested;
    };
    await zoomTo('Acercar', 15);
    await press('Alejar');
    await zoomTo('Alejar', 13);
  });

  it('keeps Leaflet out of the first JavaScript: it loads only when the map nears the screen', async () => {
    const { detail } = await propertyWithSimilar();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await open(detail);
    const mapChunk = () => scripts.filter((url) => /leaflet/i.test(url));
    expect(mapChunk()).toEqual([]);
    const loaded = page.waitForRequest((request) => /leaflet/i.test(request.url()));
    await page.getByRole('region', { name: 'Ubicación' }).scrollIntoViewIfNeeded();
    await loaded;
  });

  it('on a phone, a contact bar at the bottom calls, writes and schedules, and never covers the form', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { detail } = await propertyWithSimilar();
    await open(detail);
    const bar = page.getByRole('region', { name: 'Contactar sobre esta propiedad' });
    const barShown = (shown: boolean) =>
      page.waitForFunction(
        (expected) => {
          const element = document.querySelector('[aria-label="Contactar sobre esta propiedad"]')!;
          return (getComputedStyle(element).visibility === 'visible') === expected;
        },
        shown,
      );

    // Over the description (text only) it shows, fixed at the bottom, with its three actions.
    await page.getByRole('heading', { name: 'Descripción' }).evaluate((heading) => window.scrollTo({ top: window.scrollY + heading.getBoundingClientRect().top - 200, behavior: 'instant' }));
    await barShown(true);
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
    expect(box.width).toBe(390);
    expect(await bar.getByRole('link', { name: 'Llamar' }).getAttribute('href')).toBe(`tel:+${detail.agent!.phone}`);
    expect(await bar.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(`https://wa.me/${detail.agent!.phone}?text=`);

    // With the form's send button at the bottom of the screen the bar steps aside.
    const send = page.getByRole('button', { name: 'Enviar mensaje' });
    await send.evaluate((button) => window.scrollTo({ top: window.scrollY + button.getBoundingClientRect().bottom - window.innerHeight + 10, behavior: 'instant' }));
    await barShown(false);
    const sendBox = (await send.boundingBox())!;
    expect(sendBox.y + sendBox.height).toBeLessThanOrEqual(844);

    // "Agendar visita" from the bar fills the form and focuses its first empty field.
    await page.getByRole('heading', { name: 'Descripción' }).evaluate((heading) => window.scrollTo({ top: window.scrollY + heading.getBoundingClientRect().top - 200, behavior: 'instant' }));
    await barShown(true);
    await bar.getByRole('button', { name: 'Agendar visita' }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('autocomplete') === 'name');
    // The field is on screen, below the fixed header.
    const headerBottom = await page.locator('header').first().evaluate((header) => header.getBoundingClientRect().bottom);
    const field = (await page.getByRole('form', { name: 'Formulario de contacto' }).getByLabel('Nombre completo').boundingBox())!;
    expect(field.y).toBeGreaterThanOrEqual(headerBottom);
    expect(field.y + field.height).toBeLessThanOrEqual(844);
    expect(await page.getByRole('form', { name: 'Formulario de contacto' }).getByLabel('Mensaje (opcional)').inputValue()).toContain(`Ref. ${detail.reference}`);
    // Typing: the keyboard is up and the bar is out of the way.
    await barShown(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  it('has no contact bar on a desktop', async () => {
    const { detail } = await propertyWithSimilar();
    await open(detail);
    expect(await page.getByRole('region', { name: 'Contactar sobre esta propiedad' }).isVisible()).toBe(false);
  });
});
