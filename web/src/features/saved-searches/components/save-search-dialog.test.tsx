import { savedSearchMessages } from '@prestigio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, heldCall, http, HttpResponse } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { SaveSearchButton } from './save-search-button';

const POLANCO = '/?operacion=comprar&tipo=casa&ubicacion=Polanco&precio-max=15000000';

async function openDialog(url = POLANCO) {
  const rendered = renderWithProviders(<SaveSearchButton />, { url, path: '/' });
  await rendered.user.click(screen.getByRole('button', { name: 'Guardar búsqueda' }));
  const dialog = await screen.findByRole('dialog', { name: 'Guardar búsqueda' });
  return { ...rendered, dialog };
}

describe('Guardar búsqueda', () => {
  it('is offered only when a search is on screen', () => {
    renderWithProviders(<SaveSearchButton />, { url: '/', path: '/' });
    expect(screen.queryByRole('button', { name: 'Guardar búsqueda' })).not.toBeInTheDocument();
  });

  it('names the search on screen and shows the shared schema\'s Spanish messages, sending nothing', async () => {
    let requests = 0;
    server.use(http.post('/api/saved-searches', () => void requests++));
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByTestId('saved-search-name')).toHaveTextContent('Casa en Polanco hasta $15,000,000');
    expect(within(dialog).getByRole('radio', { name: 'Al momento' })).toBeChecked();

    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'ana@');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar búsqueda' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Correo electrónico')).toHaveAccessibleDescription('Ingrese un correo válido'));
    expect(within(dialog).getByRole('checkbox')).toHaveAccessibleDescription('Debe aceptar la política de privacidad');
    expect(requests).toBe(0);
  });

  it('sends the criteria, e-mail, frequency and consent, reads "Guardando...", then says a confirmation e-mail is on its way', async () => {
    const call = heldCall('post', '/api/saved-searches', () =>
      HttpResponse.json({ status: 'pendiente_confirmacion', message: savedSearchMessages.confirmationSent }, { status: 202 }),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'ana.garcia@correo.mx');
    await user.click(within(dialog).getByRole('radio', { name: 'Una vez al día' }));
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar búsqueda' }));

    expect(await within(dialog).findByRole('button', { name: 'Guardando...' })).toBeDisabled();
    await waitFor(() => expect(call.received).toBeDefined());
    expect(call.received).toEqual({
      email: 'ana.garcia@correo.mx',
      frequency: 'una_vez_al_dia',
      privacy: true,
      website: '',
      criteria: expect.objectContaining({ operationType: 'comprar', propertyType: 'casa', location: 'Polanco', maxPrice: 15_000_000 }),
    });
    call.release();
    const done = await screen.findByRole('dialog', { name: 'Revise su correo' });
    expect(within(done).getByText(savedSearchMessages.confirmationSent)).toBeInTheDocument();
    expect(savedSearchMessages.confirmationSent).toMatch(/^Le enviamos un correo para confirmar/);
    await user.click(within(done).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("puts the server's field message under its field, and any other refusal above the buttons", async () => {
    server.use(http.post('/api/saved-searches', () => apiError(400, 'Datos inválidos', { email: 'Ingrese un correo válido' })));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'ana@correo.mx');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar búsqueda' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Correo electrónico')).toHaveAccessibleDescription('Ingrese un correo válido'));

    server.use(http.post('/api/saved-searches', () => apiError(409, savedSearchMessages.tooMany)));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar búsqueda' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(savedSearchMessages.tooMany);
  });
});
