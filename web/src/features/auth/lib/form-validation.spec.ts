import { describe, expect, it } from '@jest/globals';
import { loginSchema, registerFormSchema } from '@prestigio/contracts';
import type { FieldError, FieldErrors } from 'react-hook-form';
import { fieldMessages } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/validation';

// The forms' own validation path: the contract schema through contractResolver, as useForm runs it on submit.
async function validate(
  schema: typeof loginSchema | typeof registerFormSchema,
  values: Record<string, string>,
  criteriaMode: 'firstError' | 'all',
): Promise<FieldErrors> {
  const resolver = contractResolver(schema as typeof registerFormSchema);
  const options = { criteriaMode, fields: {}, shouldUseNativeValidation: false };
  const result = await resolver(values as never, undefined, options);
  return result.errors;
}

const messagesOf = (errors: FieldErrors, field: string, all = false) =>
  fieldMessages(errors[field] as FieldError | undefined, { all });

describe('sign-in form validation (spec §5)', () => {
  it("shows the spec's messages for a short username and password", async () => {
    const errors = await validate(loginSchema, { username: 'ab', password: '12345' }, 'firstError');

    expect(messagesOf(errors, 'username')).toEqual(['El nombre de usuario debe tener al menos 3 caracteres']);
    expect(messagesOf(errors, 'password')).toEqual(['La contraseña debe tener al menos 6 caracteres']);
  });
});

describe('registration form validation (spec §5)', () => {
  it('lists every password rule that is broken, and only the first message of other fields', async () => {
    const errors = await validate(
      registerFormSchema,
      { fullName: 'Al', email: 'correo', username: '', password: 'abc', confirmPassword: 'abc' },
      'all',
    );

    expect(messagesOf(errors, 'fullName')).toEqual(['El nombre debe tener al menos 3 caracteres']);
    expect(messagesOf(errors, 'email')).toEqual(['Ingresa un correo electrónico válido']);
    expect(messagesOf(errors, 'username')).toEqual(['El nombre de usuario debe tener al menos 3 caracteres']);
    expect(messagesOf(errors, 'password', true)).toEqual([
      'La contraseña debe tener al menos 8 caracteres',
      'La contraseña debe contener al menos una letra mayúscula',
      'La contraseña debe contener al menos un número',
    ]);
    expect(errors.confirmPassword).toBeUndefined();
  });

  it('puts the mismatch on confirmPassword', async () => {
    const errors = await validate(
      registerFormSchema,
      {
        fullName: 'Ana López',
        email: 'ana@prestigio.mx',
        username: 'alopez',
        password: 'Segura2026',
        confirmPassword: 'Segura2027',
      },
      'all',
    );

    expect(Object.keys(errors)).toEqual(['confirmPassword']);
    expect(messagesOf(errors, 'confirmPassword')).toEqual(['Las contraseñas no coinciden']);
  });
});
