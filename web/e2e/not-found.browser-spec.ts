import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { baseUrl, useBrowser } from './support/browser.js';

// Chunk names come from the lazily imported page modules (see web/src/app/router.tsx).
const PORTAL_CHUNK = /\/assets\/(dashboard|properties|new-property|leads|activities|new-activity|calendar|users|portal-page)-/;

describe('routing in the browser', () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await browser.newPage();
  });

  it('shows the not-found screen for a path the router does not know', async () => {
    await page.goto(`${baseUrl()}/no-existe`);

    const heading = page.getByRole('heading', { level: 1, name: '404 Page Not Found' });
    await heading.waitFor();
    expect(await heading.isVisible()).toBe(true);
    expect(await page.getByText('Did you forget to add the page to the router?', { exact: true }).isVisible()).toBe(true);
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
