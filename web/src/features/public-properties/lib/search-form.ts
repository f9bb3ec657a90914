import {
  AREA_SLIDER,
  defaultSearchCriteria,
  formatMXN,
  operationOptionLabels,
  PRICE_SLIDER,
  propertyTypeLabels,
  type MexicanState,
  type OperationType,
  type PropertyFilterType,
  type SearchCriteria,
} from '@prestigio/contracts';
import { formatArea } from '../../../lib/format-area';

/** What the search form holds: the spec's criteria (§3), with '' standing for "no choice" in the selects. */
export type SearchFormValues = {
  operationType: OperationType;
  propertyType: PropertyFilterType | '';
  state: MexicanState | '';
  location: string;
  minPrice: number;
  maxPrice: number;
  bedrooms: number;
  bathrooms: number;
  parkingSpaces: number;
  minArea: number;
  maxArea: number;
  hasGarden: boolean;
};
export type SearchField = keyof SearchFormValues;

/** The form as it opens and as "Limpiar todos los filtros" leaves it: the defaults of spec §9. */
export const initialSearchForm: SearchFormValues = {
  ...defaultSearchCriteria,
  propertyType: '',
  state: '',
  location: '',
};

/** Spec §9: the page scrolls to the results this long after a successful search. */
export const SCROLL_TO_RESULTS_DELAY_MS = 100;
export const SEARCH_RESULTS_ID = 'search-results';

/** The request body for POST /api/properties/search: blanks are left out, the free text is trimmed. */
export function toSearchCriteria(values: SearchFormValues): SearchCriteria {
  const { propertyType, state, location, ...rest } = values;
  const criteria: SearchCriteria = { ...rest };
  if (propertyType !== '') criteria.propertyType = propertyType;
  if (state !== '') criteria.state = state;
  if (location.trim() !== '') criteria.location = location.trim();
  return criteria;
}

/** One field back to its default: what removing its chip does. */
export function resetSearchField(values: SearchFormValues, field: SearchField): SearchFormValues {
  return { ...values, [field]: initialSearchForm[field] };
}

type RangeField = 'minPrice' | 'maxPrice' | 'minArea' | 'maxArea';
const rangePartner: Record<RangeField, RangeField> = {
  minPrice: 'maxPrice',
  maxPrice: 'minPrice',
  minArea: 'maxArea',
  maxArea: 'minArea',
};

/** Moves one end of a range; the other end follows when they would cross, so minimum never exceeds maximum. */
export function withRangeValue(values: SearchFormValues, field: RangeField, value: number): SearchFormValues {
  const partner = rangePartner[field];
  const isMinimum = field.startsWith('min');
  const partnerValue = isMinimum ? Math.max(values[partner], value) : Math.min(values[partner], value);
  return { ...values, [field]: value, [partner]: partnerValue };
}

/** A price bound as the sliders show it; exactly the slider's top means "or more" (DESIGN §8), as in the search. */
export function formatPriceBound(value: number): string {
  return value === PRICE_SLIDER.max ? `${formatMXN(value)} o más` : formatMXN(value);
}

/** An area bound as the sliders show it; exactly the slider's top means "or more", as in the search. */
export function formatAreaBound(value: number): string {
  const text = formatArea(value);
  return value === AREA_SLIDER.max ? `${text} o más` : text;
}

/** "Cualquiera" for 0, otherwise "at least": "2+". */
export function formatAtLeast(value: number): string {
  return value <= 0 ? 'Cualquiera' : `${value}+`;
}

export type FilterChip = { field: SearchField; label: string };

function atLeastLabel(count: number, singular: string, plural: string): string {
  return `${count}+ ${count === 1 ? singular : plural}`;
}

/** The active filters (every field that differs from its default), in the form's order, as chips read them. */
export function filterChips(values: SearchFormValues): FilterChip[] {
  const chips: FilterChip[] = [];
  const differs = (field: SearchField) => values[field] !== initialSearchForm[field];

  if (differs('operationType')) chips.push({ field: 'operationType', label: operationOptionLabels[values.operationType] });
  if (values.propertyType !== '') chips.push({ field: 'propertyType', label: propertyTypeLabels[values.propertyType] });
  if (values.state !== '') chips.push({ field: 'state', label: values.state });
  if (values.location.trim() !== '') chips.push({ field: 'location', label: `“${values.location.trim()}”` });
  if (differs('minPrice')) chips.push({ field: 'minPrice', label: `Precio desde ${formatPriceBound(values.minPrice)}` });
  if (differs('maxPrice')) chips.push({ field: 'maxPrice', label: `Precio hasta ${formatMXN(values.maxPrice)}` });
  if (differs('minArea')) chips.push({ field: 'minArea', label: `Superficie desde ${formatAreaBound(values.minArea)}` });
  if (differs('maxArea')) chips.push({ field: 'maxArea', label: `Superficie hasta ${formatAreaBound(values.maxArea)}` });
  if (values.bedrooms > 0) chips.push({ field: 'bedrooms', label: atLeastLabel(values.bedrooms, 'recámara', 'recámaras') });
  if (values.bathrooms > 0) chips.push({ field: 'bathrooms', label: atLeastLabel(values.bathrooms, 'baño', 'baños') });
  if (values.parkingSpaces > 0)
    chips.push({ field: 'parkingSpaces', label: atLeastLabel(values.parkingSpaces, 'estacionamiento', 'estacionamientos') });
  if (values.hasGarden) chips.push({ field: 'hasGarden', label: 'Con jardín' });
  return chips;
}

/** "1 propiedad encontrada", "24 propiedades encontradas". */
export function resultCountLabel(count: number): string {
  return count === 1 ? '1 propiedad encontrada' : `${count.toLocaleString('es-MX')} propiedades encontradas`;
}
