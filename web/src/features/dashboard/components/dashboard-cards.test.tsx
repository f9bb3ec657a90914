import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { RecentActivitiesTable } from './recent-activities-table';
import { SummaryCards, unknownFigures } from './summary-cards';

/** The card holding a figure, found by its label. */
const card = (label: string) => within(screen.getByText(label).closest('li') as HTMLElement);

describe('SummaryCards', () => {
  it('shows the three figures, each with a "Ver todos" link to its list', () => {
    renderWithProviders(<SummaryCards summary={{ activeProperties: 1234, newClients30Days: 8, pendingActivities: 5 }} />, {
      url: '/dashboard',
    });

    expect(card('Propiedades activas').getByText('1,234')).toBeInTheDocument();
    expect(card('Propiedades activas').getByRole('link', { name: 'Ver todas las propiedades' })).toHaveAttribute('href', '/properties');
    expect(card('Clientes nuevos (30 días)').getByText('8')).toBeInTheDocument();
    expect(card('Clientes nuevos (30 días)').getByRole('link', { name: 'Ver todos los clientes' })).toHaveAttribute('href', '/leads');
    expect(card('Actividades pendientes').getByText('5')).toBeInTheDocument();
    expect(card('Actividades pendientes').getByRole('link', { name: 'Ver todas las actividades' })).toHaveAttribute('href', '/activities');
  });

  it("says whose listings it counts: an agent's own (linking to their listings), the agency's for an admin", () => {
    const { unmount } = renderWithProviders(<SummaryCards summary={{ activeProperties: 28, newClients30Days: 8, pendingActivities: 5 }} ownProperties />, {
      url: '/dashboard',
    });
    expect(card('Propiedades activas').getByText('28')).toBeInTheDocument();
    expect(card('Propiedades activas').getByText('Publicadas, a tu cargo')).toBeInTheDocument();
    expect(card('Propiedades activas').getByRole('link', { name: 'Ver todas las propiedades' })).toHaveAttribute('href', '/properties?mias=1');
    unmount();

    renderWithProviders(<SummaryCards summary={{ activeProperties: 69, newClients30Days: 8, pendingActivities: 5 }} ownProperties={false} />, { url: '/dashboard' });
    expect(card('Propiedades activas').getByText('Publicadas, de toda la agencia')).toBeInTheDocument();
    expect(card('Propiedades activas').getByRole('link', { name: 'Ver todas las propiedades' })).toHaveAttribute('href', '/properties');
  });

  it('never guesses a figure it does not know: a dash, read as "Sin datos todavía"', () => {
    renderWithProviders(<SummaryCards summary={unknownFigures} />, { url: '/dashboard' });

    expect(screen.getAllByText('Sin datos todavía')).toHaveLength(3);
    expect(screen.getAllByText('—')).toHaveLength(3);
  });
});

describe('RecentActivitiesTable', () => {
  it('lists the latest activities under the spec columns Tipo, Descripción, Cliente, Fecha, Estado', () => {
    renderWithProviders(
      <RecentActivitiesTable
        activities={[
          { id: '1', type: 'llamada', description: 'Llamar para confirmar visita', clientName: 'Ana Ruiz', date: '2026-11-20T16:00:00.000Z', status: 'pendiente' },
          { id: '2', type: 'visita', description: 'Visita a la casa de Coyoacán', clientName: null, date: '2026-11-18T16:00:00.000Z', status: 'completada' },
        ]}
      />,
      { url: '/dashboard' },
    );

    const table = within(screen.getByRole('table'));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Tipo', 'Descripción', 'Cliente', 'Fecha', 'Estado']);
    const [, first, second] = table.getAllByRole('row');
    expect(within(first!).getByText('Llamada')).toBeInTheDocument();
    expect(within(first!).getByText('Ana Ruiz')).toBeInTheDocument();
    expect(within(first!).getByText('Pendiente')).toBeInTheDocument();
    expect(within(second!).getByText('Visita')).toBeInTheDocument();
    expect(within(second!).getByText('—')).toBeInTheDocument();
    expect(within(second!).getByText('Completada')).toBeInTheDocument();
  });

  it('keeps its columns and says there are no activities yet', () => {
    renderWithProviders(<RecentActivitiesTable activities={[]} />, { url: '/dashboard' });

    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(5);
    expect(within(screen.getByRole('table')).getByText('Aún no hay actividades registradas.')).toBeInTheDocument();
  });
});
