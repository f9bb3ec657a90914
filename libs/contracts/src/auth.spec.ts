import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { fieldErrors } from './http-error.js';
import { loginSchema, publicUserSchema, registerFormSchema, registerPayloadSchema, updateOwnProfileSchema } from './auth.js';

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

describe('own profile (PATCH /api/user)', () => {
  it("keeps registration's name rule and messages, trimmed", () => {
    expect(updateOwnProfileSchema.parse({ fullName: '  María López  ' })).toEqual({ fullName: 'María López' });
    expect(messages(updateOwnProfileSchema, { fullName: 'Al' })).toEqual({ fullName: 'El nombre debe tener al menos 3 caracteres' });
    expect(messages(updateOwnProfileSchema, {})).toEqual({ fullName: 'El nombre debe tener al menos 3 caracteres' });
    expect(messages(updateOwnProfileSchema, { fullName: 'x'.repeat(121) })).toEqual({
      fullName: 'El nombre no puede tener más de 120 caracteres',
    });
  });

  it("stores the phone as registration does: digits with Mexico's code added to ten digits, others as given", () => {
    expect(updateOwnProfileSchema.parse({ fullName: 'María López', phone: '(55) 1234-5678' }).phone).toBe('525512345678');
    expect(updateOwnProfileSchema.parse({ fullName: 'María López', phone: '+1 415 555 0100' }).phone).toBe('14155550100');
    expect(updateOwnProfileSchema.parse({ fullName: 'María López', phone: '(55) 1234-5678' }).phone).toBe(
      registerPayloadSchema.parse({ fullName: 'María López', email: 'm@ejemplo.mx', username: 'mlopez', password: 'Segura2026', phone: '(55) 1234-5678' }).phone,
    );
  });

  it('clears the phone when it is blank or null, and leaves it alone when it is not sent', () => {
    expect(updateOwnProfileSchema.parse({ fullName: 'María López', phone: '' }).phone).toBeNull();
    expect(updateOwnProfileSchema.parse({ fullName: 'María López', phone: '   ' }).phone).toBeNull();
    expect(updateOwnProfileSchema.parse({ fullName: 'María López', phone: null }).phone).toBeNull();
    expect(updateOwnProfileSchema.parse({ fullName: 'María López' })).not.toHaveProperty('phone');
  });

  it("refuses a bad phone with the contact form's Spanish messages", () => {
    expect(messages(updateOwnProfileSchema, { fullName: 'María López', phone: '55 12' })).toEqual({ phone: 'El teléfono debe tener al menos 8 dígitos' });
    expect(messages(updateOwnProfileSchema, { fullName: 'María López', phone: 'llámame 5512345678' })).toEqual({
      phone: 'El teléfono solo puede contener números, espacios y los signos + ( ) -',
    });
    expect(messages(updateOwnProfileSchema, { fullName: 'María López', phone: 5512345678 })).toEqual({ phone: 'El teléfono debe tener al menos 8 dígitos' });
  });

  it('drops what is not the user\'s to change here', () => {
    const parsed = updateOwnProfileSchema.parse({ fullName: 'María López', role: 'admin', status: 'active', email: 'otro@ejemplo.mx', username: 'otro' });
    expect(parsed).toEqual({ fullName: 'María López' });
  });
});

describe('public user', () => {
  const user = { id: 'u1', fullName: 'María López', email: 'm@ejemplo.mx', username: 'mlopez', role: 'agent', status: 'active', createdAt: '2026-01-01T00:00:00.000Z' };

  it('carries the phone, and reads an answer without one as null', () => {
    expect(publicUserSchema.parse({ ...user, phone: '525512345678' }).phone).toBe('525512345678');
    expect(publicUserSchema.parse(user).phone).toBeNull();
  });
});
