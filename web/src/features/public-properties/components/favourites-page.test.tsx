import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAVOURITES_STORAGE_KEY, type Favourite } from '../../../lib/favourites';
import { aProperty } from '../../../test/fixtures';
import { apiError, http, HttpResponse } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { FavouritesPage } from './favourites-page';

const published = aProperty({ id: '11111111-1111-4111-8111-111111111111', slug: 'casa-en-polanco', title: 'Casa en Polanco', price: 14_500_000 });
const withdrawn = { id: '22222222-2222-4222-8222-222222222222', slug: 'casa-en-coyoacan', title: 'Casa en Coyoacán con jardín' };

function keep(...listings: Array<Pick<Favourite, 'id' | 'slug' | 'title'>>) {
  localStorage.setItem(
    FAVOURITES_STORAGE_KEY,
    JSON.stringify(listings.map((listing) => ({ ...listing, savedAt: '2026-11-20T18:00:00.000Z' }))),
  );
}

/** The catalogue's answer: the listings still published among those asked; records what was asked. */
function catalogueAnswers(...stillPublished: ReturnType<typeof aProperty>[]) {
  const asked: unknown[] = [];
  server.use(
    http.post('/api/properties/favourites', async ({ request }) => {
      const body = (await request.json()) as { ids: string[] };
      asked.push(body);
      return HttpResponse.json({ properties: stillPublished.filter((property) => body.ids.includes(property.id)) });
    }),
  );
  return asked;
}

const stored = () => JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]') as Favourite[];

describe('Mis favoritos', () => {
  it('asks for nothing and points to the search when there are no favourites', async () => {
    renderWithProviders(<FavouritesPage />, { url: '/favoritos' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mis favoritos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aún no tiene favoritos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar propiedades' })).toHaveAttribute('href', '/#propiedades');
  });

  it('shows each favourite as the catalogue has it now, and one taken down since as "Ya no disponible", which can be removed', async () => {
    keep(published, withdrawn);
    const asked = catalogueAnswers(published);
    const { user } = renderWithProviders(<FavouritesPage />, { url: '/favoritos' });

    const card = await screen.findByTestId('property-card');
    expect(within(card).getByRole('link', { name: 'Casa en Polanco' })).toHaveAttribute('href', '/propiedades/casa-en-polanco');
    expect(within(card).getByText('$14,500,000')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute('aria-pressed', 'true');
    expect(asked).toEqual([{ ids: [published.id, withdrawn.id] }]);

    const gone = screen.getByTestId('unavailable-favourite');
    expect(within(gone).getByText('Ya no disponible')).toBeInTheDocument();
    expect(within(gone).getByRole('heading', { name: 'Casa en Coyoacán con jardín' })).toBeInTheDocument();
    await user.click(within(gone).getByRole('button', { name: 'Quitar de favoritos' }));

    await waitFor(() => expect(screen.queryByTestId('unavailable-favourite')).not.toBeInTheDocument());
    expect(stored().map((favourite) => favourite.id)).toEqual([published.id]);
    expect(screen.getByTestId('property-card')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contactar a un asesor' })).toHaveAttribute('href', '/#contacto');
  });

  it('removes a listing with its heart, and shows the empty page once the last one is gone', async () => {
    keep(published);
    catalogueAnswers(published);
    const { user } = renderWithProviders(<FavouritesPage />, { url: '/favoritos' });
    await user.click(await screen.findByRole('button', { name: 'Quitar de favoritos' }));
    expect(await screen.findByRole('heading', { name: 'Aún no tiene favoritos' })).toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it('keeps the favourites and offers to try again when the catalogue cannot be asked', async () => {
    keep(published);
    server.use(http.post('/api/properties/favourites', () => apiError(503, 'Servicio no disponible temporalmente')));
    const { user } = renderWithProviders(<FavouritesPage />, { url: '/favoritos' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sus favoritos siguen guardados');
    catalogueAnswers(published);
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByTestId('property-card')).toBeInTheDocument();
    expect(stored()).toHaveLength(1);
  });
});
