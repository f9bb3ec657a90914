import { expect } from '@jest/globals';
import { agencyDateTimeToUtc } from '@prestigio/contracts';
import type { APIRequestContext, Page } from 'playwright-core';
import { baseUrl } from './browser.js';

export interface Slot {
  date: string;
  time: string;
  startsAt: string;
}

/** From the day after tomorrow, for about three weeks. */
const slotWindow = () => ({
  from: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
  to: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
});

/**
 * The free slots after tomorrow, from the real availability API: the agency's (any agent free), or with `leadId` those
 * in which the signed-in portal user of `api` can book a call for that client (their own free slots).
 */
export async function freeSlots(api: APIRequestContext, leadId?: string): Promise<Slot[]> {
  const { from, to } = slotWindow();
  const response = await api.get(`${baseUrl()}/api/video-calls/availability?${new URLSearchParams({ from, to, ...(leadId && { leadId }) })}`);
  expect(response.status()).toBe(200);
  const { days } = (await response.json()) as { days: Array<{ date: string; slots: Array<{ time: string; startsAt: string; available: boolean }> }> };
  return days.flatMap((day) => day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, time: slot.time, startsAt: slot.startsAt })));
}

/**
 * Picks the first slot the booking dialog offers after tomorrow (as `freeSlots` counts; a slot later today could pass
 * while the test clicks): its first enabled day once the month's slots are loaded, then that day's first enabled hour.
 */
export async function chooseFirstOfferedSlot(page: Page): Promise<Slot> {
  const { from } = slotWindow();
  const loaded = page.locator('[aria-busy="false"]').filter({ has: page.locator('[data-day]') });
  for (let step = 0; ; step++) {
    await loaded.waitFor();
    const days = await page.locator('[data-day]:not([data-disabled]):not([data-outside])').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-day')!));
    const date = days.find((day) => day >= from);
    if (date) {
      await page.locator(`[data-day="${date}"] button`).click();
      const hour = page.getByRole('radiogroup', { name: 'Hora de la videollamada' }).getByRole('radio', { disabled: false }).first();
      const time = (await hour.innerText()).trim();
      await hour.click();
      return { date, time, startsAt: agencyDateTimeToUtc(date, Number(time.slice(0, 2))).toISOString() };
    }
    if (step === 2) throw new Error('The booking dialog offers no slot in three months');
    await page.getByRole('button', { name: /siguiente/i }).click();
  }
}

/** Picks the slot's day in the booking dialog's calendar, then its hour. */
export async function chooseSlot(page: Page, slot: Slot): Promise<void> {
  // The picker shows the current month first; move on until the wanted day is there.
  for (let step = 0; step < 2 && (await page.locator(`[data-day="${slot.date}"] button`).count()) === 0; step++) {
    await page.getByRole('button', { name: /siguiente/i }).click();
  }
  await page.locator(`[data-day="${slot.date}"] button`).click();
  await page.getByRole('radio', { name: slot.time }).click();
}
