import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLead, anActivity } from '../../../test/fixtures';
import { apiError, http, HttpResponse } from '../../../test/http';
import { findToast, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { ActivityForm } from './activity-form';

const ana = aLead();

describe('ActivityForm', () => {
  it('asks for a description and a date before sending anything', async () => {
    let requests = 0;
    server.use(http.post('/api/activities', () => void requests++));
    const { user } = renderWithProviders(<ActivityForm />, { url: '/activities/new' });

    await user.click(screen.getByRole('button', { name: 'Crear actividad' }));

    // Validation is asynchronous (the contract's schema): wait for its messages.
    await waitFor(() => expect(screen.getByLabelText('Descripción')).toHaveAccessibleDescription('Describe la actividad'));
    expect(screen.getByRole('button', { name: /Fecha/ })).toHaveAccessibleDescription('Indica la fecha');
    expect(requests).toBe(0);
  });

  it('creates an activity on a client found by name, at the agency’s hour, then returns to the list', async () => {
    let body: unknown;
    server.use(
      http.get('/api/leads', () => HttpResponse.json({ leads: [ana], total: 1, page: 1, pageSize: 25 })),
      http.post('/api/activities', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(anActivity(), { status: 201 });
      }),
    );
    // The calendar's "click a day" opens the form with the day set.
    const { user, router } = renderWithProviders(<ActivityForm />, { url: '/activities/new?date=2026-12-02', path: '/activities/new' });

    await user.selectOptions(screen.getByLabelText('Tipo'), 'visita');
    await user.type(screen.getByLabelText('Descripción'), 'Visita a la casa de Coyoacán');
    await user.type(screen.getByRole('combobox', { name: 'Cliente' }), 'Ana');
    await user.click(within(await screen.findByRole('listbox')).getByRole('button', { name: /Ana Ruiz/ }));
    await user.clear(screen.getByLabelText('Hora'));
    await user.type(screen.getByLabelText('Hora'), '11:30');
    await user.click(screen.getByRole('button', { name: 'Crear actividad' }));

    await findToast('Actividad creada', 'Visita a la casa de Coyoacán');
    expect(body).toEqual({
      type: 'visita',
      description: 'Visita a la casa de Coyoacán',
      leadId: ana.id,
      // 11:30 in Mexico City (UTC-6), whatever the browser's zone.
      startsAt: '2026-12-02T17:30:00.000Z',
      durationMinutes: 30,
      status: 'programada',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/activities'));
  });

  it('keeps the form and shows the server’s reason when saving fails', async () => {
    server.use(http.patch('/api/activities/:id', () => apiError(409, 'La videollamada reservada conserva su horario')));
    const activity = anActivity();
    const { user, router } = renderWithProviders(<ActivityForm activity={activity} />, { url: `/activities/${activity.id}`, path: '/activities/:id' });

    expect(screen.getByLabelText('Descripción')).toHaveValue('Llamar para confirmar la visita');
    expect(screen.getByLabelText('Hora')).toHaveValue('11:30');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    const toast = await findToast('Error', 'La videollamada reservada conserva su horario');
    expect(toast).toHaveClass('destructive');
    expect(router.state.location.pathname).toBe(`/activities/${activity.id}`);
  });

  it('removes an activity only once confirmed, without saving the form too', async () => {
    const activity = anActivity();
    let removed = false;
    let saves = 0;
    server.use(
      http.delete(`/api/activities/${activity.id}`, () => {
        removed = true;
        return new HttpResponse(null, { status: 204 });
      }),
      http.patch(`/api/activities/${activity.id}`, () => {
        saves++;
        return HttpResponse.json(activity);
      }),
    );
    const { user, router } = renderWithProviders(<ActivityForm activity={activity} />, { url: `/activities/${activity.id}`, path: '/activities/:id' });

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = within(await screen.findByRole('dialog', { name: '¿Eliminar la actividad?' }));
    expect(removed).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Eliminar' }));

    await findToast('Actividad eliminada', 'Llamar para confirmar la visita');
    expect(removed).toBe(true);
    // The dialog's form sits inside the activity's form in React's tree: its submit must not save the activity.
    expect(saves).toBe(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/activities'));
  });
});
