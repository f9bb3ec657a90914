import { mexicanStates, operationOptionLabels, operationTypes, propertyTypeLabels, propertyTypes } from '@prestigio/contracts';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FormField, TextField } from '../../../components/ui/form-field';
import { Select, SelectOptions } from '../../../components/ui/select';

/** What a client looks for, as the inputs hold it ('' for "unknown"); the contract turns it into values or nulls. */
export interface WantsFormValues {
  operationType: string;
  propertyType: string;
  state: string;
  city: string;
  budgetMin: string | number;
  budgetMax: string | number;
  bedrooms: string | number;
}

/** A field's message as FormField takes it. */
export const messagesOf = (error: { message?: string } | undefined) => (error?.message ? [error.message] : undefined);

/** The "what the client looks for" fields of the new-client dialog and the client's page. */
export function LeadWantsFields<Values extends WantsFormValues & FieldValues>({
  register,
  errors,
  idPrefix,
}: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  idPrefix: string;
}) {
  const field = (name: keyof WantsFormValues) => register(name as Path<Values>);
  const error = (name: keyof WantsFormValues) => messagesOf(errors[name] as { message?: string } | undefined);
  return (
    <fieldset className="space-y-4 rounded-lg border border-navy-100 p-4">
      <legend className="px-1 text-sm font-semibold text-navy-900">Lo que busca</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={`${idPrefix}-operation`} label="Operación" errors={error('operationType')}>
          {(control) => (
            <Select {...control} {...field('operationType')}>
              <option value="">Sin especificar</option>
              <SelectOptions values={operationTypes} labels={operationOptionLabels} />
            </Select>
          )}
        </FormField>
        <FormField id={`${idPrefix}-type`} label="Tipo de propiedad" errors={error('propertyType')}>
          {(control) => (
            <Select {...control} {...field('propertyType')}>
              <option value="">Sin especificar</option>
              <SelectOptions values={propertyTypes} labels={propertyTypeLabels} />
            </Select>
          )}
        </FormField>
        <FormField id={`${idPrefix}-state`} label="Estado" errors={error('state')}>
          {(control) => (
            <Select {...control} {...field('state')}>
              <option value="">Sin especificar</option>
              <SelectOptions values={mexicanStates} />
            </Select>
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
        <TextField id={`${idPrefix}-city`} label="Ciudad o colonia" errors={error('city')} {...field('city')} className="sm:col-span-1" />
        {/* Money as people type it ("40,000,000", "$40,000,000", "14.5 mdp"): letters allowed, the contract reads it. */}
        <TextField id={`${idPrefix}-budget-min`} label="Presupuesto mínimo (MXN)" errors={error('budgetMin')} {...field('budgetMin')} />
        <TextField id={`${idPrefix}-budget-max`} label="Presupuesto máximo (MXN)" errors={error('budgetMax')} {...field('budgetMax')} />
        <TextField id={`${idPrefix}-bedrooms`} label="Recámaras (mínimo)" inputMode="numeric" errors={error('bedrooms')} {...field('bedrooms')} />
      </div>
    </fieldset>
  );
}
