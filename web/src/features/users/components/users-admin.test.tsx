import type { PublicUser } from '@prestigio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../test/fixtures';
import { apiError, http, HttpResponse } from '../../../test/http';
import { findToast, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { UsersAdmin } from './users-admin';

const admin = aUser({ id: 'a0000000-0000-4000-8000-000000000001', fullName: 'Marta Admin', username: 'marta', role: 'admin' });
const pending = aUser({ id: 'a0000000-0000-4000-8000-000000000002', fullName: 'Pedro Nuevo', username: 'pedro', status: 'pending' });
const agent = aUser({ id: 'a0000000-0000-4000-8000-000000000003', fullName: 'Laura Agente', username: 'laura' });

/** GET /api/users answers `initial`, then whatever `setUsers` put there. */
function answerUsers(initial: PublicUser[]) {
  let users = initial;
  server.use(http.get('/api/users', () => HttpResponse.json(users)));
  return { setUsers: (next: PublicUser[]) => (users = next) };
}

function renderAdmin() {
  return renderWithProviders(<UsersAdmin currentUserId={admin.id} />, { url: '/users' });
}

/** The wide screen's table (the cards below repeat the same accounts for narrow screens). */
const table = async () => within(await screen.findByRole('table'));
const rowOf = async (name: string) => within((await table()).getByText(name).closest('tr') as HTMLElement);

describe('UsersAdmin', () => {
  it('lists every account with its role and status, and offers only what may be done to each', async () => {
    answerUsers([admin, pending, agent]);
    renderAdmin();

    const marta = await rowOf('Marta Admin');
    expect(marta.getByText('(tú)')).toBeInTheDocument();
    expect(marta.getByText('Único administrador activo')).toBeInTheDocument();
    expect(marta.queryByRole('button')).not.toBeInTheDocument();

    const pedro = await rowOf('Pedro Nuevo');
    expect(pedro.getByRole('button', { name: 'Aprobar: Pedro Nuevo' })).toBeInTheDocument();
    expect(pedro.getByRole('button', { name: 'Desactivar: Pedro Nuevo' })).toBeInTheDocument();

    const laura = await rowOf('Laura Agente');
    expect(laura.getByText('Agente')).toBeInTheDocument();
    expect(laura.getByRole('button', { name: 'Hacer administrador: Laura Agente' })).toBeInTheDocument();
  });

  it('approves a pending account once confirmed, says so and shows the list as the server has it', async () => {
    const api = answerUsers([admin, pending]);
    let body: unknown;
    server.use(
      http.patch(`/api/users/${pending.id}`, async ({ request }) => {
        body = await request.json();
        const approved = { ...pending, status: 'active' as const };
        api.setUsers([admin, approved]);
        return HttpResponse.json(approved);
      }),
    );
    const { user } = renderAdmin();

    await user.click((await rowOf('Pedro Nuevo')).getByRole('button', { name: 'Aprobar: Pedro Nuevo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Aprobar cuenta' }));
    expect(dialog.getByText(/¿Aprobar la cuenta de Pedro Nuevo\?/)).toBeInTheDocument();
    expect(body).toBeUndefined();
    await user.click(dialog.getByRole('button', { name: 'Aprobar' }));

    await findToast('Cuenta aprobada', 'Pedro Nuevo ya puede acceder al portal.');
    expect(body).toEqual({ status: 'active' });
    await waitFor(async () => expect((await rowOf('Pedro Nuevo')).queryByRole('button', { name: 'Aprobar: Pedro Nuevo' })).toBeNull());
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    answerUsers([admin, agent]);
    let requests = 0;
    server.use(http.patch(`/api/users/${agent.id}`, () => void requests++));
    const { user } = renderAdmin();

    await user.click((await rowOf('Laura Agente')).getByRole('button', { name: 'Desactivar: Laura Agente' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Desactivar cuenta' }));
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toBe(0);
  });

  it('shows the server’s refusal in a destructive toast', async () => {
    answerUsers([admin, agent]);
    server.use(http.patch(`/api/users/${agent.id}`, () => apiError(409, 'La cuenta cambió mientras tanto; revisa la lista.')));
    const { user } = renderAdmin();

    await user.click((await rowOf('Laura Agente')).getByRole('button', { name: 'Hacer administrador: Laura Agente' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hacer administrador' }));

    const toast = await findToast('No se pudo actualizar el usuario', 'La cuenta cambió mientras tanto; revisa la lista.');
    expect(toast).toHaveClass('destructive');
  });

  it('says so when the list cannot be loaded', async () => {
    server.use(http.get('/api/users', () => apiError(503, 'El servicio de usuarios no responde')));
    renderAdmin();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar la lista de usuarios.');
    expect(alert).toHaveTextContent('El servicio de usuarios no responde');
  });
});
