import { formatAgencyDayAndTime } from '@prestigio/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { apiErrorBody, apiErrorMessage } from '../../../lib/api-client';
import { usePortalVideoCallActions } from '../api/portal-video-calls';
import { SlotPicker } from './slot-picker';

/**
 * "Nueva actividad" of type Videollamada: a real booking for the chosen client, so the client gets the invitation and
 * the manage link as from the site; its activity follows from the booking. The slots offered are those in which this
 * booking can be made (the agent free, not merely someone at the agency), so they depend on the client chosen.
 */
export function PortalVideoCallBooking({ leadId }: { leadId: string | null }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { book } = usePortalVideoCallActions();
  const [date, setDate] = useState<string | null>(null);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Another client, other slots: a slot chosen for the previous one is dropped.
  const [slotsFor, setSlotsFor] = useState(leadId);
  if (slotsFor !== leadId) {
    setSlotsFor(leadId);
    setDate(null);
    setStartsAt(null);
  }

  const submit = async () => {
    if (!leadId) return setProblem('Elige el cliente de la videollamada');
    if (!startsAt) return setProblem('Elige el día y la hora de la videollamada');
    setProblem(null);
    setBusy(true);
    try {
      const call = await book(leadId, startsAt);
      toast({ title: 'Videollamada agendada', description: `${formatAgencyDayAndTime(new Date(call.scheduledAt))}. El cliente recibe la invitación por correo.` });
      navigate('/video-calls');
    } catch (failure) {
      const body = apiErrorBody(failure);
      setProblem(body?.errors?.scheduledAt ?? apiErrorMessage(failure) ?? 'No se pudo agendar la videollamada. Inténtalo de nuevo.');
      void mutate((key) => typeof key === 'string' && key.startsWith('/api/video-calls/availability'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-navy-700">Las videollamadas duran 30 minutos, a la hora en punto de 09:00 a 17:00 (hora del centro de México). El cliente recibe la invitación y el enlace para cambiarla.</p>
      {leadId ? (
        <SlotPicker leadId={leadId} date={date} startsAt={startsAt} onDateChange={setDate} onStartsAtChange={setStartsAt} disabled={busy} />
      ) : (
        <p className="text-sm text-navy-600">Elige primero el cliente para ver los horarios disponibles.</p>
      )}
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <Button type="button" variant="gold" disabled={busy} onClick={() => void submit()}>
        {busy ? 'Agendando...' : 'Agendar videollamada'}
      </Button>
    </div>
  );
}
