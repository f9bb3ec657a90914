import { AREA_SLIDER, PRICE_SLIDER } from '@prestigio/contracts';
import { useId } from 'react';
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

/** Price and area ranges (spec §9 ranges and steps), "at least" counters and the garden switch. */
export function AdvancedFilters({ id, values, onChange }: AdvancedFiltersProps) {
  const gardenLabelId = useId();
  const set = (patch: Partial<SearchFormValues>) => onChange({ ...values, ...patch });

  return (
    <div id={id} className="mt-6 grid gap-x-10 gap-y-7 border-t border-navy-100 pt-7 md:grid-cols-2">
      <fieldset className="space-y-5">
        <legend className="mb-4 font-serif text-lg font-semibold text-navy-900">Precio (MXN)</legend>
        <Slider
          label="Precio mínimo"
          {...PRICE_SLIDER}
          value={values.minPrice}
          formatValue={formatPriceBound}
          onValueChange={(value) => onChange(withRangeValue(values, 'minPrice', value))}
        />
        <Slider
          label="Precio máximo"
          {...PRICE_SLIDER}
          value={values.maxPrice}
          formatValue={formatPriceBound}
          onValueChange={(value) => onChange(withRangeValue(values, 'maxPrice', value))}
        />
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
