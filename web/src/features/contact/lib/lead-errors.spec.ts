import { describe, expect, it } from '@jest/globals';
import { LEAD_FAILURE_FALLBACK, leadFailureMessage } from './lead-errors';

const apiError = (status: number, body: unknown) => new Error(`${status}: ${JSON.stringify(body)}`);

describe('leadFailureMessage', () => {
  it("prefers the server's own message (validation, rate limit)", () => {
    expect(leadFailureMessage(apiError(429, { statusCode: 429, message: 'Ha realizado demasiadas solicitudes.' }))).toBe(
      'Ha realizado demasiadas solicitudes.',
    );
    expect(
      leadFailureMessage(apiError(400, { statusCode: 400, message: 'Datos inválidos', errors: { phone: 'El teléfono debe tener al menos 8 dígitos' } })),
    ).toBe('Datos inválidos');
  });

  it('falls back to a helpful Spanish text for network failures and foreign bodies', () => {
    expect(leadFailureMessage(new TypeError('Failed to fetch'))).toBe(LEAD_FAILURE_FALLBACK);
    expect(leadFailureMessage(new Error('502: Bad Gateway'))).toBe(LEAD_FAILURE_FALLBACK);
    expect(LEAD_FAILURE_FALLBACK).toMatch(/Intente nuevamente/);
  });
});
