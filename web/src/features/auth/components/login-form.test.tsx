import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUser } from '../../../test/fixtures';
import { apiError, heldCall, http, HttpResponse } from '../../../test/http';
import { findToast, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { LoginForm } from './login-form';

function renderLogin() {
  const onSignedIn = vi.fn();
  const rendered = renderWithProviders(<LoginForm onSignedIn={onSignedIn} />, { url: '/auth' });
  const signIn = async (username: string, password: string) => {
    if (username) await rendered.user.type(screen.getByLabelText('Nombre de usuario'), username);
    if (password) await rendered.user.type(screen.getByLabelText('Contraseña'), password);
    await rendered.user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
  };
  return { ...rendered, onSignedIn, signIn };
}

describe('LoginForm', () => {
  it('shows the spec §5 messages and sends nothing while a field is too short', async () => {
    let requests = 0;
    server.use(http.post('/api/login', () => void requests++));
    const { signIn } = renderLogin();
    await signIn('lu', '12345');

    // Validation is asynchronous (the contract's schema): wait for its messages.
    await waitFor(() =>
      expect(screen.getByLabelText('Nombre de usuario')).toHaveAccessibleDescription('El nombre de usuario debe tener al menos 3 caracteres'),
    );
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('La contraseña debe tener al menos 6 caracteres');
    expect(requests).toBe(0);
  });

  it('reads "Iniciando sesión..." and is disabled while the request runs, then says so and hands over the user', async () => {
    const user = aUser();
    const call = heldCall('post', '/api/login', () => HttpResponse.json(user));
    const { signIn, onSignedIn } = renderLogin();
    await signIn('lucia', 'secreto123');

    expect(await screen.findByRole('button', { name: 'Iniciando sesión...' })).toBeDisabled();
    call.release();

    await findToast('Inicio de sesión exitoso', 'Has iniciado sesión correctamente.');
    expect(call.received).toEqual({ username: 'lucia', password: 'secreto123' });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled());
  });

  it('shows the server message of a refused sign-in in the "Error al iniciar sesión" toast', async () => {
    server.use(http.post('/api/login', () => apiError(401, 'Usuario o contraseña incorrectos')));
    const { signIn, onSignedIn } = renderLogin();
    await signIn('lucia', 'equivocada');

    await findToast('Error al iniciar sesión', 'Usuario o contraseña incorrectos');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('falls back to the spec text when the failure carries no message of ours', async () => {
    server.use(http.post('/api/login', () => new HttpResponse('Bad Gateway', { status: 502 })));
    const { signIn } = renderLogin();
    await signIn('lucia', 'secreto123');

    await findToast('Error al iniciar sesión', 'No se pudo iniciar sesión. Verifica tus credenciales.');
  });
});
