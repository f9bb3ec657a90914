import { propertyWriteSchema, type AgentProperty, type PropertyWrite } from '@prestigio/contracts';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/validation';
import { useCreateProperty } from '../api/create-property';
import { useUpdateProperty } from '../api/update-property';
import {
  formValuesFromProperty,
  newPropertyFormValues,
  propertyFieldNames,
  type PropertyFormValues,
} from '../lib/property-form-values';

// The form holds "nothing chosen yet" ('' in a select, an empty number) that the schema's input type does not
// allow; the schema still judges every value, with its own messages, before anything is sent.
const resolver = contractResolver<typeof propertyWriteSchema, PropertyFormValues>(propertyWriteSchema);

export const saveFailedFallback = 'Revisa tu conexión e inténtalo de nuevo en unos momentos.';

/**
 * The listing form for both pages: creating (then on to the edit page, where photos are added) and editing (the
 * form then shows what the server saved). A refusal puts the server's field messages under their fields and its
 * message in a toast. `afterSave` runs once an edit is saved: the edit page sends the photos still waiting with it.
 */
export function usePropertyForm({ listing, afterSave }: { listing?: AgentProperty; afterSave?: () => Promise<void> }) {
  const navigate = useNavigate();
  const form = useForm<PropertyFormValues, unknown, PropertyWrite>({
    resolver,
    defaultValues: listing ? formValuesFromProperty(listing) : newPropertyFormValues,
  });
  const create = useCreateProperty();
  const update = useUpdateProperty(listing?.id ?? '');

  const submit = form.handleSubmit(async (values) => {
    try {
      if (listing) {
        const saved = await update.trigger(values);
        form.reset(formValuesFromProperty(saved));
        toast({ title: 'Cambios guardados', description: `«${saved.title}» está al día.` });
        await afterSave?.();
      } else {
        const created = await create.trigger(values);
        toast({ title: 'Propiedad creada', description: 'Ahora agrega sus fotos para publicarla.' });
        navigate(`/properties/${created.id}/edit#fotos`);
      }
    } catch (error) {
      applyServerFieldErrors(form.setError, error, propertyFieldNames);
      toast({
        title: listing ? 'No se pudieron guardar los cambios' : 'No se pudo crear la propiedad',
        description: apiErrorMessage(error) ?? saveFailedFallback,
        variant: 'destructive',
      });
    }
  });

  return { form, submit, isSaving: create.isMutating || update.isMutating };
}
