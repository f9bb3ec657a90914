import { formatAgencyDate, formatAgencyTime, videoCallStatusLabels, type PublicVideoCall } from '@prestigio/contracts';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { apiErrorBody, apiErrorMessage } from '../../../lib/api-client';
import { bookAgainManagedVideoCall, cancelManagedVideoCall, managedVideoCallKey, rescheduleManagedVideoCall, useManagedVideoCall } from '../api/manage-video-call';
import { VideoCallBookingDialog } from './booking-dialog';
import { SlotPicker } from './slot-picker';

/** `/videollamada/:token`: the visitor sees the call, joins it, moves it or cancels it. */
export function ManageVideoCall({ token }: { token: string }) {
  const { data, error, isLoading } = useManagedVideoCall(token);
  if (isLoading) return <PageSpinner />;
  if (error || !data) {
    const notFound = apiErrorBody(error)?.statusCode === 404;
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold text-navy-900">{notFound ? 'No encontramos esta videollamada' : 'No se pudo cargar la videollamada'}</h1>
        <p className="mt-3 text-navy-700">
          {notFound ? 'Revise que el enlace esté completo, tal como llegó en su correo.' : 'Intente nuevamente en unos momentos.'}
        </p>
      </section>
    );
  }
  return <VideoCallDetails token={token} videoCall={data.videoCall} />;
}

function VideoCallDetails({ token, videoCall }: { token: string; videoCall: PublicVideoCall }) {
  const { mutate } = useSWRConfig();
  const [rescheduling, setRescheduling] = useState(false);
  const [date, setDate] = useState<string | null>(null);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [booking, setBooking] = useState(false);
  const [bookedAgain, setBookedAgain] = useState<string | null>(null);
  const start = new Date(videoCall.scheduledAt);
  const scheduled = videoCall.status === 'programada';

  const refresh = (answer: { videoCall: PublicVideoCall }) => mutate(managedVideoCallKey(token), answer, { revalidate: false });

  const reschedule = async () => {
    if (!startsAt) return;
    setBusy(true);
    try {
      const answer = await rescheduleManagedVideoCall(token, startsAt);
      await refresh(answer);
      setRescheduling(false);
      setDate(null);
      setStartsAt(null);
      const moved = new Date(answer.videoCall.scheduledAt);
      toast({ title: 'Videollamada reprogramada', description: `Nueva cita: ${formatAgencyDate(moved)} a las ${formatAgencyTime(moved)}. Le enviamos la invitación actualizada por correo.` });
    } catch (failure) {
      toast({ title: 'Error', description: apiErrorMessage(failure) ?? 'No se pudo cambiar la videollamada. Por favor intenta nuevamente.' });
      void mutate((key) => typeof key === 'string' && key.startsWith('/api/video-calls/availability'));
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    setBusy(true);
    try {
      await refresh(await cancelManagedVideoCall(token));
      setConfirmingCancel(false);
      toast({ title: 'Videollamada cancelada', description: 'Le enviamos la cancelación por correo para retirarla de su calendario.' });
    } catch (failure) {
      toast({ title: 'Error', description: apiErrorMessage(failure) ?? 'No se pudo cancelar la videollamada. Por favor intenta nuevamente.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-semibold text-navy-900">Su videollamada</h1>
      <dl className="mt-6 grid gap-3 rounded-lg border border-navy-100 bg-navy-50/40 p-6 sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-navy-700">Fecha</dt>
        <dd data-testid="video-call-date">{formatAgencyDate(start)}</dd>
        <dt className="font-medium text-navy-700">Hora</dt>
        <dd data-testid="video-call-time">{formatAgencyTime(start)} (hora del centro de México), {videoCall.durationMinutes} minutos</dd>
        <dt className="font-medium text-navy-700">Estado</dt>
        <dd data-testid="video-call-status">{videoCallStatusLabels[videoCall.status]}</dd>
        {videoCall.agentName && (
          <>
            <dt className="font-medium text-navy-700">Asesor</dt>
            <dd>{videoCall.agentName}</dd>
          </>
        )}
      </dl>

      {scheduled && (
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild variant="gold">
            <a href={videoCall.meetingUrl} target="_blank" rel="noreferrer">
              Unirse a la videollamada
            </a>
          </Button>
          <Button type="button" variant="secondary" onClick={() => setRescheduling((open) => !open)} aria-expanded={rescheduling}>
            Cambiar fecha u hora
          </Button>
          <Button type="button" variant="danger" onClick={() => setConfirmingCancel(true)}>
            Cancelar videollamada
          </Button>
        </div>
      )}

      {!scheduled && (
        <div className="mt-6">
          {bookedAgain ? (
            <p className="rounded-lg bg-green-50 p-4 text-green-900" role="status">
              {bookedAgain}
            </p>
          ) : (
            <Button type="button" variant="gold" onClick={() => setBooking(true)}>
              Agendar otra videollamada
            </Button>
          )}
          <VideoCallBookingDialog
            leadId={null}
            book={(scheduledAt) => bookAgainManagedVideoCall(token, scheduledAt)}
            open={booking}
            onOpenChange={setBooking}
            onBooked={setBookedAgain}
          />
        </div>
      )}

      {scheduled && rescheduling && (
        <div className="mt-8 rounded-lg border border-navy-100 p-6">
          <h2 className="mb-4 text-lg font-semibold text-navy-900">Elija la nueva fecha y hora</h2>
          <SlotPicker
            date={date}
            startsAt={startsAt}
            onDateChange={setDate}
            onStartsAtChange={setStartsAt}
            disabled={busy}
            initialMonth={start}
          />
          <div className="mt-4 flex justify-end">
            <Button type="button" disabled={!date || !startsAt || busy} onClick={() => void reschedule()}>
              {busy ? 'Guardando...' : 'Confirmar cambio'}
            </Button>
          </div>
        </div>
      )}

      <ConfirmDialog
        open={confirmingCancel}
        title="¿Cancelar la videollamada?"
        description={`Se cancelará su cita del ${formatAgencyDate(start)} a las ${formatAgencyTime(start)}.`}
        confirmLabel="Sí, cancelar la cita"
        cancelLabel="Mantener la cita"
        busyLabel="Cancelando..."
        busy={busy}
        tone="danger"
        onConfirm={() => void cancel()}
        onCancel={() => setConfirmingCancel(false)}
      />
    </section>
  );
}
