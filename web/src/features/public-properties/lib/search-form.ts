import {
  AREA_SLIDER,
  defaultSearchCriteria,
  formatPropertyPrice,
  LOCATION_MAX_LENGTH,
  mexicanStates,
  operationOptionLabels,
  operationTypes,
  priceSliderFor,
  propertyFilterTypes,
  propertyTypeLabels,
  searchUrlParams,
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

/** A field's default; the price range's is the whole slider of the chosen operation. */
function defaultOf(values: SearchFormValues, field: SearchField): SearchFormValues[SearchField] {
  const prices = priceSliderFor(values.operationType);
  if (field === 'minPrice') return prices.min;
  if (field === 'maxPrice') return prices.max;
  return initialSearchForm[field];
}

/**
 * Another operation. A rent is priced by the month on its own slider: moving between a monthly and a total price
 * puts the price range back to the whole of the new slider, since no amount means the same on both.
 */
export function withOperation(values: SearchFormValues, operationType: SearchFormValues['operationType']): SearchFormValues {
  const next = { ...values, operationType };
  if (priceSliderFor(operationType) === priceSliderFor(values.operationType)) return next;
  const prices = priceSliderFor(operationType);
  return { ...next, minPrice: prices.min, maxPrice: prices.max };
}

/** One field back to its default: what removing its chip does. */
export function resetSearchField(values: SearchFormValues, field: SearchField): SearchFormValues {
  if (field === 'operationType') return withOperation(values, initialSearchForm.operationType);
  return { ...values, [field]: defaultOf(values, field) };
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

/**
 * A price bound as the sliders show it, by the month for a rent; exactly the top of the operation's slider means
 * "or more" (DESIGN §8), as in the search.
 */
export function formatPriceBound(value: number, operationType: SearchFormValues['operationType']): string {
  const price = formatPropertyPrice(value, operationType);
  return value === priceSliderFor(operationType).max ? `${price} o más` : price;
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
  const differs = (field: SearchField) => values[field] !== defaultOf(values, field);

  if (differs('operationType')) chips.push({ field: 'operationType', label: operationOptionLabels[values.operationType] });
  if (values.propertyType !== '') chips.push({ field: 'propertyType', label: propertyTypeLabels[values.propertyType] });
  if (values.state !== '') chips.push({ field: 'state', label: values.state });
  if (values.location.trim() !== '') chips.push({ field: 'location', label: `“${values.location.trim()}”` });
  if (differs('minPrice'))
    chips.push({ field: 'minPrice', label: `Precio desde ${formatPriceBound(values.minPrice, values.operationType)}` });
  if (differs('maxPrice'))
    chips.push({ field: 'maxPrice', label: `Precio hasta ${formatPropertyPrice(values.maxPrice, values.operationType)}` });
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

/** The form showing an applied search (from the address), or the defaults when there is none. */
export function searchFormFrom(criteria: SearchCriteria | undefined): SearchFormValues {
  if (!criteria) return initialSearchForm;
  const values = { ...initialSearchForm };
  for (const field of Object.keys(initialSearchForm) as SearchField[]) {
    const value = criteria[field];
    if (value !== undefined) Object.assign(values, { [field]: value });
  }
  return values;
}

const advancedFields: readonly SearchField[] = ['minPrice', 'maxPrice', 'minArea', 'maxArea', 'bedrooms', 'bathrooms', 'parkingSpaces', 'hasGarden'];

/** Whether a filter of the advanced panel is set, so the panel opens to show it. */
export function usesAdvancedFilters(values: SearchFormValues): boolean {
  return advancedFields.some((field) => values[field] !== defaultOf(values, field));
}

const isOneOf = <T extends string>(options: readonly T[], value: string): value is T => (options as readonly string[]).includes(value);

/**
 * `values` with what the server's form shows, where a visitor changed it before the form was React's: React keeps what
 * was chosen or typed on screen but not in the form's state (its fields are controlled), so the search would otherwise
 * run without it. Anything not a valid choice is ignored; the same `values` when nothing differs.
 */
export function withFieldsChangedBeforeHydration(form: HTMLFormElement, values: SearchFormValues): SearchFormValues {
  // The fields a visitor can change before the form is React's (the advanced panel opens with a press), named as
  // their parameters in the address.
  const shown = (field: 'operationType' | 'propertyType' | 'state' | 'location') => {
    const element = form.elements.namedItem(searchUrlParams[field]);
    return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.value : undefined;
  };
  let next = values;
  const operation = shown('operationType');
  if (operation !== undefined && operation !== next.operationType && isOneOf(operationTypes, operation)) next = withOperation(next, operation);
  const propertyType = shown('propertyType');
  if (propertyType !== undefined && propertyType !== next.propertyType && (propertyType === '' || isOneOf(propertyFilterTypes, propertyType))) {
    next = { ...next, propertyType };
  }
  const state = shown('state');
  if (state !== undefined && state !== next.state && (state === '' || isOneOf(mexicanStates, state))) next = { ...next, state };
  const location = shown('location');
  if (location !== undefined && location !== next.location) next = { ...next, location: location.slice(0, LOCATION_MAX_LENGTH) };
  return next;
}
