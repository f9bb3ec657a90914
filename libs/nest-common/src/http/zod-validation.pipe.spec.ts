import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import { ZodValidationPipe } from './zod-validation.pipe.js';

const contactSchema = z.object({
  name: z.string().min(2, 'El nombre es demasiado corto'),
  email: z.email('Ingrese un correo válido'),
  address: z.object({ city: z.string().min(1, 'Indica la ciudad') }).optional(),
  bedrooms: z.coerce.number().int().default(0),
});

function rejectionOf(pipe: ZodValidationPipe<z.ZodType>, value: unknown): BadRequestException {
  try {
    pipe.transform(value);
  } catch (error) {
    if (error instanceof BadRequestException) return error;
    throw error;
  }
  throw new Error('expected the pipe to reject the value');
}

describe('ZodValidationPipe', () => {
  const pipe = new ZodValidationPipe(contactSchema);

  it('returns the parsed value: unknown keys stripped, coercions and defaults applied', () => {
    expect(pipe.transform({ name: 'Ana', email: 'ana@example.mx', isAdmin: true, bedrooms: '3' })).toEqual({
      name: 'Ana',
      email: 'ana@example.mx',
      bedrooms: 3,
    });
    expect(pipe.transform({ name: 'Ana', email: 'ana@example.mx' })).toEqual({
      name: 'Ana',
      email: 'ana@example.mx',
      bedrooms: 0,
    });
  });

  it('rejects with 400 Datos inválidos and the first Spanish message of each field', () => {
    const error = rejectionOf(pipe, { name: 'A', email: 'nope', address: { city: '' } });
    expect(error.getStatus()).toBe(400);
    expect(error.getResponse()).toEqual({
      statusCode: 400,
      message: 'Datos inválidos',
      errors: {
        name: 'El nombre es demasiado corto',
        email: 'Ingrese un correo válido',
        'address.city': 'Indica la ciudad',
      },
    });
  });

  it('rejects a body that is not an object at all', () => {
    const error = rejectionOf(pipe, undefined);
    expect(error.getResponse()).toMatchObject({ statusCode: 400, message: 'Datos inválidos', errors: { _: expect.any(String) } });
  });
});
