import { beforeEach, describe, expect, it } from '@jest/globals';
import type { APIRequestContext, Page } from 'playwright-core';
import { baseUrl, useBrowser } from './support/browser.js';
import { toastText } from './support/portal.js';
import { chooseSlot, freeSlots, type Slot } from './support/video-calls.js';

// The visitor's manage page (/videollamada/:token) against the real stack: reschedule, cancel, and book again through
// the booking dialog the chat widget also uses.

let visitors = 0;
/** A lead through the public contact form, and a booked call for it: returns the manage path. */
async function bookedCall(api: APIRequestContext, slot: Slot): Promise<string> {
  visitors += 1;
  const lead = await api.post(`${baseUrl()}/api/leads`, {
    data: {
      name: `Visitante Videollamada ${visitors}`,
      phone: `55 7000 ${String(visitors).padStart(4, '0')}`,
      email: `visitante.videollamada${visitors}.${Date.now()}@correo.mx`,
      privacy: true,
      elapsedMs: 8_000,
    },
  });
  expect(lead.status()).toBe(201);
  const { id: leadId } = (await lead.json()) as { id: string };
  const booking = await api.post(`${baseUrl()}/api/schedule-video-call`, { data: { leadId, scheduledAt: slot.startsAt, durationMinutes: 30 } });
  expect(booking.status()).toBe(201);
  return ((await booking.json()) as { videoCall: { managePath: string } }).videoCall.managePath;
}

describe('the visitor manage page /videollamada/:token', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  let page: Page;

  beforeEach(async () => {
    page = await browser.newPage();
  });

  it('moves the call to another slot, cancels it, and books another one through the booking dialog', async () => {
    const api = page.context().request;
    const [first, second, third] = await freeSlots(api);
    const managePath = await bookedCall(api, first!);

    await page.goto(`${baseUrl()}${managePath}`);
    await page.getByRole('heading', { name: 'Su videollamada' }).waitFor();
    expect(await page.getByTestId('video-call-time').innerText()).toContain(first!.time);
    expect(await page.getByTestId('video-call-status').innerText()).toBe('Programada');
    expect(await page.getByRole('link', { name: 'Unirse a la videollamada' }).getAttribute('href')).toMatch(/^https:\/\/meet\.jit\.si\/Prestigio/);

    await page.getByRole('button', { name: 'Cambiar fecha u hora' }).click();
    await chooseSlot(page, second!);
    await page.getByRole('button', { name: 'Confirmar cambio' }).click();
    expect(await toastText(page, 'Videollamada reprogramada')).toContain(`a las ${second!.time}`);
    await page.getByTestId('video-call-time').getByText(second!.time).waitFor();

    await page.getByRole('button', { name: 'Cancelar videollamada' }).click();
    // The dialog's buttons say what each does: keep the appointment, or cancel it.
    const confirm = page.getByRole('dialog', { name: '¿Cancelar la videollamada?' });
    expect(await confirm.getByRole('button').allInnerTexts()).toEqual(expect.arrayContaining(['Mantener la cita', 'Sí, cancelar la cita']));
    expect(await confirm.getByRole('button', { name: 'Cancelar', exact: true }).count()).toBe(0);
    await confirm.getByRole('button', { name: 'Sí, cancelar la cita', exact: true }).click();
    await toastText(page, 'Videollamada cancelada');
    await page.getByTestId('video-call-status').getByText('Cancelada').waitFor();
    expect(await page.getByRole('button', { name: 'Cancelar videollamada' }).count()).toBe(0);

    // Booking again: the dialog's button waits for both a day and an hour.
    await page.getByRole('button', { name: 'Agendar otra videollamada' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agendar Videollamada con IA' });
    await dialog.waitFor();
    const bookButton = dialog.getByRole('button', { name: 'Agendar videollamada' });
    expect(await bookButton.isDisabled()).toBe(true);
    await chooseSlot(page, third!);
    expect(await dialog.getByRole('radio', { name: third!.time }).getAttribute('aria-checked')).toBe('true');
    expect(await bookButton.isDisabled()).toBe(false);
    await bookButton.click();
    const confirmation = await toastText(page, 'Videollamada agendada');
    expect(confirmation).toContain(`a las ${third!.time} (hora del centro de México). Recibirás un correo electrónico con los detalles de conexión.`);
    await dialog.waitFor({ state: 'detached' });
    // On the page itself, not in the toast's screen-reader announcement.
    await page.locator('main').getByRole('status').getByText('Tu videollamada quedó agendada para el').waitFor();
  });

  it('says so when the link is unknown', async () => {
    await page.goto(`${baseUrl()}/videollamada/este-enlace-no-existe-en-absoluto`);
    await page.getByRole('heading', { name: 'No encontramos esta videollamada' }).waitFor();
  });
});
