import { propertyStatuses, propertyStatusLabels, type PropertyStatus } from '@prestigio/contracts';
import { Search, X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectOptions } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { hasActiveFilters, noFilters, TEXT_MAX_LENGTH, type PortalListFilters } from '../lib/portal-list-query';

export const SEARCH_DEBOUNCE_MS = 350;

export interface PropertyFiltersProps {
  filters: PortalListFilters;
  onChange: (filters: PortalListFilters, options?: { replace?: boolean }) => void;
}

/** Search box (debounced), status filter and "Solo mis propiedades"; any change goes back to page 1. */
export function PropertyFilters({ filters, onChange }: PropertyFiltersProps) {
  const mineId = useId();
  const [draft, setDraft] = useState(filters.text);
  const searched = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);
  // Runs when the debounced text settles, with the filters and callback of that moment.
  const applySearch = useEffectEvent((text: string) => {
    if (text.trim() !== filters.text.trim()) onChange({ ...filters, text, page: 1 }, { replace: true });
  });
  useEffect(() => {
    applySearch(searched);
  }, [searched]);

  // The URL changed from elsewhere (back button, "Limpiar filtros"): the box shows it (adjusted during render).
  const [urlText, setUrlText] = useState(filters.text);
  if (filters.text !== urlText) {
    setUrlText(filters.text);
    if (draft.trim() !== filters.text.trim()) setDraft(filters.text);
  }

  return (
    <div className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy-100 md:flex-row md:flex-wrap md:items-end sm:p-5">
      <FormField label="Buscar" className="min-w-0 flex-1 md:min-w-72">
        {(control) => (
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-navy-500" aria-hidden="true" />
            <Input
              {...control}
              type="search"
              value={draft}
              maxLength={TEXT_MAX_LENGTH}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Título, colonia, ciudad o referencia"
              className="pl-10"
              autoComplete="off"
            />
          </div>
        )}
      </FormField>
      <FormField label="Estado" className="md:w-52">
        {(control) => (
          <Select
            {...control}
            value={filters.status}
            onChange={(event) => onChange({ ...filters, status: event.target.value as PropertyStatus | '', page: 1 })}
          >
            <option value="">Todos los estados</option>
            <SelectOptions values={propertyStatuses} labels={propertyStatusLabels} />
          </Select>
        )}
      </FormField>
      <div className="flex h-11 items-center gap-3 md:px-2">
        <Switch
          id={mineId}
          checked={filters.mine}
          onCheckedChange={(mine) => onChange({ ...filters, mine, page: 1 })}
        />
        <Label htmlFor={mineId} className="cursor-pointer whitespace-nowrap">
          Solo mis propiedades
        </Label>
      </div>
      {hasActiveFilters(filters) && (
        <Button
          variant="ghost"
          className="self-start text-navy-700 md:self-auto"
          onClick={() => {
            setDraft('');
            onChange(noFilters);
          }}
        >
          <X className="h-4 w-4" aria-hidden="true" />
          Limpiar filtros
        </Button>
      )}
    </div>
  );
}
