import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLeadDetail, aUser } from '../../../test/fixtures';
import { http, HttpResponse } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { LeadDetailView } from './lead-detail';

describe('LeadDetailView', () => {
  it("shows each timeline entry's day and time in the agency's zone, and who wrote it ('Sistema' for nobody)", async () => {
    const agent = aUser();
    const lead = aLeadDetail({
      timeline: [
        { id: '5b0c4d1e-2f3a-4b5c-8d6e-7f8091a2b3c4', kind: 'note', actorId: agent.id, at: '2026-11-27T16:05:00.000Z', summary: 'Llamó para confirmar' },
        { id: '6c1d5e2f-3a4b-4c6d-9e7f-8091a2b3c4d5', kind: 'inquiry', actorId: null, at: '2026-11-26T02:30:00.000Z', summary: 'Consulta desde el sitio' },
      ],
    });
    server.use(
      http.get(`/api/leads/${lead.id}`, () => HttpResponse.json(lead)),
      http.get('/api/leads/agents', () => HttpResponse.json({ agents: [{ id: agent.id, name: agent.fullName, role: 'agent' }] })),
      // The page's other panels (matches, activities) are not what this test is about.
      http.get('/api/*', () => HttpResponse.json({ message: 'No encontrado' }, { status: 404 })),
    );
    renderWithProviders(<LeadDetailView leadId={lead.id} user={agent} />, { url: `/leads/${lead.id}` });

    const note = within((await screen.findByText('Llamó para confirmar')).closest('li') as HTMLElement);
    // 16:05Z is 10:05 in Mexico City; 02:30Z on the 26th is still the evening of the 25th there.
    expect(await note.findByText(/^27 nov(\.|) 2026, 10:05 · Lucía Fernández$/)).toBeInTheDocument();
    const inquiry = within(screen.getByText('Consulta desde el sitio').closest('li') as HTMLElement);
    expect(inquiry.getByText(/^25 nov(\.|) 2026, 20:30 · Sistema$/)).toBeInTheDocument();
  });

  it("heads a saved search's alert with «Alerta enviada» and the listings it carried, and a note with nothing", async () => {
    const agent = aUser();
    const lead = aLeadDetail({
      timeline: [
        {
          id: '7d2e6f3a-4b5c-4d7e-8f90-a1b2c3d4e5f6',
          kind: 'saved_search_alert',
          actorId: null,
          at: '2026-11-27T14:00:00.000Z',
          summary: '«Casa en Polanco hasta $15,000,000», resumen diario: Casa con jardín en Polanco — $12,500,000',
        },
        { id: '5b0c4d1e-2f3a-4b5c-8d6e-7f8091a2b3c4', kind: 'note', actorId: agent.id, at: '2026-11-27T16:05:00.000Z', summary: 'Llamó para confirmar' },
      ],
    });
    server.use(
      http.get(`/api/leads/${lead.id}`, () => HttpResponse.json(lead)),
      http.get('/api/leads/agents', () => HttpResponse.json({ agents: [{ id: agent.id, name: agent.fullName, role: 'agent' }] })),
      http.get('/api/*', () => HttpResponse.json({ message: 'No encontrado' }, { status: 404 })),
    );
    renderWithProviders(<LeadDetailView leadId={lead.id} user={agent} />, { url: `/leads/${lead.id}` });

    const alert = within((await screen.findByText(/resumen diario: Casa con jardín en Polanco — \$12,500,000$/)).closest('li') as HTMLElement);
    expect(alert.getByText('Alerta enviada')).toBeInTheDocument();
    expect(alert.getByText(/· Sistema$/)).toBeInTheDocument();
    const note = within(screen.getByText('Llamó para confirmar').closest('li') as HTMLElement);
    expect(note.queryByText('Alerta enviada')).not.toBeInTheDocument();
  });
});
