import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAgentProperty } from '../../../test/fixtures';
import { apiError, heldCall, http, HttpResponse } from '../../../test/http';
import { findToast, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { PropertyForm } from './property-form';

function renderNewProperty() {
  const rendered = renderWithProviders(<PropertyForm />, { url: '/properties/new' });
  const { user } = rendered;
  const fillRequired = async () => {
    await user.type(screen.getByLabelText('Título'), 'Casa con jardín en Coyoacán');
    await user.type(screen.getByLabelText('Descripción'), 'Casa de dos plantas con jardín, estudio y terraza, cerca de Viveros.');
    await user.selectOptions(screen.getByLabelText('Tipo de propiedad'), 'casa');
    await user.selectOptions(screen.getByLabelText('Estado de la República'), 'Ciudad de México');
    await user.type(screen.getByLabelText('Ciudad o municipio'), 'Ciudad de México');
    await user.type(screen.getByRole('textbox', { name: 'Precio' }), '12.5 mdp');
  };
  const create = () => user.click(screen.getByRole('button', { name: /Crear propiedad|Guardando/ }));
  return { ...rendered, fillRequired, create };
}

describe('PropertyForm', () => {
  it('shows the contract’s message under every missing or short field and sends nothing', async () => {
    let requests = 0;
    server.use(http.post('/api/properties/manage', () => void requests++));
    const { user, create } = renderNewProperty();
    await user.type(screen.getByLabelText('Título'), 'Casa');
    await create();

    // Validation is asynchronous (the contract's schema): wait for its messages.
    await waitFor(() => expect(screen.getByLabelText('Título')).toHaveAccessibleDescription('El título debe tener al menos 10 caracteres'));
    expect(screen.getByLabelText('Descripción')).toHaveAccessibleDescription('La descripción debe tener al menos 30 caracteres');
    expect(screen.getByLabelText('Tipo de propiedad')).toHaveAccessibleDescription('Selecciona el tipo de propiedad');
    expect(screen.getByLabelText('Estado de la República')).toHaveAccessibleDescription('Selecciona el estado de la República');
    expect(screen.getByLabelText('Ciudad o municipio')).toHaveAccessibleDescription('La ciudad es obligatoria');
    expect(screen.getByRole('textbox', { name: 'Precio' })).toBeInvalid();
    expect(requests).toBe(0);
  });

  it('creates the listing with the price as typed ("12.5 mdp"), then goes on to its photos', async () => {
    const created = anAgentProperty({ id: 'c0ffee00-1234-4abc-8def-000000000001' });
    const call = heldCall('post', '/api/properties/manage', () => HttpResponse.json(created, { status: 201 }));
    const { router, fillRequired, create } = renderNewProperty();
    await fillRequired();
    await create();

    expect(await screen.findByRole('button', { name: 'Guardando...' })).toBeDisabled();
    call.release();

    await findToast('Propiedad creada', 'Ahora agrega sus fotos para publicarla.');
    expect(call.received).toMatchObject({
      title: 'Casa con jardín en Coyoacán',
      operationType: 'comprar',
      propertyType: 'casa',
      status: 'borrador',
      state: 'Ciudad de México',
      city: 'Ciudad de México',
      price: 12_500_000,
      bedrooms: 0,
      amenities: [],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/properties/${created.id}/edit`));
    expect(router.state.location.hash).toBe('#fotos');
  });

  it('calls the price "Renta mensual" for a rent', async () => {
    const { user } = renderNewProperty();
    await user.selectOptions(screen.getByLabelText('Tipo de operación'), 'rentar');

    expect(screen.getByLabelText('Renta mensual')).toBeInTheDocument();
  });

  it('puts the server’s refusal under its field and in a destructive toast', async () => {
    server.use(
      http.post('/api/properties/manage', () => apiError(400, 'Revisa los datos de la propiedad', { city: 'La ciudad no existe en ese estado' })),
    );
    const { router, fillRequired, create } = renderNewProperty();
    await fillRequired();
    await create();

    const toast = await findToast('No se pudo crear la propiedad', 'Revisa los datos de la propiedad');
    expect(toast).toHaveClass('destructive');
    expect(screen.getByLabelText('Ciudad o municipio')).toHaveAccessibleDescription('La ciudad no existe en ese estado');
    expect(router.state.location.pathname).toBe('/properties/new');
  });
});
