import { formatAgencyDate, formatAgencyDayAndTime, formatAgencyTime, videoCallStatusLabels, type PortalVideoCall, type VideoCallStatus } from '@prestigio/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { portalVideoCallsUrl, usePortalVideoCallActions, usePortalVideoCalls } from '../api/portal-video-calls';
import { SlotPicker } from './slot-picker';

const statusTones: Record<VideoCallStatus, BadgeTone> = { programada: 'neutral', completada: 'success', cancelada: 'danger', no_asistio: 'warning' };

/** Upcoming: still scheduled and not yet started (soonest first); past: everything else (latest first). */
function split(calls: readonly PortalVideoCall[], now: number): { upcoming: PortalVideoCall[]; past: PortalVideoCall[] } {
  const upcoming = calls.filter((call) => call.status === 'programada' && Date.parse(call.scheduledAt) > now);
  const past = calls.filter((call) => !upcoming.includes(call)).sort((a, b) => Date.parse(b.scheduledAt) - Date.parse(a.scheduledAt));
  return { upcoming, past };
}

/**
 * /video-calls: the agent's booked calls (an admin's: everyone's) from a month ago to a month ahead. Upcoming ones can
 * be joined, moved or cancelled (the client gets the updated invitation); once a call's time has passed the agent
 * records whether it took place. The call's activity follows on its own.
 */
export function PortalVideoCalls({ showAgent }: { showAgent: boolean }) {
  const [url] = useState(() => portalVideoCallsUrl());
  const { data, error, isLoading } = usePortalVideoCalls(url);
  const [now] = useState(() => Date.now());
  if (error) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-6 py-4 text-red-800">
        No se pudieron cargar las videollamadas. Inténtalo de nuevo.
      </p>
    );
  }
  if (isLoading || !data) return <p className="text-navy-600">Cargando videollamadas…</p>;
  const { upcoming, past } = split(data, now);
  return (
    <div className="space-y-10">
      <CallSection title="Próximas" empty="No tienes videollamadas próximas." calls={upcoming} now={now} showAgent={showAgent} />
      <CallSection title="Anteriores" empty="No hay videollamadas en los últimos 30 días." calls={past} now={now} showAgent={showAgent} />
    </div>
  );
}

function CallSection({ title, empty, calls, now, showAgent }: { title: string; empty: string; calls: PortalVideoCall[]; now: number; showAgent: boolean }) {
  return (
    <section aria-labelledby={`video-calls-${title}`}>
      <h2 id={`video-calls-${title}`} className="text-xl font-semibold text-navy-900">
        {title}
      </h2>
      {calls.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-navy-200 bg-white px-6 py-8 text-center text-navy-600">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {calls.map((call) => (
            <CallCard key={call.id} call={call} now={now} showAgent={showAgent} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CallCard({ call, now, showAgent }: { call: PortalVideoCall; now: number; showAgent: boolean }) {
  const actions = usePortalVideoCallActions();
  const [rescheduling, setRescheduling] = useState(false);
  const [date, setDate] = useState<string | null>(null);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [busy, setBusy] = useState(false);
  const start = new Date(call.scheduledAt);
  const scheduled = call.status === 'programada';
  const started = start.getTime() <= now;
  const client = call.leadName ?? call.leadEmail ?? call.leadPhone ?? 'Cliente';

  const run = async (action: () => Promise<PortalVideoCall>, title: string, describe: (call: PortalVideoCall) => string, failed: string) => {
    setBusy(true);
    try {
      const changed = await action();
      toast({ title, description: describe(changed) });
      setRescheduling(false);
      setConfirmingCancel(false);
    } catch (failure) {
      toast({ title: 'Error', description: apiErrorMessage(failure) ?? failed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100" aria-label={`Videollamada con ${client}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-navy-900 [overflow-wrap:anywhere]">
            <Link to={`/leads/${call.leadId}`} className="underline-offset-2 hover:underline">
              {client}
            </Link>
          </p>
          <p className="mt-1 text-sm text-navy-700">
            {formatAgencyDate(start)} a las {formatAgencyTime(start)} · {call.durationMinutes} min
          </p>
          {showAgent && call.agentName ? <p className="mt-1 text-sm text-navy-600">Asesor: {call.agentName}</p> : null}
        </div>
        <Badge tone={statusTones[call.status]}>{videoCallStatusLabels[call.status]}</Badge>
      </div>
      {scheduled ? (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-navy-100 pt-4">
          <Button asChild size="sm" variant="gold">
            <a href={call.meetingUrl} target="_blank" rel="noreferrer">
              Unirse a la videollamada
            </a>
          </Button>
          {started ? (
            <>
              <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => void run(() => actions.recordOutcome(call.id, 'completada'), 'Videollamada completada', () => client, 'No se pudo registrar el resultado.')}>
                Se realizó
              </Button>
              <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => void run(() => actions.recordOutcome(call.id, 'no_asistio'), 'Cliente no asistió', () => client, 'No se pudo registrar el resultado.')}>
                No asistió
              </Button>
            </>
          ) : (
            <>
              <Button type="button" size="sm" variant="secondary" aria-expanded={rescheduling} onClick={() => setRescheduling((open) => !open)}>
                Reprogramar
              </Button>
              <Button type="button" size="sm" variant="danger" onClick={() => setConfirmingCancel(true)}>
                Cancelar
              </Button>
            </>
          )}
        </div>
      ) : null}
      {rescheduling ? (
        <div className="mt-4 rounded-lg border border-navy-100 p-4">
          <p className="mb-3 text-sm font-medium text-navy-900">Elige la nueva fecha y hora; el cliente recibe la invitación actualizada.</p>
          <SlotPicker date={date} startsAt={startsAt} onDateChange={setDate} onStartsAtChange={setStartsAt} disabled={busy} />
          <div className="mt-3 flex justify-end">
            <Button
              type="button"
              disabled={!startsAt || busy}
              onClick={() => void run(() => actions.reschedule(call.id, startsAt!), 'Videollamada reprogramada', (moved) => formatAgencyDayAndTime(new Date(moved.scheduledAt)), 'No se pudo reprogramar la videollamada.')}
            >
              {busy ? 'Guardando...' : 'Confirmar cambio'}
            </Button>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmingCancel}
        title="¿Cancelar la videollamada?"
        description={`Se cancelará la videollamada con ${client} del ${formatAgencyDayAndTime(start)}; le enviamos la cancelación por correo.`}
        confirmLabel="Sí, cancelar"
        busyLabel="Cancelando..."
        busy={busy}
        tone="danger"
        onConfirm={() => void run(() => actions.cancel(call.id), 'Videollamada cancelada', () => `${client}, ${formatAgencyDayAndTime(start)}`, 'No se pudo cancelar la videollamada.')}
        onCancel={() => setConfirmingCancel(false)}
      />
    </li>
  );
}
