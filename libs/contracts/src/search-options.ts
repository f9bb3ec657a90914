// What a search can ask and how the landing keeps its search in the page's address: sliders, orders, defaults, the
// address's parameters. Free of zod (search.ts holds the schemas): the landing's search form needs all of this as the
// page starts, and building the contracts' schemas then was a long task on a phone (docs/performance.md, issue 28).
import { mexicanStates, operationTypes, propertyFilterTypes, type MexicanState, type OperationType, type PropertyFilterType } from './labels.js';
import type { SearchCriteria } from './search.js';
import { slugify } from './text.js';

/** Spec §9: slider ranges and search defaults. A maximum of exactly the slider's top means "or more" (DESIGN §8). */
export const PRICE_SLIDER = { min: 0, max: 10_000_000, step: 100_000 } as const;
/**
 * Rents are monthly, where the spec's slider (steps of 100,000 up to 10 million) cannot set a budget: the catalogue's
 * rents run from about 28,000 to 420,000 a month (offices and warehouses at the top), so rentar has its own slider,
 * 0 to 500,000 a month in steps of 5,000, whose top means "or more" like the spec's (docs/product-decisions.md).
 */
export const RENT_PRICE_SLIDER = { min: 0, max: 500_000, step: 5_000 } as const;
export type PriceSlider = typeof PRICE_SLIDER | typeof RENT_PRICE_SLIDER;

/** The price slider of an operation: monthly for rentar, the spec's for the others and for no operation. */
export function priceSliderFor(operationType: OperationType | undefined): PriceSlider {
  return operationType === 'rentar' ? RENT_PRICE_SLIDER : PRICE_SLIDER;
}
export const AREA_SLIDER = { min: 0, max: 1000, step: 10 } as const;
export const SEARCH_PAGE_SIZE = { default: 12, max: 60 } as const;
/** The search's free text (city, colonia, title or state) is at most this long. */
export const LOCATION_MAX_LENGTH = 100;

export const searchSorts = ['relevance', 'price_asc', 'price_desc', 'newest'] as const;
export type SearchSort = (typeof searchSorts)[number];
export const searchSortLabels: Record<SearchSort, string> = {
  relevance: 'Destacadas primero',
  price_asc: 'Precio: menor a mayor',
  price_desc: 'Precio: mayor a menor',
  newest: 'Más recientes',
};

/** The landing's search form starts here (spec §9). */
export const defaultSearchCriteria = {
  operationType: 'comprar',
  minPrice: PRICE_SLIDER.min,
  maxPrice: PRICE_SLIDER.max,
  bedrooms: 0,
  bathrooms: 0,
  parkingSpaces: 0,
  minArea: AREA_SLIDER.min,
  maxArea: AREA_SLIDER.max,
  hasGarden: false,
} as const satisfies SearchCriteria;

/** The form's defaults for an operation: the spec's, with that operation's whole price slider. */
export function searchDefaultsFor(operationType: OperationType): SearchCriteria {
  const prices = priceSliderFor(operationType);
  return { ...defaultSearchCriteria, operationType, minPrice: prices.min, maxPrice: prices.max };
}

/** The landing's search as it is applied: its criteria (every field the form has, defaults included) and order. */
export type LandingSearch = { criteria: SearchCriteria; sort: SearchSort };

/**
 * The landing's search lives in the page's address, so Back restores it and a search can be shared or bookmarked.
 * Readable Spanish names (`/?operacion=rentar&tipo=casa&ubicacion=polanco&precio-max=60000`); a field at its default
 * is left out, except `operacion`, which every applied search carries (`/?operacion=comprar` is the default search,
 * `/` is no search at all).
 */
export const searchUrlParams = {
  operationType: 'operacion',
  propertyType: 'tipo',
  state: 'estado',
  location: 'ubicacion',
  minPrice: 'precio-min',
  maxPrice: 'precio-max',
  bedrooms: 'recamaras',
  bathrooms: 'banos',
  parkingSpaces: 'estacionamientos',
  minArea: 'superficie-min',
  maxArea: 'superficie-max',
  hasGarden: 'jardin',
  sort: 'orden',
} as const satisfies Partial<Record<keyof SearchCriteria, string>>;

const sortUrlValues = {
  relevance: 'destacadas',
  price_asc: 'precio-menor',
  price_desc: 'precio-mayor',
  newest: 'recientes',
} as const satisfies Record<SearchSort, string>;
const sortFromUrl = Object.fromEntries(Object.entries(sortUrlValues).map(([sort, value]) => [value, sort])) as Record<
  string,
  SearchSort
>;

