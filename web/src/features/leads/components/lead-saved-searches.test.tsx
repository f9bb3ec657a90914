import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { LeadSavedSearches } from './lead-saved-searches';

const LEAD = '55555555-5555-4555-8555-555555555555';

describe("the client's saved searches on the client's page", () => {
  it('shows each with its state, frequency and the listings sent, a price drop said as such', async () => {
    server.use(
      http.get(`/api/leads/${LEAD}/saved-searches`, () =>
        HttpResponse.json({
          searches: [
            {
              id: '33333333-3333-4333-8333-333333333333',
              name: 'Casa en Polanco hasta $15,000,000',
              criteria: { operationType: 'comprar', propertyType: 'casa', location: 'Polanco', maxPrice: 15_000_000 },
              frequency: 'una_vez_al_dia',
              status: 'activa',
              createdAt: '2026-11-20T18:00:00.000Z',
              confirmedAt: '2026-11-20T18:05:00.000Z',
              lastAlertAt: '2026-11-25T14:00:00.000Z',
              alertsSent: 2,
              recentAlerts: [
                { propertyId: 'a', title: 'Casa con jardín en Polanco', price: 14_000_000, operationType: 'comprar', propertyType: 'casa', reason: 'bajo_de_precio', sentAt: '2026-11-25T14:00:00.000Z' },
                { propertyId: 'b', title: 'Casa en Polanco III', price: 12_500_000, operationType: 'comprar', propertyType: 'casa', reason: 'publicada', sentAt: null },
              ],
            },
          ],
        }),
      ),
    );
    renderWithProviders(<LeadSavedSearches leadId={LEAD} />);
    const search = await screen.findByTestId('lead-saved-search');
    expect(screen.getByRole('heading', { name: 'Búsquedas guardadas (1)' })).toBeInTheDocument();
    expect(within(search).getByText('Casa en Polanco hasta $15,000,000')).toBeInTheDocument();
    expect(within(search).getByText('Activa')).toBeInTheDocument();
    expect(search).toHaveTextContent('Una vez al día');
    expect(search).toHaveTextContent('2 propiedades enviadas');
    expect(search).toHaveTextContent('Casa con jardín en Polanco · $14,000,000 (bajó de precio)');
    expect(search).toHaveTextContent('Casa en Polanco III · $12,500,000 · por enviar');
  });

  it('shows nothing for a client without saved searches', async () => {
    let asked = false;
    server.use(http.get(`/api/leads/${LEAD}/saved-searches`, () => ((asked = true), HttpResponse.json({ searches: [] }))));
    renderWithProviders(<LeadSavedSearches leadId={LEAD} />);
    await expect.poll(() => asked).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: /Búsquedas guardadas/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/No se pudieron cargar/)).not.toBeInTheDocument();
  });
});
