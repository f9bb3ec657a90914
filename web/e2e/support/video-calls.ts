import { expect } from '@jest/globals';
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

/** The free slots after tomorrow, from the real availability API. */
export async function freeSlots(api: APIRequestContext): Promise<Slot[]> {
  const { from, to } = slotWindow();
  const response = await api.get(`${baseUrl()}/api/video-calls/availability?from=${from}&to=${to}`);
  expect(response.status()).toBe(200);
  const { days } = (await response.json()) as { days: Array<{ date: string; slots: Array<{ time: string; startsAt: string; available: boolean }> }> };
  return days.flatMap((day) => day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, time: slot.time, startsAt: slot.startsAt })));
}

/**
 * The free slots in which the signed-in agent of `api` has no call of their own. Availability is the agency's (any
 * agent free), while a portal booking is with the client's agent: other tests may have booked this agent already.
 */
export async function freeSlotsForSignedInAgent(api: APIRequestContext): Promise<Slot[]> {
  const { from, to } = slotWindow();
  const response = await api.get(`${baseUrl()}/api/video-calls?from=${from}&to=${to}`);
  expect(response.status()).toBe(200);
  const { videoCalls } = (await response.json()) as { videoCalls: Array<{ scheduledAt: string; status: string }> };
  const busy = new Set(videoCalls.filter((call) => call.status === 'programada').map((call) => new Date(call.scheduledAt).getTime()));
  return (await freeSlots(api)).filter((slot) => !busy.has(new Date(slot.startsAt).getTime()));
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
