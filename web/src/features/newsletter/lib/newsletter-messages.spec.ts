import { describe, expect, it } from '@jest/globals';
import { newsletterMessages } from '@prestigio/contracts';
import { NEWSLETTER_FAILURE, newsletterConfirmation, newsletterEmailError, newsletterFailureMessage } from './newsletter-messages';

describe('newsletter messages', () => {
  it('accepts a real address and rejects others with the contact form message', () => {
    expect(newsletterEmailError('ana.lopez@ejemplo.mx')).toBeUndefined();
    expect(newsletterEmailError('  Ana@Ejemplo.MX ')).toBeUndefined();
    expect(newsletterEmailError('ana@')).toBe('Ingrese un correo válido');
    expect(newsletterEmailError('')).toBe('Ingrese un correo válido');
  });

  it("confirms with the server's words, or the contract's default", () => {
    expect(newsletterConfirmation({ status: 'suscrito', message: 'Gracias, ya quedó.' })).toBe('Gracias, ya quedó.');
    expect(newsletterConfirmation(null)).toBe(newsletterMessages.subscribed);
  });

  it("shows the server's message, or a helpful fallback", () => {
    const rejected = new Error(JSON.stringify({ statusCode: 429, message: 'Ha realizado demasiadas solicitudes.' }));
    rejected.message = `429: ${rejected.message}`;
    expect(newsletterFailureMessage(rejected)).toBe('Ha realizado demasiadas solicitudes.');
    expect(newsletterFailureMessage(new TypeError('Failed to fetch'))).toBe(NEWSLETTER_FAILURE);
  });
});
