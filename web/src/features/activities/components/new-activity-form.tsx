import { AGENCY_TIME_ZONE, activityInputSchema, activityTypeLabels, activityTypes, agencyDateTimeToUtc } from '@prestigio/contracts';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Select, SelectOptions } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/validation';
import { useCreateActivity } from '../api/activities';

/** What the form holds: the agency's date and hour as typed, turned into an instant on sending. */
const formSchema = activityInputSchema.omit({ startsAt: true }).extend({
  date: z.iso.date({ error: 'Indique la fecha' }),
  time: z.string().regex(/^\d{2}:\d{2}$/, 'Indique la hora'),
});
type FormValues = z.input<typeof formSchema>;

/** /activities/new: an activity on a client, at a date and time of the agency (America/Mexico_City). */
export function NewActivityForm() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateActivity();
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: contractResolver(formSchema),
    defaultValues: { type: 'llamada', description: '', leadId: search.get('leadId') ?? null, date: '', time: '10:00', durationMinutes: 30, status: 'programada' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ date, time, ...values }) => {
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    const startsAt = new Date(agencyDateTimeToUtc(date, hour).getTime() + minute * 60_000).toISOString();
    try {
      await create({ ...values, startsAt });
      toast({ title: 'Actividad creada', description: values.description });
      navigate('/activities');
    } catch (failure) {
      toast({ title: 'Error', description: apiErrorMessage(failure) ?? 'No se pudo crear la actividad.', variant: 'destructive' });
    }
  });

  const fieldError = (message?: string) =>
    message ? (
      <p role="alert" className="mt-1 text-sm text-red-700">
        {message}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="max-w-xl space-y-5 rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
      <div>
        <label htmlFor="activity-type" className="mb-1 block font-medium text-navy-900">
          Tipo
        </label>
        <Select id="activity-type" {...form.register('type')}>
          <SelectOptions values={activityTypes} labels={activityTypeLabels} />
        </Select>
      </div>
      <div>
        <label htmlFor="activity-description" className="mb-1 block font-medium text-navy-900">
          Descripción
        </label>
        <Textarea id="activity-description" rows={3} {...form.register('description')} aria-invalid={errors.description !== undefined} />
        {fieldError(errors.description?.message)}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor="activity-date" className="mb-1 block font-medium text-navy-900">
            Fecha
          </label>
          <input id="activity-date" type="date" lang="es-MX" {...form.register('date')} className="h-10 w-full rounded-md border border-navy-200 px-3" />
          {fieldError(errors.date?.message)}
        </div>
        <div>
          <label htmlFor="activity-time" className="mb-1 block font-medium text-navy-900">
            Hora
          </label>
          <input id="activity-time" type="time" step={900} {...form.register('time')} className="h-10 w-full rounded-md border border-navy-200 px-3" />
          {fieldError(errors.time?.message)}
        </div>
        <div>
          <label htmlFor="activity-duration" className="mb-1 block font-medium text-navy-900">
            Duración (min)
          </label>
          <input id="activity-duration" type="number" min={5} step={5} {...form.register('durationMinutes')} className="h-10 w-full rounded-md border border-navy-200 px-3" />
          {fieldError(errors.durationMinutes?.message)}
        </div>
      </div>
      <p className="text-sm text-navy-600">Fecha y hora del centro de México ({AGENCY_TIME_ZONE}).</p>
      <Button type="submit" variant="gold" disabled={isSubmitting}>
        {isSubmitting ? 'Guardando...' : 'Crear actividad'}
      </Button>
    </form>
  );
}
