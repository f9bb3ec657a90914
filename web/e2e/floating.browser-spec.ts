import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { adminAccount } from './support/accounts.js';
import { baseUrl, useBrowser, openSitePage } from './support/browser.js';
import { createPropertyThroughApi, signInThroughApi, toast } from './support/portal.js';

// Nothing floating covers a control or a message: the back-to-top button steps aside over fields and while the
// visitor types, and toasts stand above the button just used and above the listing form's save bar.

type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function waitForBackToTop(page: Page, shown: boolean): Promise<void> {
  await page.waitForFunction(
    (expected) => (getComputedStyle(document.querySelector('button[aria-label="Volver arriba"]')!).visibility === 'visible') === expected,
    shown,
  );
}

/** Scrolls so that the middle of `target` is level with the back-to-top button's resting place. */
async function bringUnderBackToTop(target: Locator): Promise<void> {
  await target.evaluate((element) => {
    const button = document.querySelector<HTMLElement>('button[aria-label="Volver arriba"]')!;
    const buttonMiddle = button.offsetTop + button.offsetHeight / 2;
    const box = element.getBoundingClientRect();
    window.scrollTo({ top: window.scrollY + box.top + box.height / 2 - buttonMiddle, behavior: 'instant' });
  });
}

describe('floating elements', () => {
  const browser = useBrowser({ reducedMotion: 'reduce', blockExternalPhotos: true });

  it('keeps the back-to-top button off the fields on a phone, and away while the visitor types', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openSitePage(page);
    // The contact form loads as the visitor nears it.
    await page.locator('#contacto').scrollIntoViewIfNeeded();
    const contact = page.getByRole('form', { name: 'Formulario de contacto' });
    await contact.waitFor();

    // Over empty space below the section's heading it shows; brought over the phone field (full width here), it
    // moves to a free place or steps aside, and never stands on a field or its label.
    await bringUnderBackToTop(page.locator('#contacto h2'));
    await page.evaluate(() => window.scrollBy(0, -60));
    await waitForBackToTop(page, true);
    await bringUnderBackToTop(contact.getByLabel('Teléfono'));
    await page.waitForFunction(() => {
      const button = document.querySelector('button[aria-label="Volver arriba"]')!;
      if (getComputedStyle(button).visibility !== 'visible') return true;
      const box = button.getBoundingClientRect();
      return [...document.querySelectorAll('#contacto input, #contacto label, #contacto textarea, #contacto button')].every((control) => {
        const other = control.getBoundingClientRect();
        return box.right <= other.left + 1 || other.right <= box.left + 1 || box.bottom <= other.top + 1 || other.bottom <= box.top + 1;
      });
    });

    // Typing hides it wherever it stands.
    await bringUnderBackToTop(page.locator('#contacto h2'));
    await page.evaluate(() => window.scrollBy(0, -60));
    await waitForBackToTop(page, true);
    await page.getByRole('search', { name: 'Buscar propiedades' }).getByLabel('Ubicación').evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }));
    await waitForBackToTop(page, false);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await waitForBackToTop(page, true);
    await page.close();
  });

  it('raises a toast above the send button the visitor just pressed', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.route('**/api/leads', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"Error interno"}' }));
    await openSitePage(page);
    const card = page.locator('#destacadas [data-testid="property-card"]').first();
    const title = (await card.locator('h3').textContent())!;
    await card.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await form.getByLabel('Nombre completo').fill('Roberto Salinas');
    await form.getByLabel('Teléfono').fill('33 3615 2200');
    await form.getByLabel('Correo electrónico').fill('roberto.salinas@ejemplo.mx');
    await form.getByLabel(/He leído y acepto/).check();
    // The send button low on the screen, where the toasts appear.
    const send = form.getByRole('button', { name: 'Enviar mensaje' });
    await send.evaluate((button) => window.scrollBy({ top: button.getBoundingClientRect().bottom - (window.innerHeight - 24), behavior: 'instant' }));
    const sendBox = (await send.boundingBox())!;
    expect(sendBox.y + sendBox.height).toBeGreaterThan(700);
    await send.click();

    const shown = page.getByRole('region', { name: /Notificaciones/ }).locator('li').first();
    await shown.waitFor();
    await page.waitForTimeout(400); // past the toast's slide-in
    const toastBox = (await shown.boundingBox())!;
    expect(overlap(toastBox, (await send.boundingBox())!)).toBe(false);
    expect(toastBox.y).toBeGreaterThanOrEqual(0);
    await page.close();
  });

  it("raises the saved toast above the listing form's save bar", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInThroughApi(page, adminAccount());
    const listing = await createPropertyThroughApi(page, `Casa para la barra de guardado ${Date.now()}`);
    await page.goto(`${baseUrl()}/properties/${listing.id}/edit`);
    const bar = page.locator('[data-bottom-bar]');
    await bar.waitFor();
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeGreaterThan(760); // stuck to the bottom of the screen
    await page.getByLabel('Título').fill(`Casa para la barra de guardado, al día ${Date.now()}`);
    // A click that leaves the focus where it was (as Safari does with buttons): the bar itself must be kept clear.
    await bar.getByRole('button', { name: 'Guardar cambios' }).dispatchEvent('click');

    const saved = toast(page, 'Cambios guardados');
    await saved.waitFor();
    await page.waitForTimeout(400);
    expect(overlap((await saved.boundingBox())!, (await bar.boundingBox())!)).toBe(false);
    await page.close();
  });
});
