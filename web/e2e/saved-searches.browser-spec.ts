import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { baseUrl, openSitePage, useBrowser } from './support/browser.js';
import { queuedMailMatching } from './support/mail.js';

// "Guardar búsqueda" (issue 27) against the real stack: saved from the results, confirmed from the e-mail's link,
// then paused and deleted on the manage page the confirmation leads to.
describe('saved searches', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', blockExternalPhotos: true });
  let page: Page;

  beforeEach(async () => {
    page = await browser.newPage();
  });

  it('saves the search on screen, activates it from the confirmation e-mail, and pauses and deletes it from the manage page', async () => {
    const email = `comprador.${Date.now()}@correo.mx`;
    await openSitePage(page, '/?operacion=comprar&tipo=casa');
    await page.getByRole('button', { name: 'Guardar búsqueda' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Guardar búsqueda' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('saved-search-name').textContent()).toBe('Casa');

    // The shared schema's messages before anything is sent.
    await dialog.getByRole('button', { name: 'Guardar búsqueda' }).click();
    await dialog.getByText('Ingrese un correo válido').waitFor();
    await dialog.getByText('Debe aceptar la política de privacidad').waitFor();

    await dialog.getByLabel('Correo electrónico').fill(email);
    await dialog.getByRole('radio', { name: 'Una vez al día' }).check();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Guardar búsqueda' }).click();
    const done = page.getByRole('dialog', { name: 'Revise su correo' });
    await done.waitFor();
    expect(await done.textContent()).toContain('Le enviamos un correo para confirmar');
    await done.getByRole('button', { name: 'Aceptar' }).click();

    // Nothing is active before the link is opened: the e-mail carries it.
    const [confirmUrl] = await queuedMailMatching('crm', email, /https?:\/\/\S+\/busquedas-guardadas\/confirmar\?token=[^\s>"]+/);
    expect(confirmUrl!.startsWith(baseUrl())).toBe(true);
    await openSitePage(page, confirmUrl!.slice(baseUrl().length));
    await page.getByRole('heading', { name: 'Búsqueda confirmada' }).waitFor();
    expect(await page.getByTestId('saved-search-name').textContent()).toBe('Casa');

    await page.getByRole('link', { name: 'Administrar mis búsquedas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mis búsquedas guardadas' }).waitFor();
    const search = page.getByTestId('saved-search');
    await search.waitFor();
    expect(await page.getByText(email).isVisible()).toBe(true);
    await search.getByText('Activa', { exact: true }).waitFor();
    expect(await search.getByLabel('Frecuencia de los avisos').inputValue()).toBe('una_vez_al_dia');

    await search.getByRole('button', { name: 'Pausar avisos' }).click();
    await search.getByText('En pausa', { exact: true }).waitFor();
    // Kept by the service, not only on screen.
    await page.reload();
    await page.getByTestId('saved-search').getByText('En pausa', { exact: true }).waitFor();

    await page.getByTestId('saved-search').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog', { name: '¿Eliminar esta búsqueda?' }).getByRole('button', { name: 'Eliminar búsqueda' }).click();
    await page.getByText('No tiene búsquedas guardadas.').waitFor();
    await page.reload();
    await page.getByText('No tiene búsquedas guardadas.').waitFor();
  });

  it('refuses a tampered manage link with a clear message', async () => {
    await openSitePage(page, '/busquedas-guardadas?token=inventado.123');
    const alert = page.getByRole('alert').filter({ hasText: 'enlace' });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/El enlace no es válido|no sirve/);
  });
});
