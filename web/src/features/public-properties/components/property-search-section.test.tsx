import { defaultSearchCriteria, type SearchCriteria, type SearchResponse } from '@prestigio/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aProperty } from '../../../test/fixtures';
import { heldAnswer, http, HttpResponse } from '../../../test/http';
import { findToast, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { PropertySearchSection } from './property-search-section';

/** Answers every search with `results`, and keeps the criteria each request sent. */
function answerSearches(results = [aProperty()], { hold }: { hold?: ReturnType<typeof heldAnswer> } = {}) {
  const requests: SearchCriteria[] = [];
  server.use(
    http.post('/api/properties/search', async ({ request }) => {
      const criteria = (await request.json()) as SearchCriteria & { page: number; pageSize: number; sort: 'relevance' };
      requests.push(criteria);
      if (hold) await hold.released;
      return HttpResponse.json({
        count: results.length,
        filters: criteria,
        results,
      } satisfies SearchResponse);
    }),
  );
  return requests;
}

function renderSearch() {
  const rendered = renderWithProviders(<PropertySearchSection />, { url: '/' });
  const search = () => rendered.user.click(screen.getByRole('button', { name: 'Buscar propiedades' }));
  const showAdvanced = () => rendered.user.click(screen.getByRole('button', { name: 'Filtros avanzados' }));
  return { ...rendered, search, showAdvanced };
}

describe('PropertySearchSection', () => {
  it('opens on the spec §9 defaults and sends them as the first search', async () => {
    const requests = answerSearches();
    const { search, showAdvanced } = renderSearch();

    expect(screen.getByLabelText('Operación')).toHaveDisplayValue('Comprar');
    expect(screen.getByLabelText('Tipo de propiedad')).toHaveDisplayValue('Todos los tipos');
    expect(screen.getByLabelText('Estado')).toHaveDisplayValue('Todos los estados');
    expect(screen.queryByLabelText('Precio mínimo')).not.toBeVisible();
    await showAdvanced();
    expect(screen.getByLabelText('Precio mínimo')).toHaveValue('0');
    expect(screen.getByLabelText('Precio máximo')).toHaveValue('10000000');
    expect(screen.getByLabelText('Superficie mínima')).toHaveValue('0');
    expect(screen.getByLabelText('Superficie máxima')).toHaveValue('1000');
    for (const counter of ['Recámaras', 'Baños', 'Estacionamientos']) {
      expect(within(screen.getByRole('group', { name: counter })).getByRole('status')).toHaveTextContent('Cualquiera');
    }
    expect(screen.getByRole('switch', { name: 'Con jardín' })).not.toBeChecked();

    await search();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject(defaultSearchCriteria);
  });

  it('never takes a bedroom, bathroom or parking counter below 0', async () => {
    const { user, showAdvanced } = renderSearch();
    await showAdvanced();

    for (const counter of ['Recámaras', 'Baños', 'Estacionamientos']) {
      const group = within(screen.getByRole('group', { name: counter }));
      const decrease = group.getByRole('button', { name: `Disminuir ${counter.toLowerCase()}` });
      expect(decrease).toHaveAttribute('aria-disabled', 'true');
      await user.click(decrease);
      expect(group.getByRole('status')).toHaveTextContent('Cualquiera');
      await user.click(group.getByRole('button', { name: `Aumentar ${counter.toLowerCase()}` }));
      expect(group.getByRole('status')).toHaveTextContent('1+');
      await user.click(decrease);
      await user.click(decrease);
      expect(group.getByRole('status')).toHaveTextContent('Cualquiera');
    }
  });

  it('reads "Buscando..." and is disabled while the search runs, then shows the results', async () => {
    const hold = heldAnswer();
    const requests = answerSearches([aProperty(), aProperty({ id: 'otra', slug: 'depto-en-polanco', title: 'Departamento en Polanco' })], { hold });
    const { search } = renderSearch();
    await search();

    expect(await screen.findByRole('button', { name: 'Buscando...' })).toBeDisabled();
    hold.release();

    expect(await screen.findByRole('heading', { name: '2 propiedades encontradas' })).toBeInTheDocument();
    expect(screen.getByText('Casa en Lomas de Chapultepec')).toBeInTheDocument();
    expect(screen.getByText('Departamento en Polanco')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar propiedades' })).toBeEnabled();
    // Asked once: the request sent at the press is the one the new address's search takes.
    expect(requests).toHaveLength(1);
  });

  it("sends a new search's request during the press itself, not in a later task", async () => {
    const requests = answerSearches();
    renderSearch();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      // Dispatched synchronously: whatever the press does before it returns is its own work, not a later task's.
      fireEvent.submit(screen.getByRole('search', { name: 'Buscar propiedades' }));
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      expect(String(fetchSpy.mock.calls[0]?.[0])).toContain('/api/properties/search');
    } finally {
      fetchSpy.mockRestore();
    }
    expect(await screen.findByRole('heading', { name: '1 propiedad encontrada' })).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('puts the search in the address after the press, and not at all once the visitor has left the section', async () => {
    answerSearches();
    const { router } = renderSearch();
    fireEvent.submit(screen.getByRole('search', { name: 'Buscar propiedades' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toContain('operacion=comprar'));

    const left = renderSearch();
    fireEvent.submit(within(left.container).getByRole('search', { name: 'Buscar propiedades' }));
    left.unmount();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(left.router.state.location.search).toBe('');
  });

  it('says "No se encontraron propiedades" when nothing matches', async () => {
    answerSearches([]);
    const { search } = renderSearch();
    await search();

    expect(await screen.findByRole('heading', { name: 'No se encontraron propiedades' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hablar con un asesor' })).toHaveAttribute('href', '#contacto');
  });

  it('raises the destructive "Error en la búsqueda" toast when the search fails', async () => {
    server.use(http.post('/api/properties/search', () => new HttpResponse('fallo', { status: 500 })));
    const { search } = renderSearch();
    await search();

    const toast = await findToast('Error en la búsqueda', 'No se pudieron cargar las propiedades. Intente nuevamente.');
    expect(toast).toHaveClass('destructive');
    expect(screen.getByRole('button', { name: 'Buscar propiedades' })).toBeEnabled();
  });

  it('shows a chip per active filter; removing one resets that field and searches again', async () => {
    const requests = answerSearches();
    const { user, search } = renderSearch();
    await user.selectOptions(screen.getByLabelText('Tipo de propiedad'), 'casa');
    await user.type(screen.getByLabelText('Ubicación'), 'Polanco');
    await search();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ propertyType: 'casa', location: 'Polanco' });

    await user.click(screen.getByRole('button', { name: 'Quitar filtro: Casa' }));

    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).not.toHaveProperty('propertyType');
    expect(requests[1]).toMatchObject({ location: 'Polanco' });
    expect(screen.getByLabelText('Tipo de propiedad')).toHaveDisplayValue('Todos los tipos');
    expect(screen.queryByRole('button', { name: 'Quitar filtro: Casa' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar filtro: “Polanco”' })).toBeInTheDocument();
  });

  it('"Limpiar todos los filtros" puts the form back to its defaults and hides the advanced panel', async () => {
    answerSearches();
    const { user, search, showAdvanced } = renderSearch();
    await user.selectOptions(screen.getByLabelText('Operación'), 'rentar');
    await user.selectOptions(screen.getByLabelText('Tipo de propiedad'), 'departamento');
    await showAdvanced();
    await user.click(screen.getByRole('button', { name: 'Aumentar recámaras' }));
    await user.click(screen.getByRole('switch', { name: 'Con jardín' }));
    await search();
    await screen.findByRole('heading', { name: '1 propiedad encontrada' });

    await user.click(screen.getByRole('button', { name: 'Limpiar todos los filtros' }));

    expect(screen.getByLabelText('Operación')).toHaveDisplayValue('Comprar');
    expect(screen.getByLabelText('Tipo de propiedad')).toHaveDisplayValue('Todos los tipos');
    expect(screen.getByRole('button', { name: 'Filtros avanzados' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Precio mínimo')).not.toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Recámaras', hidden: true })).getByRole('status', { hidden: true })).toHaveTextContent(
      'Cualquiera',
    );
    expect(screen.getByRole('switch', { name: 'Con jardín', hidden: true })).not.toBeChecked();
    expect(screen.queryByText('Filtros activos:')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '1 propiedad encontrada' })).not.toBeInTheDocument();
  });
});
