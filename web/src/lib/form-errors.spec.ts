import { describe, expect, it, jest } from '@jest/globals';
import { applyServerFieldErrors, fieldMessages, serverFieldErrors } from './form-errors';

describe('fieldMessages', () => {
  it('gives nothing for a valid field', () => {
    expect(fieldMessages(undefined)).toEqual([]);
  });

  it('gives the single message of a field', () => {
    expect(fieldMessages({ type: 'too_small', message: 'El nombre debe tener al menos 3 caracteres' })).toEqual([
      'El nombre debe tener al menos 3 caracteres',
    ]);
  });

  it('gives only the first message unless every one is asked for', () => {
    const username = {
      type: 'too_small',
      message: 'El nombre de usuario debe tener al menos 3 caracteres',
      types: { too_small: 'El nombre de usuario debe tener al menos 3 caracteres', invalid_format: 'Otro' },
    };
    expect(fieldMessages(username)).toEqual(['El nombre de usuario debe tener al menos 3 caracteres']);
  });

  it('lists every broken rule once, first message first, when asked for all', () => {
    const password = {
      type: 'too_small',
      message: 'La contraseña debe tener al menos 8 caracteres',
      types: {
        too_small: 'La contraseña debe tener al menos 8 caracteres',
        invalid_format: [
          'La contraseña debe contener al menos una letra mayúscula',
          'La contraseña debe contener al menos un número',
        ],
      },
    };

    expect(fieldMessages(password, { all: true })).toEqual([
      'La contraseña debe tener al menos 8 caracteres',
      'La contraseña debe contener al menos una letra mayúscula',
      'La contraseña debe contener al menos un número',
    ]);
  });
});

describe('serverFieldErrors', () => {
  const body = {
    statusCode: 400,
    message: 'Datos inválidos',
    errors: { password: 'La contraseña debe contener al menos un número', _: 'otro', unknown: 'x' },
  };
  const error = new Error(`400: ${JSON.stringify(body)}`);

  it("keeps the messages of the form's own fields", () => {
    expect(serverFieldErrors(error, ['username', 'password'] as const)).toEqual([
      ['password', 'La contraseña debe contener al menos un número'],
    ]);
  });

  it('gives nothing for errors without field messages or not from the API', () => {
    expect(serverFieldErrors(new Error('401: {"statusCode":401,"message":"No"}'), ['username'])).toEqual([]);
    expect(serverFieldErrors(new TypeError('Failed to fetch'), ['username'])).toEqual([]);
  });

  it('puts them on the form with setError', () => {
    const setError = jest.fn();
    applyServerFieldErrors(setError, error, ['username', 'password']);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('password', {
      type: 'server',
      message: 'La contraseña debe contener al menos un número',
    });
  });
});
