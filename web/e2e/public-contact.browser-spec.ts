import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { baseUrl, useBrowser } from './support/browser.js';
import { contactFormOf, fillContactForm, untilReactOwns } from './support/contact-form.js';
import { toast, toastText } from './support/portal.js';

// The landing's contact form (spec §2, §4, §5) and the footer's newsletter field, against the real leads service.
// The gateway allows 5 contact requests and 5 sign-ups per address in 10 minutes: this file sends one of each.
const HUMAN_FILL_MS = 2_600;

describe('contact form and newsletter on the landing', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  let page: Page;

  beforeEach(async () => {
    page = await browser.newPage();
    await page.goto(`${baseUrl()}/#contacto`);
  });

  /**
   * The form once React owns it: these tests are about what the live form does (what is pressed or typed while it is
   * still the server's markup is web/e2e/server-rendered-pages' subject).
   */
  const contactForm = () => untilReactOwns(contactFormOf(page));

  it("shows the spec's validation messages and sends nothing while the form is invalid", async () => {
    const form = await contactForm();
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/leads')) posted += 1;
    });

    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    for (const message of [
      'El nombre es demasiado corto',
      'El teléfono debe tener al menos 8 dígitos',
      'Ingrese un correo válido',
      'Debe aceptar la política de privacidad',
    ]) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    expect(await form.getByLabel('Nombre completo').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Nombre completo').fill('Ana');
    await form.getByLabel('Teléfono').fill('5512');
    await form.getByLabel('Correo electrónico').fill('ana@');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await form.getByText('El teléfono debe tener al menos 8 dígitos', { exact: true }).waitFor();
    expect(await form.getByText('El nombre es demasiado corto').count()).toBe(0);
    expect(await form.getByText('Ingrese un correo válido', { exact: true }).isVisible()).toBe(true);
    expect(posted).toBe(0);

    const privacyLink = form.getByRole('link', { name: 'Aviso de Privacidad' });
    expect(await privacyLink.getAttribute('href')).toBe('/aviso-de-privacidad');
    expect(await form.getByLabel('¿En qué está interesado?').locator('option').allTextContents()).toEqual([
      'Seleccione una opción',
      'Compra',
      'Venta',
      'Alquiler',
      'Inversión',
      'Otro',
    ]);
  });

  it('sends a lead, resets the form and confirms in a dialog closed with "Aceptar"', async () => {
    const form = await contactForm();
    const email = `lucia.fernandez.${Date.now()}@ejemplo.mx`;
    await fillContactForm(form, {
      name: 'Lucía Fernández',
      phone: '55 1234 5678',
      email,
      interest: 'inversion',
      message: 'Busco un departamento para rentar en la Riviera Maya.',
    });
    // People take a few seconds; the server discards forms sent faster than that as automated.
    await page.waitForTimeout(HUMAN_FILL_MS);

    const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/leads'));
    const response = page.waitForResponse((candidate) => candidate.url().endsWith('/api/leads'));
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    const body = (await request).postDataJSON();
    expect(body).toMatchObject({
      name: 'Lucía Fernández',
      phone: '55 1234 5678',
      email,
      interest: 'inversion',
      message: 'Busco un departamento para rentar en la Riviera Maya.',
      privacy: true,
      website: '',
    });
    expect(body.elapsedMs).toBeGreaterThanOrEqual(2_500);
    expect((await response).status()).toBe(201);

    const dialog = page.getByRole('dialog', { name: '¡Mensaje enviado!' });
    await dialog.waitFor();
    // "Aceptar" closes it from the keyboard; the page behind is inert until then.
    await dialog.getByRole('button', { name: 'Aceptar' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });

    expect(await form.getByLabel('Nombre completo').inputValue()).toBe('');
    expect(await form.getByLabel('Correo electrónico').inputValue()).toBe('');
    expect(await form.getByLabel('¿En qué está interesado?').inputValue()).toBe('');
    expect(await form.getByLabel(/He leído y acepto/).isChecked()).toBe(false);
  });

  it('reads "Enviando..." while sending and shows the server message in a toast when refused', async () => {
    const form = await contactForm();
    const refusal = 'Ha realizado demasiadas solicitudes. Intente de nuevo en unos minutos.';
    await page.route('**/api/leads', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ statusCode: 429, message: refusal }) });
    });
    await fillContactForm(form, { name: 'Jorge Medina', phone: '+52 81 8000 1234', email: 'jorge.medina@ejemplo.mx' });
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();

    const sending = form.getByRole('button', { name: 'Enviando...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);

    expect(await toastText(page, 'No se pudo enviar su mensaje')).toBe(`No se pudo enviar su mensaje ${refusal}`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Nothing typed is lost.
    expect(await form.getByLabel('Nombre completo').inputValue()).toBe('Jorge Medina');
  });

  it('falls back to a helpful Spanish text when the server gives no message', async () => {
    const form = await contactForm();
    await page.route('**/api/leads', (route) => route.abort('connectionreset'));
    await fillContactForm(form, { name: 'Jorge Medina', phone: '8180001234', email: 'jorge.medina@ejemplo.mx' });
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    const refused = toast(page, 'No se pudo enviar su mensaje');
    await refused.waitFor();
    expect(await refused.innerText()).toMatch(/Intente nuevamente en unos minutos o llámenos/);
  });

  it('subscribes to the newsletter with a clear confirmation, and refuses a bad address clearly', async () => {
    const newsletter = page.getByRole('form', { name: 'Suscripción al boletín' });
    await newsletter.scrollIntoViewIfNeeded();
    const field = newsletter.getByLabel('Correo electrónico');

    await field.fill('correo-sin-arroba');
    await newsletter.getByRole('button', { name: 'Suscribirme' }).click();
    await newsletter.getByText('Ingrese un correo válido', { exact: true }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill(`boletin.${Date.now()}@ejemplo.mx`);
    const response = page.waitForResponse((candidate) => candidate.url().endsWith('/api/newsletter'));
    await newsletter.getByRole('button', { name: 'Suscribirme' }).click();
    expect((await response).status()).toBe(201);
    await newsletter.getByRole('status').getByText(/Gracias por suscribirse/).waitFor();
    expect(await field.inputValue()).toBe('');
  });
});
