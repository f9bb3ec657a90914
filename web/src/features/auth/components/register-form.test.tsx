import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUser } from '../../../test/fixtures';
import { apiError, heldCall, http, HttpResponse } from '../../../test/http';
import { findToast, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { RegisterForm } from './register-form';

type Registration = { fullName: string; email: string; username: string; password: string; confirmPassword: string };

const valid: Registration = {
  fullName: 'Lucía Fernández',
  email: 'lucia@prestigio.mx',
  username: 'lucia',
  password: 'Prestigio2026',
  confirmPassword: 'Prestigio2026',
};

function renderRegister() {
  const onRegistered = vi.fn();
  const rendered = renderWithProviders(<RegisterForm onRegistered={onRegistered} />, { url: '/auth' });
  const { user } = rendered;
  const fill = async (values: Registration) => {
    const typeInto = async (label: string, text: string) => {
      if (text) await user.type(screen.getByLabelText(label), text);
    };
    await typeInto('Nombre completo', values.fullName);
    await typeInto('Correo electrónico', values.email);
    await typeInto('Nombre de usuario', values.username);
    await typeInto('Contraseña', values.password);
    await typeInto('Confirmar contraseña', values.confirmPassword);
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
  };
  return { ...rendered, onRegistered, fill };
}

describe('RegisterForm', () => {
  it('shows each spec §5 message, every broken password rule at once, and sends nothing', async () => {
    let requests = 0;
    server.use(http.post('/api/register', () => void requests++));
    const { fill } = renderRegister();
    await fill({ fullName: 'Lu', email: 'lucia@', username: 'lu', password: 'corta', confirmPassword: 'otra' });

    // Validation is asynchronous (the contract's schema): wait for its messages.
    await waitFor(() => expect(screen.getByLabelText('Nombre completo')).toHaveAccessibleDescription('El nombre debe tener al menos 3 caracteres'));
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription('Ingresa un correo electrónico válido');
    expect(screen.getByLabelText('Nombre de usuario')).toHaveAccessibleDescription(
      'El nombre de usuario debe tener al menos 3 caracteres',
    );
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveAccessibleDescription(/La contraseña debe tener al menos 8 caracteres/);
    expect(password).toHaveAccessibleDescription(/La contraseña debe contener al menos una letra mayúscula/);
    expect(password).toHaveAccessibleDescription(/La contraseña debe contener al menos un número/);
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAccessibleDescription('Las contraseñas no coinciden');
    expect(requests).toBe(0);
  });

  it('reads "Registrando..." while it runs, never sends confirmPassword, and says the account was created', async () => {
    const user = aUser({ status: 'pending' });
    const call = heldCall('post', '/api/register', () => HttpResponse.json(user, { status: 201 }));
    const { fill, onRegistered } = renderRegister();
    await fill(valid);

    expect(await screen.findByRole('button', { name: 'Registrando...' })).toBeDisabled();
    call.release();

    await findToast('Registro exitoso', 'Tu cuenta ha sido creada correctamente.');
    expect(call.received).toEqual({ fullName: 'Lucía Fernández', email: 'lucia@prestigio.mx', username: 'lucia', password: 'Prestigio2026' });
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(user));
  });

  it('puts a taken username under its field and in the "Error al registrarse" toast', async () => {
    server.use(
      http.post('/api/register', () =>
        apiError(409, 'Ese nombre de usuario ya está registrado', { username: 'Ese nombre de usuario ya está registrado' }),
      ),
    );
    const { fill, onRegistered } = renderRegister();
    await fill(valid);

    await findToast('Error al registrarse', 'Ese nombre de usuario ya está registrado');
    expect(screen.getByLabelText('Nombre de usuario')).toHaveAccessibleDescription('Ese nombre de usuario ya está registrado');
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('falls back to the spec text when the failure carries no message of ours', async () => {
    server.use(http.post('/api/register', () => HttpResponse.error()));
    const { fill } = renderRegister();
    await fill(valid);

    await findToast('Error al registrarse', 'No se pudo completar el registro. Intenta con otro nombre de usuario.');
  });
});