/** A whole number from the address within 0..max, or undefined (the field's default) for anything else. */
function wholeNumberFromUrl(value: string | undefined, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const number = value === undefined ? NaN : Number(value);
  return Number.isSafeInteger(number) && number >= 0 && number <= max ? number : undefined;
}

/** A number of zero or more from the address, or undefined for anything else. */
function nonNegativeNumberFromUrl(value: string | undefined): number | undefined {
  const number = value === undefined ? NaN : Number(value);
  return Number.isFinite(number) && number >= 0 && number <= Number.MAX_SAFE_INTEGER ? number : undefined;
}

/** One of `values`, or undefined. */
function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** "ciudad-de-mexico" (or "Ciudad de México" as typed) → the state's name. */
function stateFromUrl(value: string | undefined): MexicanState | undefined {
  if (value === undefined) return undefined;
  const slug = slugify(value);
  return mexicanStates.find((state) => slugify(state) === slug);
}

/** The free text, trimmed, when it holds 1 to 100 characters. */
function locationFromUrl(value: string | undefined): string | undefined {
  const location = value?.trim();
  return location && location.length <= LOCATION_MAX_LENGTH ? location : undefined;
}

const searchUrlNames: readonly string[] = Object.values(searchUrlParams);

/**
 * The search in an address, or null when the address holds none (no parameter of the search's). A value someone
 * edited by hand into nonsense is dropped (that field takes its default), never an error page.
 */
export function searchFromUrl(params: URLSearchParams): LandingSearch | null {
  if (!searchUrlNames.some((name) => params.has(name))) return null;
  const read = (field: keyof typeof searchUrlParams) => params.get(searchUrlParams[field]) ?? undefined;
  const operationType = oneOf(operationTypes, read('operationType'));
  const propertyType: PropertyFilterType | undefined = oneOf(propertyFilterTypes, read('propertyType'));
  const state = stateFromUrl(read('state'));
  const location = locationFromUrl(read('location'));
  const minPrice = wholeNumberFromUrl(read('minPrice'));
  const maxPrice = wholeNumberFromUrl(read('maxPrice'));
  const bedrooms = wholeNumberFromUrl(read('bedrooms'), 50);
  const bathrooms = wholeNumberFromUrl(read('bathrooms'), 50);
  const parkingSpaces = wholeNumberFromUrl(read('parkingSpaces'), 50);
  const minArea = nonNegativeNumberFromUrl(read('minArea'));
  const maxArea = nonNegativeNumberFromUrl(read('maxArea'));
  const sortValue = read('sort');
  const sort = sortValue !== undefined && Object.hasOwn(sortFromUrl, sortValue) ? sortFromUrl[sortValue] : undefined;
  const criteria: SearchCriteria = {
    ...searchDefaultsFor(operationType ?? defaultSearchCriteria.operationType),
    ...(propertyType && { propertyType }),
    ...(state && { state }),
    ...(location && { location }),
    ...(minPrice !== undefined && { minPrice }),
    ...(maxPrice !== undefined && { maxPrice }),
    ...(bedrooms !== undefined && { bedrooms }),
    ...(bathrooms !== undefined && { bathrooms }),
    ...(parkingSpaces !== undefined && { parkingSpaces }),
    ...(minArea !== undefined && { minArea }),
    ...(maxArea !== undefined && { maxArea }),
    ...(read('hasGarden') === 'si' && { hasGarden: true }),
  };
  return { criteria, sort: sort ?? 'relevance' };
}

/** The address's parameters of a search: what differs from the defaults, and always the operation. */
export function searchToUrl({ criteria, sort }: LandingSearch): URLSearchParams {
  const params = new URLSearchParams();
  const operationType = criteria.operationType ?? defaultSearchCriteria.operationType;
  const defaults = searchDefaultsFor(operationType);
  params.set(searchUrlParams.operationType, operationType);
  if (criteria.propertyType) params.set(searchUrlParams.propertyType, criteria.propertyType);
  if (criteria.state) params.set(searchUrlParams.state, slugify(criteria.state));
  if (criteria.location) params.set(searchUrlParams.location, criteria.location);
  const numbers = ['minPrice', 'maxPrice', 'bedrooms', 'bathrooms', 'parkingSpaces', 'minArea', 'maxArea'] as const;
  for (const field of numbers) {
    const value = criteria[field];
    if (value !== undefined && value !== defaults[field]) params.set(searchUrlParams[field], String(value));
  }
  if (criteria.hasGarden) params.set(searchUrlParams.hasGarden, 'si');
  if (sort !== 'relevance') params.set(searchUrlParams.sort, sortUrlValues[sort]);
  return params;
}
