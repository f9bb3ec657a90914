import { afterEach, describe, expect, it } from '@jest/globals';
import { dispatch, getToastState } from '../../../components/ui/toast/toast-store';
import { authFailureToast, authSuccessToasts, runAuthOperation } from './auth-toasts';

/** An error exactly as apiRequest raises it for a JSON error body. */
function apiError(status: number, body: unknown): Error {
  return new Error(`${status}: ${JSON.stringify(body)}`);
}

describe('auth success toasts (spec §8)', () => {
  it('uses the titles and texts of the spec to the letter', () => {
    expect(authSuccessToasts.login).toEqual({
      title: 'Inicio de sesión exitoso',
      description: 'Has iniciado sesión correctamente.',
    });
    expect(authSuccessToasts.register).toEqual({
      title: 'Registro exitoso',
      description: 'Tu cuenta ha sido creada correctamente.',
    });
    expect(authSuccessToasts.logout).toEqual({
      title: 'Sesión cerrada',
      description: 'Has cerrado sesión correctamente.',
    });
  });
});

describe('authFailureToast', () => {
  it("shows the server's message under the operation's title", () => {
    const wrongPassword = apiError(401, { statusCode: 401, message: 'Usuario o contraseña incorrectos' });
    const taken = apiError(409, {
      statusCode: 409,
      message: 'El nombre de usuario ya está registrado',
      errors: { username: 'El nombre de usuario ya está registrado' },
    });
    const throttled = apiError(429, {
      statusCode: 429,
      message: 'Demasiados intentos fallidos. Intenta de nuevo en 15 minutos.',
    });

    expect(authFailureToast('login', wrongPassword)).toEqual({
      title: 'Error al iniciar sesión',
      description: 'Usuario o contraseña incorrectos',
    });
    expect(authFailureToast('register', taken)).toEqual({
      title: 'Error al registrarse',
      description: 'El nombre de usuario ya está registrado',
    });
    expect(authFailureToast('login', throttled).description).toBe(
      'Demasiados intentos fallidos. Intenta de nuevo en 15 minutos.',
    );
  });

  it("falls back to the spec's text when the server gave no message", () => {
    const offline = new TypeError('Failed to fetch');
    const proxyPage = new Error('502: <html>Bad Gateway</html>');

    expect(authFailureToast('login', offline)).toEqual({
      title: 'Error al iniciar sesión',
      description: 'No se pudo iniciar sesión. Verifica tus credenciales.',
    });
    expect(authFailureToast('register', proxyPage)).toEqual({
      title: 'Error al registrarse',
      description: 'No se pudo completar el registro. Intenta con otro nombre de usuario.',
    });
    expect(authFailureToast('logout', offline)).toEqual({
      title: 'Error al cerrar sesión',
      description: 'No se pudo cerrar la sesión.',
    });
  });

  it('keeps the default variant: the spec marks only search and chat failures as destructive', () => {
    expect(authFailureToast('login', new Error('500: x')).variant).toBeUndefined();
  });
});

describe('runAuthOperation', () => {
  afterEach(() => {
    dispatch({ type: 'REMOVE_TOAST' });
  });

  const shownToast = () => {
    const [shown] = getToastState().toasts;
    return { title: shown?.title, description: shown?.description };
  };

  it('says it worked, then hands the result on', async () => {
    const steps: string[] = [];
    await runAuthOperation('login', async () => 'ana', {
      onDone: (user) => steps.push(`done ${user} after ${String(shownToast().title)}`),
      onFailure: () => steps.push('failed'),
    });

    expect(steps).toEqual(['done ana after Inicio de sesión exitoso']);
    expect(shownToast()).toEqual(authSuccessToasts.login);
  });

  it("lets the caller react to a failure, then shows the server's message", async () => {
    const refusal = apiError(409, { statusCode: 409, message: 'El nombre de usuario ya está registrado' });
    const steps: unknown[] = [];
    await runAuthOperation(
      'register',
      async () => {
        throw refusal;
      },
      { onDone: () => steps.push('done'), onFailure: (error) => steps.push(error) },
    );

    expect(steps).toEqual([refusal]);
    expect(shownToast()).toEqual({ title: 'Error al registrarse', description: 'El nombre de usuario ya está registrado' });
  });
});
