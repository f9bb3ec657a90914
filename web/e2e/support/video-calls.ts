import { expect } from '@jest/globals';
import type { APIRequestContext, Page } from 'playwright-core';
import { baseUrl } from './browser.js';

export interface Slot {
  date: string;
  time: string;
  startsAt: string;
}

/** The first few free slots after tomorrow, from the real availability API. */
export async function freeSlots(api: APIRequestContext): Promise<Slot[]> {
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const response = await api.get(`${baseUrl()}/api/video-calls/availability?from=${from}&to=${to}`);
  expect(response.status()).toBe(200);
  const { days } = (await response.json()) as { days: Array<{ date: string; slots: Array<{ time: string; startsAt: string; available: boolean }> }> };
  return days.flatMap((day) => day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, time: slot.time, startsAt: slot.startsAt })));
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
