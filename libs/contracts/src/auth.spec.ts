import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { fieldErrors } from './http-error.js';
import { loginSchema, registerFormSchema, registerPayloadSchema } from './auth.js';

function messages(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}

describe('login schema (spec §5)', () => {
  it('gives the spec messages for short username and password', () => {
    expect(messages(loginSchema, { username: 'ab', password: '12345' })).toEqual({
      username: 'El nombre de usuario debe tener al menos 3 caracteres',
      password: 'La contraseña debe tener al menos 6 caracteres',
    });
  });
  it('accepts valid credentials', () => {
    expect(loginSchema.parse({ username: ' maria ', password: 'secreto' })).toEqual({ username: 'maria', password: 'secreto' });
  });
});

describe('registration (spec §5)', () => {
  const valid = { fullName: 'María López', email: 'Maria@Ejemplo.mx', username: 'mlopez', password: 'Segura2026' };

  it('accepts a valid payload and normalises the email', () => {
    expect(registerPayloadSchema.parse(valid).email).toBe('maria@ejemplo.mx');
  });

  it('gives each spec message', () => {
    expect(messages(registerPayloadSchema, { fullName: 'Al', email: 'no', username: 'ml', password: 'corta' })).toEqual({
      fullName: 'El nombre debe tener al menos 3 caracteres',
      email: 'Ingresa un correo electrónico válido',
      username: 'El nombre de usuario debe tener al menos 3 caracteres',
      password: 'La contraseña debe tener al menos 8 caracteres',
    });
    expect(messages(registerPayloadSchema, { ...valid, password: 'sinmayuscula1' }).password).toBe(
      'La contraseña debe contener al menos una letra mayúscula',
    );
    expect(messages(registerPayloadSchema, { ...valid, password: 'SinNumeros' }).password).toBe(
      'La contraseña debe contener al menos un número',
    );
  });

  it('puts the mismatch message on confirmPassword', () => {
    expect(messages(registerFormSchema, { ...valid, confirmPassword: 'Otra2026' })).toEqual({
      confirmPassword: 'Las contraseñas no coinciden',
    });
  });

  it('never lets confirmPassword into the payload', () => {
    expect(registerPayloadSchema.parse({ ...valid, confirmPassword: valid.password })).not.toHaveProperty('confirmPassword');
  });
});
