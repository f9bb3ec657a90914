import { expect } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';

/** The contact form (spec §2), on the landing or a listing. */
export const contactFormOf = (page: Page): Locator => page.getByRole('form', { name: 'Formulario de contacto' });

/** What a visitor writes into the contact form; the interest and the message are optional there. */
export interface ContactDetails {
  name: string;
  phone: string;
  email: string;
  interest?: string;
  message?: string;
}

/** The interest's label: "¿En qué está interesado?", with "(opcional)" on a listing. */
const INTEREST = /^¿En qué está interesado\?/;

/** Fills the form as a visitor would and accepts the privacy notice (not sent: each test sends its own way). */
export async function fillContactForm(form: Locator, details: ContactDetails): Promise<void> {
  await form.getByLabel('Nombre completo').fill(details.name);
  await form.getByLabel('Teléfono').fill(details.phone);
  await form.getByLabel('Correo electrónico').fill(details.email);
  if (details.interest !== undefined) await form.getByLabel(INTEREST).selectOption(details.interest);
  if (details.message !== undefined) await form.getByLabel('Mensaje (opcional)').fill(details.message);
  await form.getByLabel(/He leído y acepto/).check();
}

/** The form shows every value of `details` and the accepted privacy notice. */
export async function expectContactFormHolds(form: Locator, details: ContactDetails): Promise<void> {
  expect(await form.getByLabel('Nombre completo').inputValue()).toBe(details.name);
  expect(await form.getByLabel('Teléfono').inputValue()).toBe(details.phone);
  expect(await form.getByLabel('Correo electrónico').inputValue()).toBe(details.email);
  if (details.interest !== undefined) expect(await form.getByLabel(INTEREST).inputValue()).toBe(details.interest);
  if (details.message !== undefined) expect(await form.getByLabel('Mensaje (opcional)').inputValue()).toBe(details.message);
  expect(await form.getByLabel(/He leído y acepto/).isChecked()).toBe(true);
}

/**
 * Waits until React owns the form (it marks each node it hydrated with its props, as lib/first-interaction's isLive
 * reads), then a frame for its commit. The form's island hydrates on its own schedule, after the page's start.
 */
export async function untilReactOwns(form: Locator): Promise<Locator> {
  await form.waitFor();
  await form.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const live = () => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
        const check = () => (live() ? requestAnimationFrame(() => setTimeout(resolve, 0)) : setTimeout(check, 20));
        check();
      }),
  );
  return form;
}
