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

  it("sends a listing's head, schema.org offer in MXN and readable content before any JavaScript", async () => {
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
    expect(listingPage.prerendered).toBe(false);
    expect(listingPage.h1).toBe(listing.title);
    expect(listingPage.text).toContain(formatListingPrice(listing.price, listing.operationType));
    expect(listingPage.text).toContain(listing.description.split('\n')[0]!.trim());

    expect((await firstResponse('/propiedades/no-existe-esta-propiedad')).status).toBe(404);
  });

  it('hydrates the prerendered landing without errors, keeping its markup, and it answers the visitor', async () => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      // Photos from the blocked external host fail to load by design; anything else logged as an error or a
      // warning (React reports hydration mismatches this way) is a problem.
      if ((message.type() === 'error' || message.type() === 'warning') && !message.text().startsWith('Failed to load resource')) {
        problems.push(`${message.type()}: ${message.text()}`);
      }
    });
    // The app's entry is held back until the server's markup is marked, so the check below sees the parser's nodes.
    let releaseEntry!: () => void;
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'commit' });
    await page.locator('#inicio-titulo').waitFor();
    // The hero is in the entry's own tree; the search form is in a lazily loaded part, hydrated when its chunk arrives.
    await page.locator('#propiedades form').waitFor({ state: 'attached' });
    await page.evaluate(() => {
      const marked = window as unknown as { serverNodes: Element[] };
      marked.serverNodes = [document.getElementById('inicio-titulo')!, document.querySelector('#propiedades form')!];
    });
    releaseEntry();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    // The sections below the hero are made live at the visitor's first interaction (lib/hydration-gate): a key press.
    await page.keyboard.press('Shift');

    // React marks the nodes it hydrates; the advanced-filters toggle is in the sections' own chunk.
    const toggle = page.getByRole('button', { name: 'Filtros avanzados' });
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === 'Filtros avanzados');
      return button !== undefined && Object.keys(button).some((key) => key.startsWith('__reactFiber'));
    });
    await toggle.click();
    expect(await page.getByRole('button', { name: 'Ocultar filtros avanzados' }).getAttribute('aria-expanded')).toBe('true');
    // The chat is requested at the first interaction too: the last update of the page's start.
    await page.getByRole('button', { name: 'Abrir chat con un asistente' }).waitFor();
    await page.waitForLoadState('networkidle');

    // Hydrated, not rendered again: the heading and the form are the very elements the HTML parser made.
    const kept = await page.evaluate(() => {
      const { serverNodes } = window as unknown as { serverNodes: Element[] };
      return [serverNodes[0] === document.getElementById('inicio-titulo'), serverNodes[1] === document.querySelector('#propiedades form')];
    });
    expect(kept).toEqual([true, true]);
    expect(problems).toEqual([]);
  });

  it("loads the code below the hero and the chat only at the visitor's first interaction, then makes them live", async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    // Idle long enough for anything scheduled after load (the chat used to come when the browser was idle).
    await page.waitForTimeout(1_500);
    const deferredChunk = /\/assets\/(landing-sections|public-site-footer|chat-widget)-/;
    expect(scripts.filter((path) => deferredChunk.test(path))).toEqual([]);
    // The prerendered sections are on screen all the same.
    expect(await page.locator('#propiedades form').isVisible()).toBe(true);
    expect(await page.locator('html[data-landing-ready]').count()).toBe(0);

    await page.mouse.move(200, 200);
    await page.locator('html[data-landing-ready]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Abrir chat con un asistente' }).waitFor();
    expect(scripts.filter((path) => deferredChunk.test(path)).map((path) => deferredChunk.exec(path)![1]).sort()).toEqual([
      'chat-widget',
      'landing-sections',
      'public-site-footer',
    ]);
    const toggle = page.getByRole('button', { name: 'Filtros avanzados' });
    await toggle.click();
    expect(await page.getByRole('button', { name: 'Ocultar filtros avanzados' }).getAttribute('aria-expanded')).toBe('true');
  });

  it("renders a server-rendered listing from the data sent with it, and puts the site's head back when the visitor leaves", async () => {
    const [featured] = (await (await fetch(`${baseUrl()}/api/properties/featured`)).json()) as PropertySummary[];
    const listingRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/properties/${featured!.slug}`) listingRequests.push(request.url());
    });
    await page.goto(`${baseUrl()}/propiedades/${featured!.slug}`);
    // The app's own page (its price element), not the server's block, with the listing the document carried.
    await page.getByTestId('property-price').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(featured!.title);
    expect(listingRequests).toEqual([]);
    expect(await page.locator('head script[type="application/ld+json"]').count()).toBe(1);

    await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Inicio' }).click();
    await page.getByRole('heading', { level: 1, name: 'Descubra Propiedades Excepcionales' }).waitFor();
    expect(await page.title()).toBe('Prestigio | Propiedades de prestigio en México');
    expect(await page.locator('head meta[property="og:type"]').getAttribute('content')).toBe('website');
    expect(await page.locator('head script[type="application/ld+json"]').count()).toBe(0);
  });
});
