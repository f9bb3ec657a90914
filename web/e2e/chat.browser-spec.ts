import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, useBrowser, openSitePage } from './support/browser.js';
import { queuedMailMatching } from './support/mail.js';
import { toastText } from './support/portal.js';
import { chooseSlot, freeSlots } from './support/video-calls.js';

// The landing's chat widget against the real stack: a conversation with the assistant, its questions answered in
// the panel, the video-call offer opening the booking dialog, a booked call posted back into the chat, and a panel
// that starts clean when opened again.

/** `inner` lies entirely within `outer` on the screen (nothing cut off). */
async function expectInside(inner: Locator, outer: Locator): Promise<void> {
  const [a, b] = [(await inner.boundingBox())!, (await outer.boundingBox())!];
  expect(a.x).toBeGreaterThanOrEqual(b.x);
  expect(a.y).toBeGreaterThanOrEqual(b.y);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height + 0.5);
}

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

  it('converses, asks for the contact inside the panel, offers a video call when the visitor wants it, and books it', async () => {
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

    // A wish to be called, not to talk with a person now (that hands the chat to an advisor: live-chat.browser-spec).
    await input.fill('Quiero que me llamen para más informes');
    await input.press('Enter');
    const name = panel().getByLabel('Su nombre');
    await name.waitFor();
    // The form takes room from the conversation: the question it answers stays in view above it.
    await page.waitForFunction(() => {
      const list = document.querySelector('section[aria-label="Chat con el asistente de Prestigio"] ol')!;
      const question = [...list.querySelectorAll('li')].reverse().find((item) => item.textContent?.includes('¿Cuál es su nombre?'));
      if (!question) return false;
      const [box, view] = [question.getBoundingClientRect(), list.getBoundingClientRect()];
      return box.top >= view.top - 1 && box.bottom <= view.bottom + 1;
    });
    await name.fill('Patricia Nava');
    await panel().getByRole('button', { name: 'Enviar', exact: true }).click();
    await panel().getByRole('listitem').filter({ hasText: 'Patricia Nava' }).waitFor();

    await expectInside(panel().getByRole('group', { name: 'Medio de contacto' }).getByRole('button', { name: 'Ahora no' }), panel());
    await panel().getByRole('button', { name: 'Correo electrónico' }).click();
    const email = panel().getByLabel('Su correo electrónico');
    await email.fill('patricia-sin-arroba');
    await panel().getByRole('button', { name: 'Enviar', exact: true }).click();
    await panel().getByRole('alert').getByText('Ingrese un correo válido').waitFor();
    await email.fill(`patricia.nava.${Date.now()}@correo.mx`);
    await panel().getByRole('button', { name: 'Enviar', exact: true }).click();

    // The assistant asks; the calendar waits for the answer. "Ahora no" fits in the panel, and is an answer too.
    const replies = panel().getByRole('group', { name: 'Respuestas rápidas' });
    await replies.waitFor();
    await expectInside(replies.getByRole('button', { name: 'Ahora no' }), panel());
    const dialog = page.getByRole('dialog', { name: 'Agendar Videollamada con IA' });
    await replies.getByRole('button', { name: 'Ahora no' }).click();
    await assistantSaid('escriba «agendar videollamada»').waitFor();
    expect(await dialog.count()).toBe(0);

    // Changing one's mind is not a dead end: the offer comes when asked for.
    await input.fill('sí, quiero agendar');
    await input.press('Enter');
    await dialog.waitFor({ timeout: 20_000 });
    // Cancelled: a visible action in the chat brings the dialog back.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel().getByRole('button', { name: 'Agendar videollamada' }).click();
    await dialog.waitFor({ timeout: 20_000 });

    const [slot] = await freeSlots(page.request);
    await chooseSlot(page, slot!);
    await dialog.getByRole('button', { name: 'Agendar videollamada' }).click();
    const confirmation = await toastText(page, 'Videollamada agendada');
    expect(confirmation).toContain(`a las ${slot!.time}`);
    await dialog.waitFor({ state: 'detached' });
    // Spec §8: the same text is posted into the chat as the visitor's message; the assistant answers with the date and
    // time (Mexico City) and the call's links, not a "your advisor is waiting" for a call next week.
    await panel().getByRole('listitem').filter({ hasText: 'Tu videollamada quedó agendada para el' }).waitFor();
    const answer = assistantSaid('Su videollamada con un asesor quedó agendada para el');
    await answer.waitFor();
    expect(await answer.innerText()).toContain(`a las ${slot!.time} (hora del centro de México)`);
    expect(await answer.getByRole('link', { name: 'Entrar a la videollamada' }).getAttribute('href')).toMatch(/^https:\/\/meet\.jit\.si\//);
    expect(await answer.getByRole('link', { name: 'Cambiar la hora o cancelar' }).getAttribute('href')).toMatch(/^\/videollamada\//);
    expect(await assistantSaid('le espera en la videollamada').count()).toBe(0);
  }, 120_000);

  it('saves "avísame si aparece algo así" after the consent, and the confirmation e-mail it announces activates the alert', async () => {
    const email = `alerta.chat.${Date.now()}@correo.mx`;
    await openSitePage(page);
    await openChat();
    const input = panel().getByLabel('Escriba su mensaje');
    await input.fill('busco casa en venta en Querétaro');
    await input.press('Enter');
    await assistantSaid(/Encontré \d+ propiedad/).waitFor();

    await input.fill('Avísame si aparece algo así');
    await input.press('Enter');
    const emailField = panel().getByLabel('Su correo electrónico');
    await emailField.waitFor();
    await emailField.fill(email);
    await panel().getByRole('button', { name: 'Enviar', exact: true }).click();

    // The site's consent, in its checkbox's words, with the notice one click away; nothing saved before "Acepto".
    const consent = assistantSaid('He leído y acepto el Aviso de Privacidad y autorizo el tratamiento de mis datos para ser contactado.');
    await consent.waitFor();
    expect(await consent.getByRole('link', { name: 'Aviso de Privacidad' }).getAttribute('href')).toBe('/aviso-de-privacidad');
    await panel().getByRole('group', { name: 'Respuestas rápidas' }).getByRole('button', { name: 'Acepto', exact: true }).click();
    const saved = assistantSaid(`Le envié un correo a ${email} para confirmar el aviso de «Casa en Querétaro`);
    await saved.waitFor({ timeout: 15_000 });

    const [confirmUrl] = await queuedMailMatching('crm', email, /https?:\/\/\S+\/busquedas-guardadas\/confirmar\?token=[^\s>"]+/);
    await openSitePage(page, confirmUrl!.slice(baseUrl().length));
    await page.getByRole('heading', { name: 'Búsqueda confirmada' }).waitFor();
    expect(await page.getByTestId('saved-search-name').textContent()).toMatch(/^Casa en Querétaro/);
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
