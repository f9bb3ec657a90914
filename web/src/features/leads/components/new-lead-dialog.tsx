import { interestLabels, interests, leadCreateSchema, leadSourceLabels, leadSources } from '@prestigio/contracts';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';
import { Select, SelectOptions } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/validation';
import { useCreateLead } from '../api/leads';
import { FormField, TextField } from '../../../components/ui/form-field';
import { LeadWantsFields, messagesOf, type WantsFormValues } from './lead-fields';

type FormValues = WantsFormValues & { name: string; email: string; phone: string; source: string; interest: string; message: string };

const emptyForm: FormValues = {
  name: '',
  email: '',
  phone: '',
  source: 'manual',
  interest: '',
  message: '',
  operationType: '',
  propertyType: '',
  state: '',
  city: '',
  budgetMin: '',
  budgetMax: '',
  bedrooms: '',
};

/**
 * "Nuevo cliente": a client an agent adds by hand (a call, a referral, a walk-in). When the person is already a client
 * (same e-mail) the page says so and opens that client: never a twin. A known client's phone with another e-mail is a
 * new client marked as a possible duplicate (docs/product-decisions.md): the toast names the other client.
 */
export function NewLeadDialog() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const create = useCreateLead();
  const form = useForm<FormValues, unknown, z.output<typeof leadCreateSchema>>({ resolver: contractResolver(leadCreateSchema), defaultValues: emptyForm });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const lead = await create(values);
      const twin = lead.duplicates[0];
      toast(
        lead.merged
          ? { title: 'Cliente existente', description: `${lead.name ?? 'Esta persona'} ya era cliente: se agregó la consulta a su historial.` }
          : twin
            ? { title: 'Cliente creado', description: `${lead.name ?? 'El cliente'}: posible duplicado de ${twin.name ?? 'otro cliente'} (mismo teléfono).` }
            : { title: 'Cliente creado', description: lead.name ?? '' },
      );
      setOpen(false);
      form.reset(emptyForm);
      navigate(`/leads/${lead.id}`);
    } catch (failure) {
      toast({ title: 'Error', description: apiErrorMessage(failure) ?? 'No se pudo crear el cliente.', variant: 'destructive' });
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="gold" onClick={() => setOpen(true)}>
        <UserPlus className="mr-1.5 h-4 w-4" aria-hidden="true" /> Nuevo cliente
      </Button>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogTitle>Nuevo cliente</DialogTitle>
        <DialogDescription>
          Si la persona ya es cliente (mismo correo), se agrega a su historial. Con el teléfono de otro cliente y otro correo, se crea
          marcado como posible duplicado.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-6 space-y-4">
          <TextField label="Nombre" id="new-lead-name" errors={messagesOf(errors.name)} {...form.register('name')} autoComplete="off" />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Correo" id="new-lead-email" type="email" errors={messagesOf(errors.email)} {...form.register('email')} autoComplete="off" />
            <TextField label="Teléfono" id="new-lead-phone" type="tel" errors={messagesOf(errors.phone)} {...form.register('phone')} autoComplete="off" />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="new-lead-source" label="Origen">
              {(control) => (
                <Select {...control} {...form.register('source')}>
                  <SelectOptions values={leadSources} labels={leadSourceLabels} />
                </Select>
              )}
            </FormField>
            <FormField id="new-lead-interest" label="Interés" errors={messagesOf(errors.interest)}>
              {(control) => (
                <Select {...control} {...form.register('interest')}>
                  <option value="">Sin especificar</option>
                  <SelectOptions values={interests} labels={interestLabels} />
                </Select>
              )}
            </FormField>
          </div>
          <LeadWantsFields register={form.register} errors={errors} idPrefix="new-lead" />
          <FormField id="new-lead-message" label="Nota de la consulta" errors={messagesOf(errors.message)}>
            {(control) => <Textarea {...control} rows={3} maxLength={2_000} {...form.register('message')} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button type="submit" variant="gold" disabled={isSubmitting}>
              {isSubmitting ? 'Guardando...' : 'Crear cliente'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
