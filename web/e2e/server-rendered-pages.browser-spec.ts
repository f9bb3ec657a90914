import { beforeEach, describe, expect, it } from '@jest/globals';
import { formatListingPrice, type PropertyDetail, type PropertySummary } from '@prestigio/contracts';
import type { Page } from 'playwright-core';
import { baseUrl, useBrowser } from './support/browser.js';

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
    expect(listingPage.description).toContain(`${formatListingPrice(listing.price, listing.operationType)} MXN`);
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
    expect(listingPage.text).toContain(formatListingPrice(listing.price, listing.operationType));
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

  const ENTRY = /^\/assets\/index-[^/]+\.js$/;

  it("loads no app code on the prerendered landing until the visitor's first interaction, then hydrates it whole, keeping its markup", async () => {
    const problems = watchForProblems();
    const scripts = watchScripts();
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    // Idle long enough for anything scheduled after load.
    await page.waitForTimeout(1_500);
    // Only the small entry: React, the router, the sections and the chat wait for the visitor.
    expect(scripts.filter((path) => !ENTRY.test(path))).toEqual([]);
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);
    // The prerendered page is on screen all the same, down to the footer.
    expect(await page.locator('#propiedades form').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    const marked = ['#inicio-titulo', '#propiedades form', 'footer'];
    await markServerNodes(marked);

    await page.mouse.move(200, 200);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.locator('html[data-landing-ready]').waitFor({ state: 'attached' });
    // The chat is requested as the app starts: the last update of the page's start.
    await page.getByRole('button', { name: 'Abrir chat con un asistente' }).waitFor();
    const deferredChunk = /\/assets\/(main|landing-sections|public-site-footer|chat-widget)-/;
    expect([...new Set(scripts.filter((path) => deferredChunk.test(path)).map((path) => deferredChunk.exec(path)![1]))].sort()).toEqual([
      'chat-widget',
      'landing-sections',
      'main',
      'public-site-footer',
    ]);
    await waitUntilHydrated('Filtros avanzados');
    await page.getByRole('button', { name: 'Filtros avanzados' }).click();
    expect(await page.getByRole('button', { name: 'Ocultar filtros avanzados' }).getAttribute('aria-expanded')).toBe('true');
    await page.waitForLoadState('networkidle');

    // Hydrated, not rendered again: the heading, the form and the footer are the very elements the HTML parser made.
    expect(await serverNodesKept(marked)).toEqual([true, true, true]);
    expect(problems).toEqual([]);
  });

  it('renders a listing on the server whole, hydrates it from the data sent with it, and puts the site\'s head back when the visitor leaves', async () => {
    const problems = watchForProblems();
    const scripts = watchScripts();
    const [featured] = (await (await fetch(`${baseUrl()}/api/properties/featured`)).json()) as PropertySummary[];
    const listingRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/properties/${featured!.slug}`) listingRequests.push(request.url());
    });
    await page.goto(`${baseUrl()}/propiedades/${featured!.slug}`, { waitUntil: 'networkidle' });
    // The app's own page from the first response: price, facts, agent, gallery; no app code yet.
    expect(await page.getByTestId('property-price').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Características principales' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Ver fotos a pantalla completa' }).isVisible()).toBe(true);
    expect(scripts.filter((path) => !ENTRY.test(path))).toEqual([]);
    const marked = ['h1', '[data-testid="property-price"]', 'main form'];
    await markServerNodes(marked);

    await page.keyboard.press('Shift');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await waitUntilHydrated('Agendar visita');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(featured!.title);
    expect(await serverNodesKept(marked)).toEqual([true, true, true]);
    // Rendered from the listing the document carried: not asked for again.
    expect(listingRequests).toEqual([]);
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
    let releaseApp!: () => void;
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    let appRequested = false;
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      appRequested = true;
      await appHeld;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/propiedades/${listing.slug}`);
    const agent = page.getByRole('region', { name: listing.agent!.fullName });
    // The press is the visitor's first interaction: it starts the app, and is held until the app can answer it.
    await agent.getByRole('button', { name: 'Agendar visita' }).click();
    expect(appRequested).toBe(true);
    const message = page.locator('main form').getByLabel('Mensaje (opcional)');
    expect(await message.inputValue()).not.toContain('agendar una visita');

    releaseApp();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.waitForFunction(
      (expected) => (document.querySelector('main form textarea') as HTMLTextAreaElement | null)?.value === expected,
      `Me interesa agendar una visita a «${listing.title}» (Ref. ${listing.reference}). ¿Qué días y horarios tienen disponibles?`,
    );
  });
});
