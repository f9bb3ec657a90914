import {
  amenities,
  amenityLabels,
  mexicanStates,
  operationBadgeLabels,
  operationTypes,
  propertyStatuses,
  propertyStatusLabels,
  propertyTypeLabels,
  propertyTypes,
  type AgentProperty,
  type Amenity,
  type PropertyWrite,
} from '@prestigio/contracts';
import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField, TextField } from '../../../components/ui/form-field';
import { Select, SelectOptions } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { fieldMessages } from '../../../lib/form-errors';
import { usePropertyForm } from '../hooks/use-property-form';
import type { NumberStyle } from '@prestigio/contracts';
import type { PropertyFormValues } from '../lib/property-form-values';
import { NumberInput } from '../../../components/ui/number-input';

function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = `${id}-titulo`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100 sm:p-8 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10"
    >
      <div className="mb-6 lg:mb-0">
        <h2 id={headingId} className="text-xl font-semibold text-navy-900">
          {title}
        </h2>
        <p className="mt-1.5 text-sm leading-relaxed text-navy-500">{description}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

interface NumberFieldProps {
  control: Control<PropertyFormValues, unknown, PropertyWrite>;
  name: FieldPath<PropertyFormValues>;
  label: string;
  numberStyle: NumberStyle;
  empty: null | undefined;
  hint?: string;
  prefix?: string;
  suffix?: string;
  allowMultipliers?: boolean;
  className?: string;
}

function NumberField({ control, name, label, hint, className, ...input }: NumberFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} hint={hint} errors={fieldMessages(fieldState.error)} className={className}>
          {(controlProps) => (
            <NumberInput
              {...controlProps}
              {...input}
              name={field.name}
              inputRef={field.ref}
              value={field.value as number | null | undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        </FormField>
      )}
    />
  );
}

export interface PropertyFormProps {
  listing?: AgentProperty;
  /** The edit page's photos still waiting to be sent: "Guardar cambios" sends them too, after the fields. */
  pendingPhotos?: { count: number; upload: () => Promise<void>; isUploading: boolean };
}

