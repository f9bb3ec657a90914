import { describe, expect, it } from '@jest/globals';
import { fieldErrors } from './http-error.js';
import { leadSchema } from './contact-form.js';
import { formatPropertyPrice, formatMXN } from './money.js';

describe('contact lead (spec §5)', () => {
  it('gives the spec messages', () => {
    const result = leadSchema.safeParse({ name: 'A', phone: '1234', email: 'x@', privacy: false });
    expect(fieldErrors(result.error!)).toEqual({
      name: 'El nombre es demasiado corto',
      phone: 'El teléfono debe tener al menos 8 dígitos',
      email: 'Ingrese un correo válido',
      privacy: 'Debe aceptar la política de privacidad',
    });
  });

  it('accepts a minimal valid lead with interest and message optional', () => {
    expect(
      leadSchema.parse({ name: 'Ana Ruiz', phone: '+52 55 1234 5678', email: 'ANA@correo.mx', interest: '', message: '', privacy: true }),
    ).toEqual({ name: 'Ana Ruiz', phone: '+52 55 1234 5678', email: 'ana@correo.mx', privacy: true });
  });
});

describe('money', () => {
  it('formats pesos es-MX without decimals, rents per month', () => {
    expect(formatMXN(12_500_000.4)).toBe('$12,500,000');
    expect(formatPropertyPrice(45_000, 'rentar')).toBe('$45,000/mes');
    expect(formatPropertyPrice(45_000, 'comprar')).toBe('$45,000');
  });
});
