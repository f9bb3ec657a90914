import { beforeEach, describe, expect, it } from '@jest/globals';
import { get } from 'node:http';
import type { Page } from 'playwright-core';
import { baseUrl, useBrowser } from './support/browser.js';

// Chunk names come from the lazily imported page modules (see web/src/app/router.tsx).
const PORTAL_CHUNK = /\/assets\/(dashboard|properties|new-property|leads|activities|new-activity|calendar|users|portal-page)-/;

/** The bytes a browser that accepts gzip downloads for a path (the gateway serves the build's precompressed files). */
function gzipSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let size = 0;
      response.on('data', (chunk: Buffer) => (size += chunk.length));
      response.on('end', () => (response.headers['content-encoding'] === 'gzip' ? resolve(size) : reject(new Error(`${url} was not sent gzipped`))));
    }).on('error', reject);
  });
}

/** The landing's first JavaScript (entry and modulepreloads): React, the router, SWR, the header and the hero. */
const INITIAL_JS_BUDGET_BYTES = 120 * 1024;

describe('routing in the browser', () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await browser.newPage();
  });

  it('shows the not-found screen for a path the router does not know', async () => {
    const response = await page.goto(`${baseUrl()}/no-existe`);
    expect(response?.status()).toBe(404);

    const heading = page.getByRole('heading', { level: 1, name: '404 Page Not Found' });
    await heading.waitFor();
    expect(await heading.isVisible()).toBe(true);
    expect(await page.getByText('Did you forget to add the page to the router?', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.getByRole('heading', { level: 1, name: 'Descubra Propiedades Excepcionales' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('gives crawlers robots.txt and a sitemap whose listings open', async () => {
    const robots = await page.request.get(`${baseUrl()}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);

    const sitemap = await page.request.get(`${baseUrl()}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const listings = [...(await sitemap.text()).matchAll(/<loc>([^<]+\/propiedades\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(listings.length).toBeGreaterThan(10);
    const opened = await page.goto(listings[0]!);
    expect(opened?.status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: '404 Page Not Found' }).count()).toBe(0);
  });

  it("keeps the landing's initial JavaScript within 120 KB gzip", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const initial = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
      (match) => match[1] ?? match[2]!,
    );
    expect(initial.length).toBeGreaterThan(0);
    const sizes = await Promise.all(initial.map((path) => gzipSize(`${baseUrl()}${path}`)));
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  });

  it('shows the landing headline at the root without downloading portal code', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });

    const headline = page.getByRole('heading', { level: 1, name: 'Descubra Propiedades Excepcionales' });
    await headline.waitFor();
    expect(await headline.isVisible()).toBe(true);
    expect(await page.title()).toBe('Prestigio | Propiedades de prestigio en México');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => PORTAL_CHUNK.test(path))).toEqual([]);
  });
});
