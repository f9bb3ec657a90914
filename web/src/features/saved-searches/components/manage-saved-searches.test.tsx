import { savedSearchMessages, type SavedSearchView } from '@prestigio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, http, HttpResponse } from '../../../test/http';
import { findToast, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { ConfirmSavedSearch } from './confirm-saved-search';
import { ManageSavedSearches } from './manage-saved-searches';
import { MISSING_LINK } from './saved-search-page-frame';

const TOKEN = 'v1.token+firmado/==';

function aSavedSearch(overrides: Partial<SavedSearchView> = {}): SavedSearchView {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Casa en Polanco hasta $15,000,000',
    criteria: { operationType: 'comprar', propertyType: 'casa', location: 'Polanco', maxPrice: 15_000_000 },
    frequency: 'al_momento',
    status: 'activa',
    createdAt: '2026-11-20T18:00:00.000Z',
    confirmedAt: '2026-11-20T18:05:00.000Z',
    lastAlertAt: null,
    alertsSent: 0,
    ...overrides,
  };
}

/** The manage API for one address, as the service keeps it; records the changes asked. */
function manageApi(searches: SavedSearchView[]) {
  const changes: Array<{ method: string; id: string; body?: unknown; token: string | null }> = [];
  server.use(
    http.get('/api/saved-searches/manage', ({ request }) => {
      if (new URL(request.url).searchParams.get('token') !== TOKEN) return apiError(403, savedSearchMessages.invalidLink);
      return HttpResponse.json({ email: 'ana.garcia@correo.mx', searches });
    }),
    http.patch('/api/saved-searches/manage/:id', async ({ request, params }) => {
      const body = (await request.json()) as Partial<SavedSearchView>;
      changes.push({ method: 'PATCH', id: String(params.id), body, token: new URL(request.url).searchParams.get('token') });
      const index = searches.findIndex((search) => search.id === params.id);
      searches[index] = { ...searches[index]!, ...body };
      return HttpResponse.json(searches[index]);
    }),
    http.delete('/api/saved-searches/manage/:id', ({ request, params }) => {
      changes.push({ method: 'DELETE', id: String(params.id), token: new URL(request.url).searchParams.get('token') });
      searches.splice(searches.findIndex((search) => search.id === params.id), 1);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return changes;
}

const manageUrl = `/busquedas-guardadas?token=${encodeURIComponent(TOKEN)}`;

describe('the manage page (signed link)', () => {
  it("lists the address's searches and pauses, resumes and changes the frequency of one", async () => {
    const changes = manageApi([aSavedSearch(), aSavedSearch({ id: '44444444-4444-4444-8444-444444444444', name: 'Departamento en renta en Condesa', status: 'pendiente' })]);
    const { user } = renderWithProviders(<ManageSavedSearches />, { url: manageUrl, path: '/busquedas-guardadas' });
    expect(await screen.findByText('ana.garcia@correo.mx')).toBeInTheDocument();
    const [polanco, condesa] = screen.getAllByTestId('saved-search');
    expect(within(polanco!).getByText('Activa')).toBeInTheDocument();
    expect(within(condesa!).getByText('Por confirmar')).toBeInTheDocument();
    expect(within(condesa!).queryByRole('button', { name: 'Reanudar avisos' })).not.toBeInTheDocument();
    expect(within(polanco!).getByRole('link', { name: 'Ver propiedades' }).getAttribute('href')).toMatch(/^\/\?operacion=comprar&tipo=casa/);

    await user.click(within(polanco!).getByRole('button', { name: 'Pausar avisos' }));
    await findToast('Avisos en pausa');
    expect(await within(polanco!).findByText('En pausa')).toBeInTheDocument();
    await user.click(within(polanco!).getByRole('button', { name: 'Reanudar avisos' }));
    await findToast('Avisos reanudados');
    await user.selectOptions(within(polanco!).getByLabelText('Frecuencia de los avisos'), 'una_vez_al_dia');
    await findToast('Frecuencia actualizada');
    expect(changes).toEqual([
      { method: 'PATCH', id: aSavedSearch().id, body: { status: 'pausada' }, token: TOKEN },
      { method: 'PATCH', id: aSavedSearch().id, body: { status: 'activa' }, token: TOKEN },
      { method: 'PATCH', id: aSavedSearch().id, body: { frequency: 'una_vez_al_dia' }, token: TOKEN },
    ]);
  });

  it('deletes a search only after asking', async () => {
    const changes = manageApi([aSavedSearch()]);
    const { user } = renderWithProviders(<ManageSavedSearches />, { url: manageUrl, path: '/busquedas-guardadas' });
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar esta búsqueda?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(changes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar búsqueda' }));
    expect(await screen.findByText('No tiene búsquedas guardadas.')).toBeInTheDocument();
    expect(changes).toEqual([{ method: 'DELETE', id: aSavedSearch().id, token: TOKEN }]);
  });

  it("shows the server's words for a tampered link, and asks for the link when there is none", async () => {
    manageApi([aSavedSearch()]);
    const { unmount } = renderWithProviders(<ManageSavedSearches />, { url: '/busquedas-guardadas?token=alterado', path: '/busquedas-guardadas' });
    expect(await screen.findByRole('alert')).toHaveTextContent(savedSearchMessages.invalidLink);
    unmount();
    renderWithProviders(<ManageSavedSearches />, { url: '/busquedas-guardadas', path: '/busquedas-guardadas' });
    expect(await screen.findByRole('alert')).toHaveTextContent(MISSING_LINK);
  });

  it('says a refused change in a toast and keeps the search as it was', async () => {
    manageApi([aSavedSearch({ status: 'pausada' })]);
    server.use(http.patch('/api/saved-searches/manage/:id', () => apiError(409, savedSearchMessages.notConfirmed)));
    const { user } = renderWithProviders(<ManageSavedSearches />, { url: manageUrl, path: '/busquedas-guardadas' });
    await user.click(await screen.findByRole('button', { name: 'Reanudar avisos' }));
    await findToast('No se pudo guardar el cambio', savedSearchMessages.notConfirmed);
    expect(screen.getByText('En pausa')).toBeInTheDocument();
  });
});

describe('the confirmation page', () => {
  it('confirms once on arrival and leads to the manage page with its own token', async () => {
    const received: unknown[] = [];
    server.use(
      http.post('/api/saved-searches/confirm', async ({ request }) => {
        received.push(await request.json());
        return HttpResponse.json({ status: 'activa', message: savedSearchMessages.confirmed, search: aSavedSearch(), manageToken: 'gestion+1' });
      }),
    );
    renderWithProviders(<ConfirmSavedSearch />, { url: '/busquedas-guardadas/confirmar?token=confirmar%2B1', path: '/busquedas-guardadas/confirmar' });
    expect(await screen.findByRole('heading', { name: 'Búsqueda confirmada' })).toBeInTheDocument();
    expect(screen.getByText(savedSearchMessages.confirmed)).toBeInTheDocument();
    expect(screen.getByTestId('saved-search-name')).toHaveTextContent('Casa en Polanco hasta $15,000,000');
    expect(screen.getByRole('link', { name: 'Administrar mis búsquedas' })).toHaveAttribute('href', '/busquedas-guardadas?token=gestion%2B1');
    await waitFor(() => expect(received).toEqual([{ token: 'confirmar+1' }]));
  });

  it("shows the server's words when the link does not verify", async () => {
    server.use(http.post('/api/saved-searches/confirm', () => apiError(403, savedSearchMessages.invalidLink)));
    renderWithProviders(<ConfirmSavedSearch />, { url: '/busquedas-guardadas/confirmar?token=x', path: '/busquedas-guardadas/confirmar' });
    expect(await screen.findByRole('alert')).toHaveTextContent(savedSearchMessages.invalidLink);
  });
});
