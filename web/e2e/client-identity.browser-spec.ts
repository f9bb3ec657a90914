import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { adminAccount } from './support/accounts.js';
import { baseUrl, useBrowser } from './support/browser.js';
import { clientIdOf, signInThroughApi, toast } from './support/portal.js';

// Who a client is (issue 23), against the real stack: what a visitor sends with a known e-mail waits as "datos por
// confirmar" until an agent accepts or dismisses it; a known phone with another e-mail is a new client marked
// "posible duplicado", which an agent merges after confirming; a form filled faster than people do is kept and marked.

describe('a client page: datos por confirmar, possible duplicates and the review mark', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  let page: Page;

  beforeEach(async () => {
    page = await browser.newPage();
  });

  async function contactForm(data: { name: string; email: string; phone: string; elapsedMs?: number }): Promise<void> {
    const response = await page.request.post(`${baseUrl()}/api/leads`, { data: { interest: 'compra', privacy: true, elapsedMs: 9_000, ...data } });
    expect(response.status()).toBe(201);
  }

  it('accepts one pending detail (the client changes and the timeline says so) and dismisses another (nothing changes)', async () => {
    const stamp = String(Date.now()).slice(-7);
    const email = `confirmar.${stamp}@correo.mx`;
    await contactForm({ name: `Clienta Confirmada ${stamp}`, email, phone: `55 5${stamp}` });
    await contactForm({ name: `Otro Nombre ${stamp}`, email, phone: `55 6${stamp}` });
    await signInThroughApi(page, adminAccount());
    const leadId = await clientIdOf(page, email);

    await page.goto(`${baseUrl()}/leads/${leadId}`);
    await page.getByRole('heading', { name: `Clienta Confirmada ${stamp}` }).waitFor();
    const review = page.getByRole('region', { name: 'Revisar antes de atender' });
    await review.getByText('Datos por confirmar').waitFor();
    await review.getByRole('button', { name: `Aceptar teléfono 55 6${stamp}` }).click();
    await toast(page, 'Dato aceptado').waitFor();
    await page.getByRole('link', { name: 'Llamar' }).and(page.locator(`[href="tel:556${stamp}"]`)).waitFor();
    await page.getByText(`Dato aceptado — Teléfono: 55 5${stamp} → 55 6${stamp}`).waitFor();

    await review.getByRole('button', { name: `Descartar nombre Otro Nombre ${stamp}` }).click();
    await toast(page, 'Dato descartado').waitFor();
    await page.getByText(`Dato descartado: Nombre «Otro Nombre ${stamp}»`).waitFor();
    // Nothing left to confirm: the section is gone, and the name is the client's own.
    await review.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: `Clienta Confirmada ${stamp}` }).waitFor();
    // Each inquiry still shows the details it came with.
    await page.getByText(`Datos dados: Otro Nombre ${stamp} · ${email} · 55 6${stamp}`).waitFor();
  }, 60_000);

  it('shows a possible duplicate on both clients and merges it after confirming, keeping both sets of details', async () => {
    const stamp = String(Date.now()).slice(-7);
    const anaEmail = `ana.${stamp}@correo.mx`;
    const sofiaEmail = `sofia.${stamp}@empresa.com.mx`;
    await contactForm({ name: `Ana Prueba ${stamp}`, email: anaEmail, phone: `55 7${stamp}` });
    await contactForm({ name: `Sofía Ramírez Núñez ${stamp}`, email: sofiaEmail, phone: `+52 55 7${stamp}` });
    await signInThroughApi(page, adminAccount());
    const anaId = await clientIdOf(page, anaEmail);
    const sofiaId = await clientIdOf(page, sofiaEmail);
    expect(sofiaId).not.toBe(anaId);

    // Sofía's page points at Ana, and the link leads there.
    await page.goto(`${baseUrl()}/leads/${sofiaId}`);
    await page.getByRole('heading', { name: `Sofía Ramírez Núñez ${stamp}` }).waitFor();
    await page.getByText('Posible duplicado', { exact: true }).waitFor();
    await page.getByRole('link', { name: `Ana Prueba ${stamp}` }).click();
    await page.waitForURL(`${baseUrl()}/leads/${anaId}`);
    await page.getByRole('heading', { name: `Ana Prueba ${stamp}` }).waitFor();

    const duplicate = page.getByRole('listitem').filter({ hasText: sofiaEmail });
    await duplicate.getByRole('button', { name: 'Unir con este cliente' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Unir estos clientes?' });
    await dialog.getByText(`«Sofía Ramírez Núñez ${stamp}» se unirá a «Ana Prueba ${stamp}»`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await page.request.get(`${baseUrl()}/api/leads/${sofiaId}`)).status()).toBe(200);

    await duplicate.getByRole('button', { name: 'Unir con este cliente' }).click();
    await dialog.getByRole('button', { name: 'Unir clientes' }).click();
    await toast(page, 'Clientes unidos').waitFor();
    // Ana keeps her contact; Sofía's name and e-mail wait to be confirmed, and both inquiries are here.
    await page.getByRole('heading', { name: `Ana Prueba ${stamp}` }).waitFor();
    const review = page.getByRole('region', { name: 'Revisar antes de atender' });
    await review.getByRole('button', { name: `Aceptar correo ${sofiaEmail}` }).waitFor();
    await review.getByRole('button', { name: `Aceptar nombre Sofía Ramírez Núñez ${stamp}` }).waitFor();
    await page.getByText('Consultas y conversaciones (2)').waitFor();
    await page.getByText(`Unido con el cliente Sofía Ramírez Núñez ${stamp}`, { exact: false }).waitFor();
    expect((await page.request.get(`${baseUrl()}/api/leads/${sofiaId}`)).status()).toBe(404);
  }, 60_000);

  it('removes the possible-duplicate mark when they are not the same person', async () => {
    const stamp = String(Date.now()).slice(-7);
    await contactForm({ name: `Padre Hogar ${stamp}`, email: `padre.${stamp}@correo.mx`, phone: `55 9${stamp}` });
    await contactForm({ name: `Hija Hogar ${stamp}`, email: `hija.${stamp}@correo.mx`, phone: `55 9${stamp}` });
    await signInThroughApi(page, adminAccount());
    const daughterId = await clientIdOf(page, `hija.${stamp}@correo.mx`);
    await page.goto(`${baseUrl()}/leads/${daughterId}`);
    await page.getByRole('listitem').filter({ hasText: `padre.${stamp}@correo.mx` }).getByRole('button', { name: 'No es la misma persona' }).click();
    await toast(page, 'Marca quitada').waitFor();
    await page.getByRole('region', { name: 'Revisar antes de atender' }).waitFor({ state: 'detached' });
    await page.getByText(`No es la misma persona que Padre Hogar ${stamp}: se quitó la marca de posible duplicado`).waitFor();
  }, 60_000);

  it('keeps a form filled in two seconds and marks it "Posible envío automático" for the agents', async () => {
    const stamp = String(Date.now()).slice(-7);
    const email = `autocompletado.${stamp}@correo.mx`;
    await contactForm({ name: `Autocompletado ${stamp}`, email, phone: `55 8${stamp}`, elapsedMs: 2_000 });
    await signInThroughApi(page, adminAccount());
    const leadId = await clientIdOf(page, email);
    await page.goto(`${baseUrl()}/leads?text=${encodeURIComponent(email)}`);
    await page.getByRole('row').filter({ hasText: `Autocompletado ${stamp}` }).getByText('Posible envío automático').waitFor();
    await page.goto(`${baseUrl()}/leads/${leadId}`);
    await page.getByRole('region', { name: 'Revisar antes de atender' }).getByText('Posible envío automático').waitFor();
  }, 60_000);
});
