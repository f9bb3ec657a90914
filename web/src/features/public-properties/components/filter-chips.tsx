import { X } from 'lucide-react';
import type { FilterChip, SearchField } from '../lib/search-form';

/** The active filters as removable chips; removing one resets that field and searches again. */
export function FilterChips({ chips, onRemove }: { chips: FilterChip[]; onRemove: (field: SearchField) => void }) {
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="filter-chips">
      <span className="mr-1 text-sm font-medium text-navy-700">Filtros activos:</span>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.field}>
            <span className="inline-flex items-center gap-1 rounded-full bg-navy-900 py-1 pr-1 pl-3.5 text-sm font-medium text-white">
              {chip.label}
              <button
                type="button"
                onClick={() => onRemove(chip.field)}
                aria-label={`Quitar filtro: ${chip.label}`}
                className="inline-flex h-6 w-6 items-center justify-center rounded-full text-gold-300 transition-colors hover:bg-white/15 hover:text-white"
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
