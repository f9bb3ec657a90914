import {
  AGENCY_TIME_ZONE,
  activityInputSchema,
  activityInputStatuses,
  formatAgencyDate,
  formatAgencyTime,
  activityStatusLabels,
  activityStatuses,
  activityTypeLabels,
  activityTypes,
  agencyDateTimeToUtc,
  agencyParts,
  type Activity,
} from '@prestigio/contracts';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateField } from '../../../components/ui/date-field';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select, SelectOptions } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/validation';
import { useCreateActivity, useDeleteActivity, useUpdateActivity } from '../api/activities';
import { ClientPicker } from './client-picker';

/** What the form holds: the agency's date and hour as picked, turned into an instant on sending. */
const formSchema = activityInputSchema.omit({ startsAt: true }).extend({
  // An edited activity may be Cancelada; a new one offers only the spec's three (the server checks both).
  status: z.enum(activityStatuses, { error: 'Estado no válido' }),
  date: z.iso.date({ error: 'Indica la fecha' }),
  time: z.string().regex(/^\d{2}:\d{2}$/, 'Indica la hora'),
});
type FormValues = z.input<typeof formSchema>;

const messagesOf = (error: { message?: string } | undefined) => (error?.message ? [error.message] : undefined);
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A start instant as the agency's day and hour. */
function agencyDateAndTime(iso: string): { date: string; time: string } {
  const { date, hour, minute } = agencyParts(new Date(iso));
  return { date, time: `${twoDigits(hour)}:${twoDigits(minute)}` };
}

/**
 * An activity on a client at a day and hour of the agency (America/Mexico_City, whatever the browser's zone): new at
 * /activities/new (`?leadId=`, `?type=` and `?date=` prefill it, as the client's page and the calendar do), or edited
 * at /activities/:id with its removal. A new Videollamada is a booking (`bookVideoCall`, composed by the route); a
 * booked call's activity keeps the call's time and status (the server says why) and shows its link.
 */
