import type { Activity } from '@prestigio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anActivity, aUser } from '../../../test/fixtures';
import { http, HttpResponse } from '../../../test/http';
import { findToast, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { ActivityList } from './activity-list';

const call = anActivity();
const visit = anActivity({ id: '8f9a0b1c-2d3e-4f4a-9b6c-7d8e9f0a1b2c', type: 'visita', description: 'Visita en Polanco', status: 'completada', leadId: null, leadName: null });

/** Answers the list with `activities` and keeps each list request's query. */
function answerList(activities: Activity[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/activities', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ activities, total: activities.length, page: 1, pageSize: 25 });
    }),
    http.get('/api/leads/agents', () => HttpResponse.json({ agents: [] })),
  );
  return queries;
}

const rowOf = (description: string) =>
  within(screen.getByRole('table')).getByRole('link', { name: `Editar: ${description}` }).closest('tr') as HTMLElement;

describe('ActivityList', () => {
  it('lists the activities with their client and status, each linking to its form', async () => {
    answerList([call, visit]);
    renderWithProviders(<ActivityList user={aUser()} />, { url: '/activities' });

    await screen.findByRole('table');
    expect(within(screen.getByRole('table')).getByRole('link', { name: 'Editar: Llamar para confirmar la visita' })).toHaveAttribute(
      'href',
      `/activities/${call.id}/edit`,
    );
    expect(within(rowOf('Llamar para confirmar la visita')).getByRole('link', { name: 'Ana Ruiz' })).toHaveAttribute('href', `/leads/${call.leadId}`);
    expect(within(rowOf('Llamar para confirmar la visita')).getByText('Programada')).toBeInTheDocument();
    expect(within(rowOf('Visita en Polanco')).getByText('Completada')).toBeInTheDocument();
    expect(within(rowOf('Visita en Polanco')).getByRole('button', { name: 'Reabrir' })).toBeInTheDocument();
    expect(screen.getByText('2 actividades')).toBeInTheDocument();
  });

  it('asks the server again with a filter chosen', async () => {
    const queries = answerList([call]);
    const { user } = renderWithProviders(<ActivityList user={aUser()} />, { url: '/activities' });
    await screen.findByRole('table');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'llamada');

    await waitFor(() => expect(queries.at(-1)?.get('type')).toBe('llamada'));
  });

  it('completes an activity in one click and says so', async () => {
    answerList([call]);
    let change: unknown;
    server.use(
      http.patch(`/api/activities/${call.id}/status`, async ({ request }) => {
        change = await request.json();
        return HttpResponse.json({ ...call, status: 'completada' });
      }),
    );
    const { user } = renderWithProviders(<ActivityList user={aUser()} />, { url: '/activities' });
    await screen.findByRole('table');

    await user.click(within(rowOf('Llamar para confirmar la visita')).getByRole('button', { name: 'Completar' }));

    await findToast('Actividad completada', 'Llamar para confirmar la visita');
    expect(change).toEqual({ status: 'completada' });
  });

  it('says when nothing matches the filters', async () => {
    answerList([]);
    renderWithProviders(<ActivityList user={aUser()} />, { url: '/activities?status=pendiente' });

    expect(await screen.findByText('No hay actividades con estos filtros.')).toBeInTheDocument();
  });
});
