import type { Availability } from '@prestigio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, http, HttpResponse } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { PortalVideoCallBooking } from './portal-video-call-booking';

const OWN_CLIENT = '5f0c2a7e-3b1d-4e8f-a6c9-2d7b1e0f3a45';
const OTHER_CLIENT = '0b6e4c1a-7d2f-4a3e-9c8b-1f5e2d7a6c30';
// Tuesday 10 March 2026, 10:00 in Mexico City (UTC-6 all year): "today" for the date picker.
const NOW = new Date('2026-03-10T16:00:00.000Z');
const DAY = '2026-03-12';

/** Thursday the 12th, 09:00 to 11:00: the hours in `taken` are not available for that client's booking. */
function availabilityWith(taken: string[]): Availability {
  const slots = [9, 10, 11].map((hour) => ({
    time: `${String(hour).padStart(2, '0')}:00`,
    startsAt: new Date(Date.UTC(2026, 2, 12, hour + 6)).toISOString(),
    available: !taken.includes(`${String(hour).padStart(2, '0')}:00`),
  }));
  return { timeZone: 'America/Mexico_City', days: [{ date: DAY, open: true, slots }] };
}

/** The availability API: the own client's agent holds 10:00; the other client's agent holds 11:00. */
function answerAvailability() {
  const asked: Array<string | null> = [];
  server.use(
    http.get('/api/video-calls/availability', ({ request }) => {
      const leadId = new URL(request.url).searchParams.get('leadId');
      asked.push(leadId);
      if (leadId === OWN_CLIENT) return HttpResponse.json(availabilityWith(['10:00']));
      if (leadId === OTHER_CLIENT) return HttpResponse.json(availabilityWith(['11:00']));
      return apiError(404, 'No encontramos al cliente de la videollamada');
    }),
  );
  return asked;
}

/** The booking as "Nueva actividad" shows it, with the client chosen by the buttons (the form's client picker). */
function renderBooking(initial: string | null) {
  function Page() {
    const [leadId, setLeadId] = useState<string | null>(initial);
    return (
      <>
        <button type="button" onClick={() => setLeadId(OWN_CLIENT)}>Elegir cliente propio</button>
        <button type="button" onClick={() => setLeadId(OTHER_CLIENT)}>Elegir otro cliente</button>
        <PortalVideoCallBooking leadId={leadId} />
      </>
    );
  }
  const rendered = renderWithProviders(<Page />, { url: '/activities/new' });
  const hours = () => within(screen.getByRole('radiogroup', { name: 'Hora de la videollamada' }));
  const chooseDay = async () => rendered.user.click(await screen.findByRole('button', { name: /\b12 de marzo/ }));
  return { ...rendered, hours, chooseDay };
}

describe('PortalVideoCallBooking (issue 25)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("offers the slots of the chosen client's booking, not the agency's: a slot the agent holds is not offered", async () => {
    const asked = answerAvailability();
    const { hours, chooseDay } = renderBooking(OWN_CLIENT);
    await waitFor(() => expect(asked).toContain(OWN_CLIENT));
    await chooseDay();
    await waitFor(() => expect(hours().getByRole('radio', { name: '10:00' })).toBeDisabled());
    expect(hours().getByRole('radio', { name: '09:00' })).toBeEnabled();
    expect(hours().getByRole('radio', { name: '11:00' })).toBeEnabled();
  });

  it('asks for a client first, and another client drops the slot chosen for the previous one', async () => {
    const asked = answerAvailability();
    const { user, hours, chooseDay } = renderBooking(null);
    expect(screen.getByText('Elige primero el cliente para ver los horarios disponibles.')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Elegir cliente propio' }));
    await chooseDay();
    await user.click(hours().getByRole('radio', { name: '11:00' }));
    expect(hours().getByRole('radio', { name: '11:00' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Elegir otro cliente' }));
    expect(await screen.findByText('Elija primero un día.')).toBeInTheDocument();
    await chooseDay();
    await waitFor(() => expect(hours().getByRole('radio', { name: '11:00' })).toBeDisabled());
    expect(hours().getByRole('radio', { name: '10:00' })).not.toBeChecked();
    // Never the agency-wide availability: every request named the client.
    expect(asked).toContain(OTHER_CLIENT);
    expect(asked).not.toContain(null);
  });

  it("says why when the client's slots cannot be had", async () => {
    answerAvailability();
    renderBooking('7c3e1f0a-2b4d-4e6f-8a9b-0c1d2e3f4a5b');
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos al cliente de la videollamada');
  });
});
