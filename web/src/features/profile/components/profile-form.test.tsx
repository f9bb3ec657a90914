import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../test/fixtures';
import { apiError, heldCall, http, HttpResponse } from '../../../test/http';
import { findToast, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { ProfileForm } from './profile-form';

const user = aUser({ fullName: 'Lucía Fernández', phone: '525512345678' });

function renderProfile() {
  const rendered = renderWithProviders(<ProfileForm user={user} />, { url: '/profile' });
  const save = () => rendered.user.click(screen.getByRole('button', { name: /Guardar cambios|Guardando/ }));
  return { ...rendered, save };
}

describe('ProfileForm', () => {
  it('shows the stored name and phone as people read them; saving stays off until something changes', () => {
    renderProfile();

    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Lucía Fernández');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('55 1234 5678');
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    expect(screen.getByText('lucia')).toBeInTheDocument();
    expect(screen.getByText('Agente')).toBeInTheDocument();
  });

  it('checks the name and phone with the registration rules before sending', async () => {
    let requests = 0;
    server.use(http.patch('/api/user', () => void requests++));
    const { user: person, save } = renderProfile();
    await person.clear(screen.getByLabelText('Nombre completo'));
    await person.type(screen.getByLabelText('Nombre completo'), 'Lu');
    await person.clear(screen.getByLabelText('Teléfono'));
    await person.type(screen.getByLabelText('Teléfono'), '5512');
    await save();

    // Validation is asynchronous (the contract's schema): wait for its messages.
    await waitFor(() => expect(screen.getByLabelText('Nombre completo')).toHaveAccessibleDescription('El nombre debe tener al menos 3 caracteres'));
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription('El teléfono debe tener al menos 8 dígitos');
    expect(requests).toBe(0);
  });

  it('saves the change ("Guardando..." meanwhile), clears an emptied phone, and shows what the server kept', async () => {
    const call = heldCall('patch', '/api/user', () => HttpResponse.json({ ...user, fullName: 'Lucía Fernández Ortiz', phone: null }));
    const { user: person, save } = renderProfile();
    await person.type(screen.getByLabelText('Nombre completo'), ' Ortiz');
    await person.clear(screen.getByLabelText('Teléfono'));
    await save();

    expect(await screen.findByRole('button', { name: /Guardando\.\.\./ })).toBeDisabled();
    call.release();

    await findToast('Perfil actualizado', 'Tus propiedades mostrarán estos datos en unos momentos.');
    expect(call.received).toEqual({ fullName: 'Lucía Fernández Ortiz', phone: null });
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Lucía Fernández Ortiz');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled());
  });

  it('puts the server’s refusal under its field and in a destructive toast', async () => {
    server.use(http.patch('/api/user', () => apiError(400, 'Revisa los datos', { phone: 'Ese teléfono no es válido en México' })));
    const { user: person, save } = renderProfile();
    await person.type(screen.getByLabelText('Nombre completo'), ' Ortiz');
    await save();

    const toast = await findToast('No se pudo guardar tu perfil', 'Revisa los datos');
    expect(toast).toHaveClass('destructive');
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription('Ese teléfono no es válido en México');
  });
});
