import { beforeEach, describe, expect, it } from '@jest/globals';
import { formatPropertyPrice, type PropertyDetail, type PropertySummary } from '@prestigio/contracts';
import type { Page } from 'playwright-core';
import { baseUrl, holdScripts, useBrowser } from './support/browser.js';
import { contactFormOf, expectContactFormHolds, fillContactForm, untilReactOwns } from './support/contact-form.js';

/** What a crawler reads in a page's first response, parsed without running any of its JavaScript. */
interface FirstResponse {
  status: number;
  title: string;
  description: string | null;
  canonical: string | null;
  og: Record<string, string>;
  jsonLd: unknown[];
  prerendered: boolean;
  h1: string | null;
  text: string;
}

describe('pages in their first response (search engines) and the landing hydrated', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', blockExternalPhotos: true });
  let page: Page;

  beforeEach(async () => {
    page = await browser.newPage();
  });

  /** Fetches the HTML as a crawler does (no browser, no scripts) and parses it with DOMParser, which runs none. */
  async function firstResponse(path: string): Promise<FirstResponse> {
    const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      const content = (selector: string) => doc.querySelector(selector)?.getAttribute('content') ?? null;
      const og = Object.fromEntries([...doc.querySelectorAll('meta[property^="og:"]')].map((meta) => [meta.getAttribute('property')!, meta.getAttribute('content')!]));
      const root = doc.getElementById('root')!;
      return {
        title: doc.title,
        description: content('meta[name="description"]'),
        canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        og,
        jsonLdSources: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
        prerendered: root.hasAttribute('data-prerendered'),
        h1: root.querySelector('h1')?.textContent ?? null,
        text: root.textContent ?? '',
      };
    }, html);
    const { jsonLdSources, ...rest } = parsed;
    return { status: response.status, jsonLd: jsonLdSources.map((source) => JSON.parse(source) as unknown), ...rest };
  }

  it("sends the landing's content, title, description, canonical URL and Open Graph tags before any JavaScript", async () => {
    const landing = await firstResponse('/');
    expect(landing.status).toBe(200);
    expect(landing.title).toBe('Prestigio | Propiedades de prestigio en México');
    expect(landing.description).toMatch(/^Descubra propiedades excepcionales en México/);
    expect(landing.canonical).toBe(`${baseUrl()}/`);
    expect(landing.og).toMatchObject({
      'og:type': 'website',
      'og:url': `${baseUrl()}/`,
      'og:title': landing.title,
      'og:description': landing.description,
      'og:image': `${baseUrl()}/og-image.png`,
    });
    expect(landing.prerendered).toBe(true);
    expect(landing.h1?.replace(/\s+/g, ' ')).toBe('Descubra Propiedades Excepcionales');
    // The sections below the hero and the footer are in it too, not only the hero.
    for (const text of ['Encuentre la propiedad que imagina', 'Nuestros servicios', '¿Por qué elegirnos?', 'Aviso de privacidad']) {
      expect(landing.text).toContain(text);
    }
  });

  it("sends a listing's head, schema.org offer in MXN and its whole page before any JavaScript", async () => {
    const [featured] = (await (await fetch(`${baseUrl()}/api/properties/featured`)).json()) as PropertySummary[];
    const listing = (await (await fetch(`${baseUrl()}/api/properties/${featured!.slug}`)).json()) as PropertyDetail;
    const path = `/propiedades/${listing.slug}`;

    const listingPage = await firstResponse(path);
    expect(listingPage.status).toBe(200);
    expect(listingPage.title).toBe(`${listing.title} | Prestigio`);
    expect(listingPage.description).toContain(`${formatPropertyPrice(listing.price, listing.operationType)} MXN`);
    expect(listingPage.canonical).toBe(`${baseUrl()}${path}`);
    expect(listingPage.og).toMatchObject({ 'og:type': 'article', 'og:url': `${baseUrl()}${path}`, 'og:title': listingPage.title, 'og:description': listingPage.description });
    expect(listingPage.og['og:image']).toMatch(/^https?:\/\//);
    expect(listingPage.jsonLd).toHaveLength(1);
    expect(listingPage.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: listing.title,
      url: `${baseUrl()}${path}`,
      offers: {
        '@type': 'Offer',
        price: listing.price,
        priceCurrency: 'MXN',
        availability: 'https://schema.org/InStock',
        itemOffered: { address: { addressLocality: listing.city, addressRegion: listing.state } },
      },
    });
    // The app's own page, rendered by the server and hydrated in the browser: its facts and its agent too.
    expect(listingPage.prerendered).toBe(true);
    expect(listingPage.h1).toBe(listing.title);
    expect(listingPage.text).toContain('Características principales');
    expect(listingPage.text).toContain(`Ref. ${listing.reference}`);
    expect(listingPage.text).toContain(listing.agent!.fullName);
    expect(listingPage.text).toContain(formatPropertyPrice(listing.price, listing.operationType));
    expect(listingPage.text).toContain(listing.description.split('\n')[0]!.trim());

    expect((await firstResponse('/propiedades/no-existe-esta-propiedad')).status).toBe(404);
  });

  /** Records page errors, and console errors and warnings (React reports hydration mismatches this way). */
  function watchForProblems(): string[] {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      // Photos from the blocked external host fail to load by design.
      if ((message.type() === 'error' || message.type() === 'warning') && !message.text().startsWith('Failed to load resource')) {
        problems.push(`${message.type()}: ${message.text()}`);
      }
    });
    return problems;
  }

  /** Scripts the page requests, by path. */
  function watchScripts(): string[] {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    return scripts;
  }

  /** Keeps the given elements as the HTML parser made them, to tell later whether hydration kept them. */
  async function markServerNodes(selectors: string[]): Promise<void> {
    await page.evaluate((wanted) => {
      (window as unknown as { serverNodes: (Element | null)[] }).serverNodes = wanted.map((selector) => document.querySelector(selector));
    }, selectors);
  }

  async function serverNodesKept(selectors: string[]): Promise<boolean[]> {
    return page.evaluate(
      (wanted) => wanted.map((selector, index) => {
        const node = (window as unknown as { serverNodes: (Element | null)[] }).serverNodes[index];
        return node !== null && node === document.querySelector(selector);
      }),
      selectors,
    );
  }

  /** True once React has hydrated the button with this text (React marks the nodes it owns). */
  async function waitUntilHydrated(buttonText: string): Promise<void> {
    await page.waitForFunction((text) => {
      const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === text);
      return button !== undefined && Object.keys(button).some((key) => key.startsWith('__reactFiber'));
    }, buttonText);
  }

  /**
   * The layout shifts the page reports from now on (what Lighthouse's CLS adds up) in which some element visibly moved
   * or changed size: by a CSS pixel or more. Each is described by its score and what moved, so a failure says what.
   * Sub-pixel entries (seen once under a heavy load: a score of 0.00004) are layout rounding no one can see.
   */
  async function watchLayoutShifts(): Promise<() => Promise<string[]>> {
    await page.evaluate(() => {
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] })[]) {
          if (entry.hadRecentInput) continue;
          const moves = entry.sources
            .map(({ node, previousRect: before, currentRect: after }) => {
              const delta = [after.x - before.x, after.y - before.y, after.width - before.width, after.height - before.height];
              const name = node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].slice(0, 3).join('.')}` : (node?.nodeName ?? '?');
              return Math.max(...delta.map(Math.abs)) >= 1 ? `${name} by ${delta.map((d) => d.toFixed(1)).join(',')}` : null;
            })
            .filter((move): move is string => move !== null);
          if (moves.length > 0) shifts.push(`${entry.value.toFixed(5)}: ${moves.join('; ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    return () => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
  }

  /**
   * Watches, every frame, for each element to become React's; the returned function waits until all have and gives
   * them in the order they did.
   */
  async function watchWhenLive(selectors: string[]): Promise<() => Promise<{ selector: string; at: number }[]>> {
    await page.evaluate((wanted) => {
      const found: { selector: string; at: number }[] = [];
      (window as unknown as { liveOrder: typeof found }).liveOrder = found;
      const look = () => {
        for (const selector of wanted) {
          const element = document.querySelector(selector);
          if (element && !found.some((entry) => entry.selector === selector) && Object.keys(element).some((key) => key.startsWith('__reactFiber'))) {
            found.push({ selector, at: performance.now() });
          }
        }
        if (found.length < wanted.length) requestAnimationFrame(look);
      };
      look();
    }, selectors);
    return async () => {
      await page.waitForFunction((count) => (window as unknown as { liveOrder: unknown[] }).liveOrder.length === count, selectors.length);
      return page.evaluate(() => (window as unknown as { liveOrder: { selector: string; at: number }[] }).liveOrder);
    };
  }

  it('starts the app on its own once the landing has loaded, hydrating the search at once and every other section before any interaction, keeping their markup', async () => {
    const problems = watchForProblems();
    const scripts = watchScripts();
    // Held only long enough to mark the parser's nodes; no interaction at all: the app starts because the page has
    // loaded and the browser is idle.
    const releaseApp = await holdTheApp();
    await page.goto(`${baseUrl()}/`);
    const shifts = await watchLayoutShifts();
    const marked = ['#inicio-titulo', '#propiedades form', '#destacadas article', '#contacto form', 'footer'];
    await markServerNodes(marked);
    const liveOrder = await watchWhenLive(['#propiedades form button[type="submit"]', '#contacto form button[type="submit"]', 'footer form']);
    releaseApp();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.locator('html[data-landing-ready]').waitFor({ state: 'attached' });
    expect(scripts.some((path) => /\/assets\/main-/.test(path))).toBe(true);
    await waitUntilHydrated('Filtros avanzados');

    // Far below the screen, the contact section and the footer hydrate too, after the search and without the visitor
    // coming near them: a first search (a new address, which reaches every island) then has nothing left to hydrate.
    const order = (await liveOrder()).map(({ selector }) => selector);
    expect(order[0]).toBe('#propiedades form button[type="submit"]');
    expect([...order].sort()).toEqual(['#contacto form button[type="submit"]', '#propiedades form button[type="submit"]', 'footer form']);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(scripts.some((path) => /\/assets\/contact-form-/.test(path))).toBe(true);
    await page.waitForLoadState('networkidle');

    // Hydrated, not rendered again, and nothing moved meanwhile.
    expect(await serverNodesKept(marked)).toEqual([true, true, true, true, true]);
    expect(await shifts()).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows the featured listings with their prices and the contact form with its fields without any JavaScript', async () => {
    const featured = (await (await fetch(`${baseUrl()}/api/properties/featured`)).json()) as PropertySummary[];
    expect(featured.length).toBeGreaterThanOrEqual(3);
    const reader = await browser.newPage({ javaScriptEnabled: false });
    await reader.goto(`${baseUrl()}/`);

    const cards = reader.locator('#destacadas article');
    expect(await cards.count()).toBe(3);
    for (const [index, listing] of featured.slice(0, 3).entries()) {
      const card = cards.nth(index);
      expect(await card.getByRole('heading', { name: listing.title }).isVisible()).toBe(true);
      // Prices as es-MX writes them: "$12,500,000", rents per month.
      expect(await card.textContent()).toContain(formatPropertyPrice(listing.price, listing.operationType));
      expect(await card.getByRole('link').first().getAttribute('href')).toBe(`/propiedades/${listing.slug}`);
    }
    expect(await reader.locator('#destacadas [aria-busy]').count()).toBe(0);

    const form = reader.getByRole('form', { name: 'Formulario de contacto' });
    for (const label of ['Nombre completo', 'Teléfono', 'Correo electrónico', '¿En qué está interesado?', 'Mensaje (opcional)']) {
      expect(await form.getByLabel(label).isVisible()).toBe(true);
    }
    expect(await form.getByLabel(/He leído y acepto/).isVisible()).toBe(true);
    expect(await form.getByRole('button', { name: 'Enviar mensaje' }).isVisible()).toBe(true);
  });

  /** Holds the app's code on its way, as on a slow network, until the returned function is called. */
  const holdTheApp = () => holdScripts(page, /\/assets\/main-[^/]+\.js$/);

  it("sends a contact form filled before the app ran once it is live, with the spec's messages and its confirmation", async () => {
    const releaseApp = await holdTheApp();
    await page.goto(`${baseUrl()}/#contacto`);
    const form = contactFormOf(page);
    // Sent empty while the app is on its way: held, then validated with the spec's messages.
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    expect(new URL(page.url()).search).toBe('');
    releaseApp();
    await form.getByText('El nombre es demasiado corto', { exact: true }).waitFor();
    await form.getByText('Debe aceptar la política de privacidad', { exact: true }).waitFor();
  });

  it('keeps what a visitor typed into the contact form before the app ran, and sends it once the app is live', async () => {
    const releaseApp = await holdTheApp();
    await page.goto(`${baseUrl()}/#contacto`);
    const form = contactFormOf(page);
    const email = `rodrigo.salas.${Date.now()}@ejemplo.mx`;
    await fillContactForm(form, {
      name: 'Rodrigo Salas',
      phone: '33 1234 5678',
      email,
      interest: 'compra',
      message: 'Quisiera visitar la casa de Polanco.',
    });
    // People take a few seconds; the server discards forms sent faster than that as automated.
    await page.waitForTimeout(2_600);
    const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/leads'));
    const response = page.waitForResponse((candidate) => candidate.url().endsWith('/api/leads'));
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    expect(new URL(page.url()).search).toBe('');

    releaseApp();
    const body = (await request).postDataJSON();
    // Timed from when the form was on screen (the page's start), not from when it became React's.
    expect(body.elapsedMs).toBeGreaterThanOrEqual(2_500);
    expect(body).toMatchObject({
      name: 'Rodrigo Salas',
      phone: '33 1234 5678',
      email,
      interest: 'compra',
      message: 'Quisiera visitar la casa de Polanco.',
      privacy: true,
    });
    expect((await response).status()).toBe(201);
    await page.getByRole('dialog', { name: '¡Mensaje enviado!' }).waitFor();
  });

  it('searches for what a visitor chose and typed into the search before its code arrived', async () => {
    const releaseSections = await holdScripts(page, /\/assets\/landing-sections-[^/]+\.js$/);
    await page.goto(`${baseUrl()}/`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const search = page.getByRole('search', { name: 'Buscar propiedades' });
    // The fields show what was chosen and typed, so that is what is searched for.
    await search.getByLabel('Tipo de propiedad').selectOption('casa');
    await search.getByLabel('Ubicación').fill('Polanco');
    releaseSections();
    await page.locator('html[data-landing-ready]').waitFor({ state: 'attached' });
    const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/properties/search'));
    await search.getByRole('button', { name: 'Buscar propiedades' }).click();
    expect((await request).postDataJSON()).toMatchObject({ propertyType: 'casa', location: 'Polanco' });
  });

  it("keeps what a visitor typed into the contact form while the form's code is on its way, through a menu jump", async () => {
    // The app runs; only the form's code is held, as on a slow line: the form is still the server's markup.
    const releaseForm = await holdScripts(page, /\/assets\/contact-form-[^/]+\.js$/);
    await page.goto(`${baseUrl()}/#contacto`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const form = contactFormOf(page);
    const typed = {
      name: 'Inés Robles',
      phone: '81 2345 6789',
      email: `ines.robles.${Date.now()}@ejemplo.mx`,
      interest: 'inversion',
      message: 'Busco un departamento en San Pedro.',
    };
    await fillContactForm(form, typed);
    // A jump with the menu: React renders the new address at once (a history move), the form's part with it.
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Propiedades' }).click();
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Contacto' }).click();
    releaseForm();
    await untilReactOwns(form);
    await expectContactFormHolds(form, typed);
    // Live with those values: it validates what it holds (only the shortened phone is refused).
    await form.getByLabel('Teléfono').fill('81');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await form.getByText('El teléfono debe tener al menos 8 dígitos', { exact: true }).waitFor();
    expect(await form.getByText('El nombre es demasiado corto').count()).toBe(0);
  });

  it('renders a listing on the server whole, hydrates it from the data sent with it, and puts the site\'s head back when the visitor leaves', async () => {
    const problems = watchForProblems();
    const scripts = watchScripts();
    const [featured] = (await (await fetch(`${baseUrl()}/api/properties/featured`)).json()) as PropertySummary[];
    const propertyRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/properties/${featured!.slug}`) propertyRequests.push(request.url());
    });
    const releaseApp = await holdTheApp();
    await page.goto(`${baseUrl()}/propiedades/${featured!.slug}`);
    // The app's own page from the first response: price, facts, agent, gallery; no app yet.
    expect(await page.getByTestId('property-price').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Características principales' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Ver fotos a pantalla completa' }).isVisible()).toBe(true);
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);
    const marked = ['h1', '[data-testid="property-price"]', 'main form'];
    await markServerNodes(marked);

    // Starts on its own once the page has loaded.
    releaseApp();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    expect(scripts.some((path) => /\/assets\/main-/.test(path))).toBe(true);
    await waitUntilHydrated('Agendar visita');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(featured!.title);
    expect(await serverNodesKept(marked)).toEqual([true, true, true]);
    // Rendered from the listing the document carried: not asked for again.
    expect(propertyRequests).toEqual([]);
    expect(await page.locator('head script[type="application/ld+json"]').count()).toBe(1);
    expect(problems).toEqual([]);

    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Inicio' }).click();
    await page.getByRole('heading', { level: 1, name: 'Descubra Propiedades Excepcionales' }).waitFor();
    // Moved inside the app, not loaded again.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(await page.title()).toBe('Prestigio | Propiedades de prestigio en México');
    expect(await page.locator('head meta[property="og:type"]').getAttribute('content')).toBe('website');
    expect(await page.locator('head script[type="application/ld+json"]').count()).toBe(0);
  });

  it('does a press made while the app was still loading once it is live', async () => {
    const [featured] = (await (await fetch(`${baseUrl()}/api/properties/featured`)).json()) as PropertySummary[];
    const listing = (await (await fetch(`${baseUrl()}/api/properties/${featured!.slug}`)).json()) as PropertyDetail;
    // The app's code is held on its way, as on a slow network.
    const releaseApp = await holdTheApp();
    const appRequested = page.waitForRequest(/\/assets\/main-[^/]+\.js$/);
    await page.goto(`${baseUrl()}/propiedades/${listing.slug}`);
    const agent = page.getByRole('region', { name: listing.agent!.fullName });
    // The press starts the app if the page's load has not yet, and is held until the app can answer it.
    await agent.getByRole('button', { name: 'Agendar visita' }).click();
    await appRequested;
    const message = page.locator('main form').getByLabel('Mensaje (opcional)');
    expect(await message.inputValue()).not.toContain('agendar una visita');

    releaseApp();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.waitForFunction(
      (expected) => (document.querySelector('main form textarea') as HTMLTextAreaElement | null)?.value === expected,
      `Me interesa agendar una visita a «${listing.title}» (Ref. ${listing.reference}). ¿Qué días y horarios tienen disponibles?`,
    );
  });
  /** The colour of the pixel at (x, y) of the element as it is on screen (its screenshot, read back in the page). */
  async function pixelOf(selector: string, x: number, y: number): Promise<[number, number, number]> {
    const png = (await page.locator(selector).first().screenshot()).toString('base64');
    return page.evaluate(
      async ({ data, x, y }) => {
        // An image, not fetch(): the page's content security policy allows data: pictures but no data: connections.
        const screenshot = new Image();
        screenshot.src = `data:image/png;base64,${data}`;
        await screenshot.decode();
        const canvas = new OffscreenCanvas(screenshot.naturalWidth, screenshot.naturalHeight);
        const context = canvas.getContext('2d')!;
        context.drawImage(screenshot, 0, 0);
        const [red, green, blue] = context.getImageData(Math.round(x * (canvas.width - 1)), Math.round(y * (canvas.height - 1)), 1, 1).data;
        return [red!, green!, blue!] as [number, number, number];
      },
      { data: png, x, y },
    );
  }

  it("shows a listing's placeholder for a photo that cannot load from the server's HTML, and the app's swap paints nothing new", async () => {
    const [featured] = (await (await fetch(`${baseUrl()}/api/properties/featured`)).json()) as PropertySummary[];
    const photo = '[aria-roledescription="galería"] button[aria-label="Ver fotos a pantalla completa"] img';
    const releaseApp = await holdTheApp();
    await page.goto(`${baseUrl()}/propiedades/${featured!.slug}`);
    const shifts = await watchLayoutShifts();
    await page.waitForFunction((selector) => {
      const image = document.querySelector<HTMLImageElement>(selector);
      return image !== null && image.complete && image.naturalWidth === 0;
    }, photo);
    expect(new URL((await page.locator(photo).getAttribute('src'))!).host).toBe('images.unsplash.com');
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);
    // Before any JavaScript: the placeholder's dark navy over the whole box (the broken image alone would be the
    // pale navy-100 box with the browser's broken-image icon and the photo's description).
    for (const [x, y] of [[0.05, 0.5], [0.95, 0.5], [0.5, 0.05], [0.5, 0.95]] as const) {
      const [red, green, blue] = await pixelOf(photo, x, y);
      expect(red + green + blue).toBeLessThan(150);
    }
    const largestPaints = () =>
      page.evaluate(
        () =>
          new Promise<string[]>((resolve) =>
            new PerformanceObserver((list) =>
              resolve(list.getEntries().map((entry) => `${(entry as PerformanceEntry & { size: number }).size}@${Math.round(entry.startTime)}`)),
            ).observe({ type: 'largest-contentful-paint', buffered: true }),
          ),
      );
    const beforeApp = await largestPaints();

    // The app starts and puts the placeholder in the photo's src: the same picture in the same box, so the page's
    // largest paint stays the one of its first response (a later one would be Lighthouse's LCP).
    releaseApp();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.waitForFunction(
      ({ selector, placeholder }) => {
        const image = document.querySelector<HTMLImageElement>(selector);
        return image?.getAttribute('src') === placeholder && image.complete && image.naturalWidth > 0;
      },
      { selector: photo, placeholder: '/images/propiedad-sin-foto.svg' },
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.locator(photo).getAttribute('data-placeholder')).toBe('true');
    const [red, green, blue] = await pixelOf(photo, 0.05, 0.5);
    expect(red + green + blue).toBeLessThan(150);
    expect(await largestPaints()).toEqual(beforeApp);
    expect(await shifts()).toEqual([]);
  });

  it('breaks no rule of the content security policy the gateway sends, on the landing and a listing, once the app runs', async () => {
    const [featured] = (await (await fetch(`${baseUrl()}/api/properties/featured`)).json()) as PropertySummary[];
    for (const path of ['/', `/propiedades/${featured!.slug}`]) {
      const visit = await browser.newPage();
      // What Lighthouse's best practices read (Chromium's Issues panel), and what the page itself is told.
      const issues: string[] = [];
      const cdp = await visit.context().newCDPSession(visit);
      cdp.on('Audits.issueAdded', ({ issue }) => {
        if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details.contentSecurityPolicyIssueDetails));
      });
      await cdp.send('Audits.enable');
      await visit.addInitScript(() => {
        const violations: string[] = [];
        (window as unknown as { violations: string[] }).violations = violations;
        document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
      });
      const response = await visit.goto(`${baseUrl()}${path}`);
      expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
      await visit.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      // Everything the page brings has run: every section hydrated (the contact form's validation with it).
      await visit.waitForFunction(() => [...document.querySelectorAll('#root form')].every((form) => Object.keys(form).some((key) => key.startsWith('__reactFiber'))));
      await visit.waitForLoadState('networkidle');
      expect(await visit.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
      expect(issues).toEqual([]);
    }
  });
});
