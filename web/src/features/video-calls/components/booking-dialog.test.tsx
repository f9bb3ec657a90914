import { videoCallConfirmationText, type Availability, type VideoCallBooked } from '@prestigio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldCall, http, HttpResponse } from '../../../test/http';
import { findToast, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { VideoCallBookingDialog } from './booking-dialog';

const LEAD_ID = '5f0c2a7e-3b1d-4e8f-a6c9-2d7b1e0f3a45';
// Tuesday 10 March 2026, 10:00 in Mexico City (UTC-6 all year): "today" for the date picker.
const NOW = new Date('2026-03-10T16:00:00.000Z');
const BOOKED_DAY = '2026-03-12';
const TEN_O_CLOCK = '2026-03-12T16:00:00.000Z';

/** Thursday the 12th open, 09:00 to 17:00 on the hour (spec §9), 09:00 already taken; Sunday the 15th closed. */
function availability(): Availability {
  const slots = Array.from({ length: 9 }, (_, index) => {
    const hour = 9 + index;
    return {
      time: `${String(hour).padStart(2, '0')}:00`,
      startsAt: new Date(Date.UTC(2026, 2, 12, hour + 6)).toISOString(),
      available: hour !== 9,
    };
  });
  return {
    timeZone: 'America/Mexico_City',
    days: [
      { date: BOOKED_DAY, open: true, slots },
      { date: '2026-03-15', open: false, slots: [] },
    ],
  };
}

function answerAvailability() {
  const requests: URL[] = [];
  server.use(
    http.get('/api/video-calls/availability', ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json(availability());
    }),
  );
  return requests;
}

function renderDialog() {
  const onBooked = vi.fn();
  const onOpenChange = vi.fn();
  function Page() {
    const [open, setOpen] = useState(true);
    return (
      <VideoCallBookingDialog
        leadId={LEAD_ID}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        onBooked={onBooked}
      />
    );
  }
  const rendered = renderWithProviders(<Page />);
  const dialog = () => within(screen.getByRole('dialog', { name: 'Agendar Videollamada con IA' }));
  const bookButton = () => dialog().getByRole('button', { name: /Agendar videollamada|Agendando/ });
  const chooseTenOClock = async () => {
    await rendered.user.click(await dialog().findByRole('button', { name: /\b12 de marzo/ }));
    await rendered.user.click(await dialog().findByRole('radio', { name: '10:00' }));
  };
  return { ...rendered, onBooked, onOpenChange, dialog, bookButton, chooseTenOClock };
}

describe('VideoCallBookingDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps "Agendar videollamada" disabled until a day and an hour are chosen; past and closed days cannot be', async () => {
    const requests = answerAvailability();
    const { user, dialog, bookButton } = renderDialog();

    expect(bookButton()).toBeDisabled();
    expect(dialog().getByText('Elija primero un día.')).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ from: '2026-03-10', to: '2026-03-31' });
    expect(dialog().getByRole('button', { name: /\b9 de marzo/ })).toBeDisabled();
    await waitFor(() => expect(dialog().getByRole('button', { name: /\b15 de marzo/ })).toBeDisabled());

    await user.click(dialog().getByRole('button', { name: /\b12 de marzo/ }));
    expect(bookButton()).toBeDisabled();
    const hours = dialog().getByRole('radiogroup', { name: 'Hora de la videollamada' });
    expect(within(hours).getAllByRole('radio').map((slot) => slot.textContent)).toEqual([
      '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00',
    ]);
    expect(within(hours).getByRole('radio', { name: '09:00' })).toBeDisabled();

    await user.click(within(hours).getByRole('radio', { name: '10:00' }));
    expect(within(hours).getByRole('radio', { name: '10:00' })).toBeChecked();
    expect(bookButton()).toBeEnabled();
  });

  it('books the chosen slot for the offer’s lead, says so, and hands the confirmation to the chat', async () => {
    answerAvailability();
    const booking = heldCall('post', '/api/schedule-video-call', () =>
      HttpResponse.json(
      {
        success: true,
        videoCall: {
          id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
          leadId: LEAD_ID,
          scheduledAt: TEN_O_CLOCK,
          durationMinutes: 30,
          status: 'programada',
          meetingUrl: 'https://meet.prestigio.mx/abc',
          managePath: '/videollamada/abc',
          agentName: null,
        },
      } satisfies VideoCallBooked,
      { status: 201 },
    ),
    );
    const { user, bookButton, chooseTenOClock, onBooked, onOpenChange } = renderDialog();
    await chooseTenOClock();
    await user.click(bookButton());

    await waitFor(() => expect(bookButton()).toHaveTextContent('Agendando...'));
    expect(bookButton()).toBeDisabled();
    booking.release();

    const confirmation = videoCallConfirmationText(new Date(TEN_O_CLOCK));
    await findToast('Videollamada agendada', confirmation);
    expect(booking.received).toEqual({ leadId: LEAD_ID, scheduledAt: TEN_O_CLOCK, durationMinutes: 30 });
    // The chat posts the call with the confirmation, so the assistant answers with its join and manage links.
    expect(onBooked).toHaveBeenCalledWith(confirmation, {
      scheduledAt: TEN_O_CLOCK,
      meetingUrl: 'https://meet.prestigio.mx/abc',
      managePath: '/videollamada/abc',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the spec §8 error toast when booking fails, stays open and asks for the free slots again', async () => {
    const requests = answerAvailability();
    server.use(http.post('/api/schedule-video-call', () => HttpResponse.json({ statusCode: 409, message: 'Ocupado' }, { status: 409 })));
    const { user, bookButton, chooseTenOClock, onBooked, dialog } = renderDialog();
    await chooseTenOClock();
    const before = requests.length;
    await user.click(bookButton());

    await findToast('Error', 'No se pudo agendar la videollamada. Por favor intenta nuevamente.');
    expect(onBooked).not.toHaveBeenCalled();
    expect(dialog().getByRole('heading', { name: 'Agendar Videollamada con IA' })).toBeInTheDocument();
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
  });
});
