import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { baseUrl, useBrowser, openSitePage } from './support/browser.js';
import { toastText } from './support/portal.js';
import { chooseSlot, freeSlots } from './support/video-calls.js';

// The landing's chat widget against the real stack: a conversation with the assistant, its questions answered in
// the panel, the video-call offer opening the booking dialog, a booked call posted back into the chat, and a panel
// that starts clean when opened again.

describe('the chat widget on the landing', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  let page: Page;

  beforeEach(async () => {
    page = await browser.newPage();
  });

  const panel = () => page.getByRole('region', { name: 'Chat con el asistente de Prestigio' });
  const assistantSaid = (text: string | RegExp) => panel().getByRole('listitem').filter({ hasText: text }).first();

  async function openChat(): Promise<void> {
    await page.getByRole('button', { name: 'Abrir chat con un asistente' }).click();
    await assistantSaid('Soy el asistente virtual de Prestigio').waitFor();
  }

  it('converses, asks for the contact inside the panel, offers a video call and books it', async () => {
    await openSitePage(page);
    await openChat();
    const input = panel().getByLabel('Escriba su mensaje');
    expect(await input.isEnabled()).toBe(true);

    await input.fill('busco casa en venta en Querétaro');
    await input.press('Enter');
    await assistantSaid(/Encontré \d+ propiedad/).waitFor();
    const listing = panel().getByRole('link').filter({ hasNotText: 'aviso de privacidad' }).first();
    expect(await listing.getAttribute('href')).toMatch(/^\/propiedades\//);

    // Blank text is ignored (spec §5).
    await input.fill('   ');
    await input.press('Enter');
    expect(await panel().getByRole('listitem').filter({ hasText: /^\s*$/ }).count()).toBe(0);

    await input.fill('Quiero hablar con un asesor');
    await input.press('Enter');
    const name = panel().getByLabel('Su nombre');
    await name.fill('Patricia Nava');
    await panel().getByRole('button', { name: 'Enviar', exact: true }).click();
    await panel().getByRole('listitem').filter({ hasText: 'Patricia Nava' }).waitFor();

    await panel().getByRole('button', { name: 'Correo electrónico' }).click();
    const email = panel().getByLabel('Su correo electrónico');
    await email.fill('patricia-sin-arroba');
    await panel().getByRole('button', { name: 'Enviar', exact: true }).click();
    await panel().getByRole('alert').getByText('Ingrese un correo válido').waitFor();
    await email.fill(`patricia.nava.${Date.now()}@correo.mx`);
    await panel().getByRole('button', { name: 'Enviar', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Agendar Videollamada con IA' });
    await dialog.waitFor({ timeout: 20_000 });
    const [slot] = await freeSlots(page.request);
    await chooseSlot(page, slot!);
    await dialog.getByRole('button', { name: 'Agendar videollamada' }).click();
    const confirmation = await toastText(page, 'Videollamada agendada');
    expect(confirmation).toContain(`a las ${slot!.time}`);
    await dialog.waitFor({ state: 'detached' });
    // Spec §8: the same text is posted into the chat as the visitor's message, and the assistant acknowledges it.
    await panel().getByRole('listitem').filter({ hasText: 'Tu videollamada quedó agendada para el' }).waitFor();
    await assistantSaid('Su asesor le espera en la videollamada').waitFor();
  }, 90_000);

  it('starts a new, empty conversation when the panel is closed and opened again', async () => {
    await openSitePage(page);
    await openChat();
    const input = panel().getByLabel('Escriba su mensaje');
    await input.fill('¿Cuál es su horario?');
    await input.press('Enter');
    await assistantSaid('lunes a viernes de 9:00 a 18:00').waitFor();

    await panel().getByRole('button', { name: 'Cerrar chat' }).click();
    expect(await panel().count()).toBe(0);
    await openChat();
    expect(await panel().getByRole('listitem').filter({ hasText: 'lunes a viernes' }).count()).toBe(0);
    expect(await panel().getByText('aviso de privacidad').count()).toBe(1);
  });

  it('is not on other pages', async () => {
    await page.goto(`${baseUrl()}/aviso-de-privacidad`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(2_000);
    expect(await page.getByRole('button', { name: 'Abrir chat con un asistente' }).count()).toBe(0);
  });
});