/** The listing form of /properties/new and /properties/:id/edit, in the sections an agent fills in. */
export function PropertyForm({ listing, pendingPhotos }: PropertyFormProps) {
  const { form, submit, isSaving: isSavingFields } = usePropertyForm({
    listing,
    afterSave: pendingPhotos && pendingPhotos.count > 0 ? pendingPhotos.upload : undefined,
  });
  const isSaving = isSavingFields || Boolean(pendingPhotos?.isUploading);
  const { register, control, watch, formState } = form;
  const errorsOf = (name: keyof PropertyFormValues) => fieldMessages(formState.errors[name]);
  const isRent = watch('operationType') === 'rentar';

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6" aria-label="Datos de la propiedad">
      <FormSection
        id="datos-generales"
        title="Datos generales"
        description="Cómo se presenta la propiedad en el sitio y en qué etapa está."
      >
        <TextField
          label="Título"
          errors={errorsOf('title')}
          hint="Por ejemplo: Casa con jardín en Lomas de Chapultepec."
          className="sm:col-span-2"
          {...register('title')}
          maxLength={140}
        />
        <FormField label="Descripción" errors={errorsOf('description')} hint="Al menos 30 caracteres: espacios, acabados, entorno." className="sm:col-span-2">
          {(props) => <Textarea {...props} {...register('description')} rows={6} maxLength={5000} />}
        </FormField>
        <FormField label="Tipo de operación" errors={errorsOf('operationType')}>
          {(props) => (
            <Select {...props} {...register('operationType')}>
              <option value="">Selecciona…</option>
              <SelectOptions values={operationTypes} labels={operationBadgeLabels} />
            </Select>
          )}
        </FormField>
        <FormField label="Tipo de propiedad" errors={errorsOf('propertyType')}>
          {(props) => (
            <Select {...props} {...register('propertyType')}>
              <option value="">Selecciona…</option>
              <SelectOptions values={propertyTypes} labels={propertyTypeLabels} />
            </Select>
          )}
        </FormField>
        <FormField
          label="Estado de la publicación"
          errors={errorsOf('status')}
          hint="Solo «Disponible» y «Destacado» se muestran en el sitio."
        >
          {(props) => (
            <Select {...props} {...register('status')}>
              <SelectOptions values={propertyStatuses} labels={propertyStatusLabels} />
            </Select>
          )}
        </FormField>
      </FormSection>

      <FormSection id="ubicacion" title="Ubicación" description="La dirección exacta solo la ve el equipo; el sitio muestra colonia y ciudad.">
        <FormField label="Estado de la República" errors={errorsOf('state')}>
          {(props) => (
            <Select {...props} {...register('state')}>
              <option value="">Selecciona…</option>
              <SelectOptions values={mexicanStates} />
            </Select>
          )}
        </FormField>
        <TextField label="Ciudad o municipio" errors={errorsOf('city')} {...register('city')} autoComplete="address-level2" />
        <TextField label="Colonia (opcional)" errors={errorsOf('colonia')} {...register('colonia')} />
        <TextField
          label="Dirección exacta (opcional)"
          errors={errorsOf('address')}
          hint="Privada: no se publica."
          {...register('address')}
          autoComplete="street-address"
        />
        <NumberField control={control} name="latitude" label="Latitud (opcional)" numberStyle="coordinate" empty={null} hint="Ej. 19.4326" />
        <NumberField control={control} name="longitude" label="Longitud (opcional)" numberStyle="coordinate" empty={null} hint="Ej. -99.1332" />
      </FormSection>

      <FormSection id="caracteristicas" title="Características" description="Espacios y superficies como aparecen en la ficha.">
        <NumberField control={control} name="bedrooms" label="Recámaras" numberStyle="integer" empty={undefined} />
        <NumberField control={control} name="bathrooms" label="Baños completos" numberStyle="integer" empty={undefined} />
        <NumberField control={control} name="halfBathrooms" label="Medios baños" numberStyle="integer" empty={undefined} />
        <NumberField control={control} name="parkingSpaces" label="Estacionamientos" numberStyle="integer" empty={undefined} />
        <NumberField control={control} name="buildingArea" label="Superficie construida (opcional)" numberStyle="decimal" empty={null} suffix="m²" />
        <NumberField control={control} name="landArea" label="Superficie de terreno (opcional)" numberStyle="decimal" empty={null} suffix="m²" />
        <NumberField control={control} name="ageYears" label="Antigüedad (opcional)" numberStyle="integer" empty={null} suffix="años" hint="0 para estrenar." />
        <FormField layout="inline" label="Tiene jardín" errors={errorsOf('hasGarden')} className="self-end pb-2.5">
          {(control) => <Checkbox {...control} {...register('hasGarden')} />}
        </FormField>
      </FormSection>

      <FormSection id="amenidades" title="Amenidades" description="Marca todo lo que ofrece la propiedad o el desarrollo.">
        <Controller
          control={control}
          name="amenities"
          render={({ field, fieldState }) => {
            const selected = new Set((field.value ?? []) as Amenity[]);
            const toggle = (amenity: Amenity, checked: boolean) => {
              const next = new Set(selected);
              if (checked) next.add(amenity);
              else next.delete(amenity);
              // Kept in the contract's order so saving twice sends the same list.
              field.onChange(amenities.filter((candidate) => next.has(candidate)));
            };
            return (
              <fieldset className="sm:col-span-2">
                <legend className="sr-only">Amenidades</legend>
                <ul className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
                  {amenities.map((amenity, index) => (
                    <li key={amenity} className="flex items-center gap-3">
                      <Checkbox
                        id={`amenity-${amenity}`}
                        ref={index === 0 ? field.ref : undefined}
                        checked={selected.has(amenity)}
                        onChange={(event) => toggle(amenity, event.target.checked)}
                        onBlur={field.onBlur}
                      />
                      <label htmlFor={`amenity-${amenity}`} className="text-sm text-navy-800">
                        {amenityLabels[amenity]}
                      </label>
                    </li>
                  ))}
                </ul>
                {fieldState.error?.message && <p className="mt-3 text-sm text-red-700">{fieldState.error.message}</p>}
              </fieldset>
            );
          }}
        />
      </FormSection>

      <FormSection id="precio" title="Precio" description="En pesos mexicanos, sin centavos. Las rentas son mensuales.">
        <NumberField
          control={control}
          name="price"
          label={isRent ? 'Renta mensual' : 'Precio'}
          numberStyle="integer"
          empty={undefined}
          prefix="$"
          suffix="MXN"
          allowMultipliers
          hint="Escribe 12,500,000 o «12.5 mdp»."
        />
        <NumberField
          control={control}
          name="maintenanceFee"
          label="Mantenimiento mensual (opcional)"
          numberStyle="integer"
          empty={null}
          prefix="$"
          suffix="MXN"
          allowMultipliers
        />
      </FormSection>

      <div data-bottom-bar className="sticky bottom-0 z-10 -mx-4 grid grid-cols-2 gap-3 border-t border-navy-100 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex sm:justify-end sm:rounded-xl sm:border sm:py-4 sm:shadow-lg">
        <Button asChild variant="secondary">
          <Link to="/properties">Cancelar</Link>
        </Button>
        <Button type="submit" variant="gold" disabled={isSaving}>
          <Save className="h-4 w-4" aria-hidden="true" />
          {isSaving ? 'Guardando...' : listing ? 'Guardar cambios' : 'Crear propiedad'}
        </Button>
      </div>
    </form>
  );
}
