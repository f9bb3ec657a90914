import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAVOURITES_STORAGE_KEY } from '../../../lib/favourites';
import { heldCall, HttpResponse } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { ContactForm } from './contact-form';

const favourites = [
  { id: '11111111-1111-4111-8111-111111111111', slug: 'casa-en-polanco', title: 'Casa en Polanco', savedAt: '2026-11-20T18:00:00.000Z' },
  { id: '22222222-2222-4222-8222-222222222222', slug: 'depto-en-condesa', title: 'Departamento en la Condesa', savedAt: '2026-11-19T18:00:00.000Z' },
];

async function fillAndSend(includeFavourites: boolean) {
  const call = heldCall('post', '/api/leads', () => HttpResponse.json({ id: crypto.randomUUID(), status: 'recibido' }, { status: 201 }));
  const { user } = renderWithProviders(<ContactForm />);
  await user.type(screen.getByLabelText('Nombre completo'), 'Mariana López');
  await user.type(screen.getByLabelText('Teléfono'), '55 1234 5678');
  await user.type(screen.getByLabelText('Correo electrónico'), 'mariana@example.com');
  await user.click(screen.getByRole('checkbox', { name: /Aviso de Privacidad/ }));
  const option = screen.getByRole('checkbox', { name: /Enviar también las 2 propiedades de Mis favoritos/ });
  expect(option).toBeChecked();
  if (!includeFavourites) await user.click(option);
  await user.click(screen.getByRole('button', { name: /Enviar mensaje/ }));
  await waitFor(() => expect(call.received).toBeDefined());
  call.release();
  return call.received as Record<string, unknown>;
}

describe('ContactForm with favourites on the device', () => {
  it('offers to send them, ticked, and sends their ids with the lead', async () => {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(favourites));
    const sent = await fillAndSend(true);
    expect(sent.favouritePropertyIds).toEqual(favourites.map((favourite) => favourite.id));
    expect(sent).not.toHaveProperty('includeFavourites');
  });

  it('sends none when the visitor unticks the option', async () => {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(favourites));
    const sent = await fillAndSend(false);
    expect(sent).not.toHaveProperty('favouritePropertyIds');
  });

  it('shows no such option, and sends no such field, without favourites', () => {
    renderWithProviders(<ContactForm />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.queryByText(/Mis favoritos/)).not.toBeInTheDocument();
  });
});
