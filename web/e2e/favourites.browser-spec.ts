import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { openSitePage, useBrowser } from './support/browser.js';

// "Mis favoritos" (issue 27): a heart on the cards and on a listing's page keeps listings on the device.
describe('favourites', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', blockExternalPhotos: true });
  let page: Page;

  beforeEach(async () => {
    page = await browser.newPage();
  });

  const featuredCard = () => page.locator('#destacadas [data-testid="property-card"]').first();

  it('keeps a featured listing saved with its heart across a reload, and lists it in "Mis favoritos"', async () => {
    await openSitePage(page);
    const card = featuredCard();
    await card.scrollIntoViewIfNeeded();
    const title = (await card.locator('h3').textContent())!;
    const heart = card.getByRole('button', { name: 'Guardar en favoritos' });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await card.getByRole('button', { name: 'Quitar de favoritos', pressed: true }).waitFor();
    // The heart kept the listing: the page did not open it.
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('link', { name: 'Ver mis favoritos' }).waitFor();

    await page.reload();
    await page.keyboard.press('Shift');
    const reloadedCard = featuredCard();
    await reloadedCard.scrollIntoViewIfNeeded();
    await reloadedCard.getByRole('button', { name: 'Quitar de favoritos', pressed: true }).waitFor();

    // Reached from the footer, as the header's menu stays as the spec lists it.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mis favoritos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mis favoritos' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/favoritos');
    const saved = page.locator('[data-testid="favourites-grid"] [data-testid="property-card"]');
    await saved.first().waitFor();
    expect(await saved.count()).toBe(1);
    expect(await saved.locator('h3').textContent()).toBe(title);
    expect(await page.getByRole('navigation', { name: /principal/i }).getByRole('link', { name: 'Mis favoritos' }).count()).toBe(0);
  });

  it("saves from a listing's own page, shows one taken down as \"Ya no disponible\", and removes it", async () => {
    await openSitePage(page);
    const card = featuredCard();
    await card.scrollIntoViewIfNeeded();
    const title = (await card.locator('h3').textContent())!;
    await card.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // The listing's own heart, under its title, comes before the hearts of the similar listings further down.
    await page.getByRole('button', { name: 'Guardar en favoritos' }).first().click();
    await page.getByRole('button', { name: 'Quitar de favoritos', pressed: true }).waitFor();

    // A listing saved on another day that the catalogue no longer publishes (a made-up id: none like it is published).
    await page.evaluate(() => {
      const key = 'prestigio.favoritos.v1';
      const kept = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[];
      kept.push({ id: '00000000-0000-4000-8000-000000000027', slug: 'casa-vendida', title: 'Casa vendida en Coyoacán', savedAt: '2026-11-01T12:00:00.000Z' });
      localStorage.setItem(key, JSON.stringify(kept));
    });
    await openSitePage(page, '/favoritos');
    const gone = page.getByTestId('unavailable-favourite');
    await gone.waitFor();
    expect(await gone.getByRole('heading').textContent()).toBe('Casa vendida en Coyoacán');
    expect(await gone.getByText('Ya no disponible').isVisible()).toBe(true);
    expect(await page.locator('[data-testid="favourites-grid"] [data-testid="property-card"] h3').textContent()).toBe(title);

    await gone.getByRole('button', { name: 'Quitar de favoritos' }).click();
    await gone.waitFor({ state: 'detached' });
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('prestigio.favoritos.v1') ?? '[]') as Array<{ title: string }>);
    expect(kept.map((favourite) => favourite.title)).toEqual([title]);
  });
});
