import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLeadDetail } from '../../../test/fixtures';
import { http, HttpResponse } from '../../../test/http';
import { findToast, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { NewLeadDialog } from './new-lead-dialog';

async function openDialog() {
  const rendered = renderWithProviders(<NewLeadDialog />, { url: '/leads' });
  await rendered.user.click(screen.getByRole('button', { name: /Nuevo cliente/ }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Nuevo cliente' }));
  return { ...rendered, dialog };
}

describe('NewLeadDialog', () => {
  it('asks for a name and for an e-mail or a phone before sending', async () => {
    let requests = 0;
    server.use(http.post('/api/leads/manual', () => void requests++));
    const { user, dialog } = await openDialog();

    await user.type(dialog.getByLabelText('Nombre'), 'A');
    await user.click(dialog.getByRole('button', { name: 'Crear cliente' }));

    // Validation is asynchronous (the contract's schema): wait for its messages.
    await waitFor(() => expect(dialog.getByLabelText('Nombre')).toHaveAccessibleDescription('El nombre es demasiado corto'));
    expect(dialog.getByLabelText('Correo')).toHaveAccessibleDescription('Indica un correo o un teléfono');
    expect(requests).toBe(0);
  });

  it('creates the client and opens its page; a person already a client (same e-mail) is said to be one, never twinned', async () => {
    const existing = aLeadDetail({ name: 'Ana Ruiz' });
    let body: unknown;
    server.use(
      http.post('/api/leads/manual', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...existing, merged: true }, { status: 200 });
      }),
    );
    const { user, dialog, router } = await openDialog();

    // The e-mail is the one identity key (a known phone with another e-mail is a new client, a possible duplicate).
    await user.type(dialog.getByLabelText('Nombre'), 'Ana Ruiz');
    await user.type(dialog.getByLabelText('Correo'), 'ana.ruiz@example.com');
    await user.type(dialog.getByLabelText('Teléfono'), '55 1234 5678');
    await user.selectOptions(dialog.getByLabelText('Origen'), 'telefono');
    await user.click(dialog.getByRole('button', { name: 'Crear cliente' }));

    await findToast('Cliente existente', 'Ana Ruiz ya era cliente: se agregó la consulta a su historial.');
    expect(body).toMatchObject({ name: 'Ana Ruiz', email: 'ana.ruiz@example.com', phone: '55 1234 5678', source: 'telefono' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/leads/${existing.id}`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says a known phone with another e-mail made a new client, a possible duplicate of the other (intake rules)', async () => {
    const created = aLeadDetail({
      id: '6d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a',
      name: 'Sofía Ruiz',
      email: 'sofia@example.com',
      duplicates: [{ id: aLeadDetail().id, name: 'Ana Ruiz', email: 'ana.ruiz@example.com', phone: '5512345678' }],
    });
    server.use(http.post('/api/leads/manual', () => HttpResponse.json({ ...created, merged: false }, { status: 201 })));
    const { user, dialog, router } = await openDialog();

    expect(screen.getByRole('dialog', { name: 'Nuevo cliente' })).toHaveAccessibleDescription(
      'Si la persona ya es cliente (mismo correo), se agrega a su historial. Con el teléfono de otro cliente y otro correo, se crea marcado como posible duplicado.',
    );
    await user.type(dialog.getByLabelText('Nombre'), 'Sofía Ruiz');
    await user.type(dialog.getByLabelText('Correo'), 'sofia@example.com');
    await user.type(dialog.getByLabelText('Teléfono'), '55 1234 5678');
    await user.click(dialog.getByRole('button', { name: 'Crear cliente' }));

    await findToast('Cliente creado', 'Sofía Ruiz: posible duplicado de Ana Ruiz (mismo teléfono).');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/leads/${created.id}`));
  });
});