export function ActivityForm({ activity, bookVideoCall }: { activity?: Activity; bookVideoCall?: (leadId: string | null) => ReactNode }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateActivity();
  const update = useUpdateActivity();
  const remove = useDeleteActivity();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const [removing, setRemoving] = useState(false);
  const starts = activity ? agencyDateAndTime(activity.startsAt) : { date: search.get('date') ?? '', time: search.get('time') ?? '10:00' };
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: contractResolver(formSchema),
    defaultValues: {
      type: activity?.type ?? ((activityTypes as readonly string[]).includes(search.get('type') ?? '') ? (search.get('type') as Activity['type']) : 'llamada'),
      description: activity?.description ?? '',
      leadId: activity ? activity.leadId : (search.get('leadId') ?? null),
      date: starts.date,
      time: starts.time,
      durationMinutes: activity?.durationMinutes ?? 30,
      status: activity?.status ?? 'programada',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const bookedCall = Boolean(activity?.videoCallId);
  const [chosenType, chosenLeadId] = useWatch({ control: form.control, name: ['type', 'leadId'] });
  const booking = !activity && bookVideoCall !== undefined && chosenType === 'videollamada';

  const submit = form.handleSubmit(async ({ date, time, ...values }) => {
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    const startsAt = new Date(agencyDateTimeToUtc(date, hour).getTime() + minute * 60_000).toISOString();
    try {
      if (activity) {
        await update(activity.id, { ...values, leadId: values.leadId ?? null, startsAt });
        toast({ title: 'Actividad actualizada', description: values.description });
      } else {
        await create(activityInputSchema.parse({ ...values, startsAt }));
        toast({ title: 'Actividad creada', description: values.description });
      }
      navigate('/activities');
    } catch (failure) {
      toast({ title: 'Error', description: apiErrorMessage(failure) ?? 'No se pudo guardar la actividad.', variant: 'destructive' });
    }
  });

  const confirmRemoval = async () => {
    if (!activity) return;
    setRemoving(true);
    try {
      await remove(activity.id);
      toast({ title: 'Actividad eliminada', description: activity.description });
      navigate('/activities');
    } catch (failure) {
      toast({ title: 'Error', description: apiErrorMessage(failure) ?? 'No se pudo eliminar la actividad.', variant: 'destructive' });
    } finally {
      setRemoving(false);
      setConfirmingRemoval(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-xl space-y-5 rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
      {bookedCall && activity ? (
        <div className="space-y-2 rounded-md bg-gold-50 px-3 py-2 text-sm text-navy-800">
          <p>
            Videollamada agendada: <strong>{formatAgencyDate(new Date(activity.startsAt))} a las {formatAgencyTime(new Date(activity.startsAt))}</strong> (hora del centro de México).
            Su fecha, hora y estado siguen la reserva: cámbialos en <Link to="/video-calls" className="underline">Videollamadas</Link>.
          </p>
          {activity.meetingUrl && activity.status === 'programada' ? (
            <p>
              <a href={activity.meetingUrl} target="_blank" rel="noreferrer" className="font-medium underline">
                Unirse a la videollamada
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="activity-type" label="Tipo" errors={messagesOf(errors.type)}>
          {(control) => (
            <Select {...control} disabled={bookedCall} {...form.register('type')}>
              <SelectOptions values={activityTypes} labels={activityTypeLabels} />
            </Select>
          )}
        </FormField>
        <FormField id="activity-status" label="Estado" errors={messagesOf(errors.status)}>
          {(control) => (
            <Select {...control} disabled={bookedCall || booking} {...form.register('status')}>
              <SelectOptions values={activity ? activityStatuses : activityInputStatuses} labels={activityStatusLabels} />
            </Select>
          )}
        </FormField>
      </div>
      {booking ? null : (
        <FormField id="activity-description" label="Descripción" errors={messagesOf(errors.description)}>
          {(control) => <Textarea {...control} rows={3} {...form.register('description')} />}
        </FormField>
      )}
      <FormField id="activity-client" label="Cliente" errors={messagesOf(errors.leadId)}>
        {(control) => (
          <Controller
            control={form.control}
            name="leadId"
            render={({ field }) =>
              bookedCall ? (
                <p className="text-sm text-navy-800">{activity?.leadName ?? 'Sin cliente'}</p>
              ) : (
                <ClientPicker id={control.id} value={field.value ?? null} initialName={activity?.leadName ?? null} onChange={field.onChange} />
              )
            }
          />
        )}
      </FormField>
      {booking ? (
        bookVideoCall?.(chosenLeadId ?? null)
      ) : (
        <>
          {bookedCall ? null : (
            <>
              <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
                <FormField id="activity-date" label="Fecha" errors={messagesOf(errors.date)}>
                  {(control) => (
                    <Controller
                      control={form.control}
                      name="date"
                      render={({ field }) => <DateField id={control.id} value={field.value} onChange={field.onChange} invalid={control['aria-invalid']} describedBy={control['aria-describedby']} />}
                    />
                  )}
                </FormField>
                <FormField id="activity-time" label="Hora" errors={messagesOf(errors.time)}>
                  {(control) => <Input {...control} type="time" step={900} {...form.register('time')} />}
                </FormField>
                <FormField id="activity-duration" label="Duración (min)" errors={messagesOf(errors.durationMinutes)}>
                  {(control) => <Input {...control} type="number" min={5} step={5} {...form.register('durationMinutes')} />}
                </FormField>
              </div>
              <p className="text-sm text-navy-600">Fecha y hora del centro de México ({AGENCY_TIME_ZONE}).</p>
            </>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button type="submit" variant="gold" disabled={isSubmitting}>
              {isSubmitting ? 'Guardando...' : activity ? 'Guardar cambios' : 'Crear actividad'}
            </Button>
            {activity && !bookedCall ? (
              <Button type="button" variant="secondary" onClick={() => setConfirmingRemoval(true)}>
                <Trash2 className="mr-1.5 h-4 w-4" aria-hidden="true" /> Eliminar
              </Button>
            ) : null}
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirmingRemoval}
        title="¿Eliminar la actividad?"
        description="Se quitará de la lista y del calendario; el historial del cliente lo registra."
        confirmLabel="Eliminar"
        busyLabel="Eliminando..."
        busy={removing}
        tone="danger"
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setConfirmingRemoval(false)}
      />
    </form>
  );
}
