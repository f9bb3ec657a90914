import { AREA_SLIDER, priceSliderFor } from '@prestigio/contracts';
import { useId, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { NumberInput } from '../../../components/ui/number-input';
import { Slider } from '../../../components/ui/slider';
import { Stepper } from '../../../components/ui/stepper';
import { Switch } from '../../../components/ui/switch';
import {
  formatAreaBound,
  formatAtLeast,
  formatPriceBound,
  withRangeValue,
  type SearchFormValues,
} from '../lib/search-form';

type AdvancedFiltersProps = {
  id: string;
  values: SearchFormValues;
  onChange: (values: SearchFormValues) => void;
};

type PriceField = 'minPrice' | 'maxPrice';

/**
 * A price typed as people write it ("2.5 mdp", "850 mil", "$45,000"; lib/mexican-number), for an amount the slider's
 * steps do not reach. The value follows the typing; the other end of the range follows on leaving the box. An empty
 * box is the slider's end: no minimum, or "or more".
 */
function TypedPrice({ field, label, values, onChange }: { field: PriceField; label: string } & Omit<AdvancedFiltersProps, 'id'>) {
  const [invalid, setInvalid] = useState(false);
  const slider = priceSliderFor(values.operationType);
  const fallback = field === 'minPrice' ? slider.min : slider.max;
  return (
    <FormField label={label} errors={invalid ? ['Escriba una cantidad, por ejemplo 2.5 mdp, 850 mil o 45,000'] : []}>
      {(control) => (
        <NumberInput
          {...control}
          value={values[field]}
          empty={undefined}
          numberStyle="integer"
          allowMultipliers
          prefix="$"
          placeholder={field === 'minPrice' ? 'Sin mínimo' : 'Sin máximo'}
          onChange={(typed) => {
            const readable = typed === undefined || (typed !== null && Number.isFinite(typed) && typed >= 0);
            setInvalid(!readable);
            if (typeof typed === 'number' && readable) onChange({ ...values, [field]: Math.round(typed) });
          }}
          onBlur={(event) => {
            const value = event.currentTarget.value.trim() === '' ? fallback : values[field];
            onChange(withRangeValue(values, field, value));
          }}
        />
      )}
    </FormField>
  );
}

/**
 * Price and area ranges (spec §9 ranges and steps; a rent by the month on its own slider), prices that can also be
 * typed, "at least" counters and the garden switch.
 */
export function AdvancedFilters({ id, values, onChange }: AdvancedFiltersProps) {
  const gardenLabelId = useId();
  const set = (patch: Partial<SearchFormValues>) => onChange({ ...values, ...patch });
  const prices = priceSliderFor(values.operationType);
  const formatPrice = (value: number) => formatPriceBound(value, values.operationType);
  const monthly = values.operationType === 'rentar';

  return (
    <div id={id} className="mt-6 grid gap-x-10 gap-y-7 border-t border-navy-100 pt-7 md:grid-cols-2">
      <fieldset className="space-y-5">
        <legend className="mb-4 font-serif text-lg font-semibold text-navy-900">
          {monthly ? 'Renta mensual (MXN)' : 'Precio (MXN)'}
        </legend>
        <Slider
          label="Precio mínimo"
          {...prices}
          value={values.minPrice}
          formatValue={formatPrice}
          onValueChange={(value) => onChange(withRangeValue(values, 'minPrice', value))}
        />
        <Slider
          label="Precio máximo"
          {...prices}
          value={values.maxPrice}
          formatValue={formatPrice}
          onValueChange={(value) => onChange(withRangeValue(values, 'maxPrice', value))}
        />
        <div className="grid grid-cols-2 gap-4">
          <TypedPrice field="minPrice" label="Desde" values={values} onChange={onChange} />
          <TypedPrice field="maxPrice" label="Hasta" values={values} onChange={onChange} />
        </div>
        <p className="text-sm text-navy-500">
          También puede escribir la cantidad: {monthly ? '45 mil o 45,000 al mes' : '2.5 mdp, 850 mil o 2,500,000'}.
        </p>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="mb-4 font-serif text-lg font-semibold text-navy-900">Superficie</legend>
        <Slider
          label="Superficie mínima"
          {...AREA_SLIDER}
          value={values.minArea}
          formatValue={formatAreaBound}
          onValueChange={(value) => onChange(withRangeValue(values, 'minArea', value))}
        />
        <Slider
          label="Superficie máxima"
          {...AREA_SLIDER}
          value={values.maxArea}
          formatValue={formatAreaBound}
          onValueChange={(value) => onChange(withRangeValue(values, 'maxArea', value))}
        />
      </fieldset>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-3 md:col-span-2 lg:grid-cols-4">
        <Stepper label="Recámaras" value={values.bedrooms} formatValue={formatAtLeast} onValueChange={(bedrooms) => set({ bedrooms })} />
        <Stepper label="Baños" value={values.bathrooms} formatValue={formatAtLeast} onValueChange={(bathrooms) => set({ bathrooms })} />
        <Stepper
          label="Estacionamientos"
          value={values.parkingSpaces}
          formatValue={formatAtLeast}
          onValueChange={(parkingSpaces) => set({ parkingSpaces })}
        />
        <div className="space-y-2">
          <span id={gardenLabelId} className="block text-sm font-medium text-navy-800">
            Con jardín
          </span>
          <div className="flex h-10 items-center gap-3">
            <Switch
              aria-labelledby={gardenLabelId}
              checked={values.hasGarden}
              onCheckedChange={(hasGarden) => set({ hasGarden })}
            />
            <span className="text-sm text-navy-500" aria-hidden="true">
              {values.hasGarden ? 'Sí' : 'Indistinto'}
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
