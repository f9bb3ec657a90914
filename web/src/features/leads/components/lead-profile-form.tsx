import { agencyDateTimeToUtc, agencyParts, formatMXN, interestLabels, interests, leadUpdateSchema, type LeadDetail } from '@prestigio/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField, TextField } from '../../../components/ui/form-field';
import { Select, SelectOptions } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/validation';
import { useLeadChanges } from '../api/leads';
import { LeadWantsFields, messagesOf, type WantsFormValues } from './lead-fields';

/** The form holds the follow-up as a day and an hour of the agency's calendar; the API takes an instant. */
const formSchema = z
  .object({ followUpDate: z.union([z.literal(''), z.iso.date({ error: 'Fecha no válida' })]), followUpTime: z.string() })
  .and(leadUpdateSchema);
type FormValues = WantsFormValues & { name: string; email: string; phone: string; interest: string; followUpDate: string; followUpTime: string };

function followUpParts(iso: string | null): { followUpDate: string; followUpTime: string } {
  if (!iso) return { followUpDate: '', followUpTime: '10:00' };
  const { date, hour, minute } = agencyParts(new Date(iso));
  return { followUpDate: date, followUpTime: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}` };
}

/** The client's details and what it looks for, editable; each change lands on the timeline as before → after. */
export function LeadProfileForm({ lead }: { lead: LeadDetail }) {
  const { update } = useLeadChanges(lead.id);
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: contractResolver(formSchema),
    values: {
      name: lead.name ?? '',
      email: lead.email ?? '',
      phone: lead.phone ?? '',
      interest: lead.interest ?? '',
      operationType: lead.operationType ?? '',
      propertyType: lead.propertyType ?? '',
      state: lead.state ?? '',
      city: lead.city ?? '',
      // Shown as money ("$40,000,000"), read back as typed ("14.5 mdp" too) by the contract.
      budgetMin: lead.budgetMin === null ? '' : formatMXN(lead.budgetMin),
      budgetMax: lead.budgetMax === null ? '' : formatMXN(lead.budgetMax),
      bedrooms: lead.bedrooms ?? '',
      ...followUpParts(lead.nextFollowUpAt),
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async ({ followUpDate, followUpTime, ...values }) => {
    const [hour = 10, minute = 0] = followUpTime.split(':').map(Number);
    const nextFollowUpAt = followUpDate ? new Date(agencyDateTimeToUtc(followUpDate, hour).getTime() + minute * 60_000).toISOString() : null;
    // Cleared fields are sent as null, so emptying one is a change too.
    const cleared = Object.fromEntries(
      (['email', 'phone', 'interest', 'operationType', 'propertyType', 'state', 'city', 'budgetMin', 'budgetMax', 'bedrooms'] as const).map((key) => [key, values[key] ?? null]),
    );
    try {
      await update({ ...values, ...cleared, nextFollowUpAt });
      toast({ title: 'Cliente actualizado', description: 'Los cambios quedaron en su historial.' });
    } catch (failure) {
      toast({ title: 'Error', description: apiErrorMessage(failure) ?? 'No se pudo guardar el cliente.', variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="lead-profile" className="space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
      <h2 id="lead-profile" className="font-semibold text-navy-900">
        Datos del cliente
      </h2>
      <TextField id="lead-name" label="Nombre" errors={messagesOf(errors.name)} {...form.register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="lead-email" label="Correo" type="email" errors={messagesOf(errors.email)} {...form.register('email')} />
        <TextField id="lead-phone" label="Teléfono" type="tel" errors={messagesOf(errors.phone)} {...form.register('phone')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="lead-interest" label="Interés" errors={messagesOf(errors.interest)}>
          {(control) => (
            <Select {...control} {...form.register('interest')}>
              <option value="">Sin especificar</option>
              <SelectOptions values={interests} labels={interestLabels} />
            </Select>
          )}
        </FormField>
        <TextField id="lead-follow-up-date" label="Próximo seguimiento" type="date" errors={messagesOf(errors.followUpDate)} {...form.register('followUpDate')} />
        <TextField id="lead-follow-up-time" label="Hora (centro de México)" type="time" step={900} {...form.register('followUpTime')} />
      </div>
      <LeadWantsFields register={form.register} errors={errors} idPrefix="lead" />
      <Button type="submit" variant="gold" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? 'Guardando...' : 'Guardar cambios'}
      </Button>
    </form>
  );
}
