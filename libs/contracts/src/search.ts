import { z } from 'zod';
import { mexicanStates, operationTypes, propertyFilterTypes, propertyTypes, type MexicanState, type OperationType } from './labels.js';
import { blankAsUndefined, lineText, nonNegativeNumber, wholeNumber } from './fields.js';
import { propertySummarySchema } from './property.js';
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

export const searchSorts = ['relevance', 'price_asc', 'price_desc', 'newest'] as const;
export type SearchSort = (typeof searchSorts)[number];
export const searchSortLabels: Record<SearchSort, string> = {
  relevance: 'Destacadas primero',
  price_asc: 'Precio: menor a mayor',
  price_desc: 'Precio: mayor a menor',
  newest: 'Más recientes',
};

/**
 * Search criteria (spec §3), every field optional. Meaning of each filter:
 * - operationType, state: exact match.
 * - propertyType: a filter type matches itself and its finer types (propertyTypesMatchedByFilter); a finer type
 *   matches only itself.
 * - location: city, colonia, title or the state's name contains the text, ignoring case and accents.
 * - minPrice/maxPrice, minArea/maxArea: inclusive; a maximum of exactly the slider's top (the operation's price
 *   slider, priceSliderFor: RENT_PRICE_SLIDER.max for rentar, PRICE_SLIDER.max otherwise; AREA_SLIDER.max) means
 *   "or more", any other maximum (above the slider's range too, as the chat assistant may ask) is a real bound. Area
 *   is the built area, or the land area for land.
 * - bedrooms, bathrooms, parkingSpaces: at least that many (0 = any).
 * - hasGarden: true = with a garden; false or absent = any.
 * Unknown keys are ignored.
 */
export const searchCriteriaSchema = z.object({
  operationType: blankAsUndefined(z.enum(operationTypes, { error: 'Tipo de operación no válido' }).optional()),
  propertyType: blankAsUndefined(z.enum(propertyTypes, { error: 'Tipo de propiedad no válido' }).optional()),
  state: blankAsUndefined(z.enum(mexicanStates, { error: 'Estado no válido' }).optional()),
  location: blankAsUndefined(
    lineText('La ubicación', { error: 'Debe ser texto' }).max(100, 'La ubicación no puede tener más de 100 caracteres').optional(),
  ),
  minPrice: wholeNumber().optional(),
  maxPrice: wholeNumber().optional(),
  bedrooms: wholeNumber(50).optional(),
  bathrooms: wholeNumber(50).optional(),
  parkingSpaces: wholeNumber(50).optional(),
  minArea: nonNegativeNumber().optional(),
  maxArea: nonNegativeNumber().optional(),
  hasGarden: z.boolean({ error: 'Debe ser verdadero o falso' }).optional(),
  page: wholeNumber(100_000).min(1, 'La página debe ser 1 o mayor').optional(),
  pageSize: wholeNumber(SEARCH_PAGE_SIZE.max).min(1, 'Debe ser al menos 1').optional(),
  sort: z.enum(searchSorts, { error: 'Orden no válido' }).optional(),
});
export type SearchCriteria = z.infer<typeof searchCriteriaSchema>;

/**
 * The catalogue's search as other services ask it over NATS (`properties.search`): the public criteria, and for the
 * CRM's dashboard the listings in one agent's charge. Visitors' searches are parsed with searchCriteriaSchema, which
 * drops `agentId`.
 */
export const catalogueSearchSchema = searchCriteriaSchema.extend({
  agentId: z.uuid({ error: 'Agente no válido' }).optional(),
});
export type CatalogueSearch = z.infer<typeof catalogueSearchSchema>;

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

export const searchResponseSchema = z.object({
  /** Total matches, across all pages. */
  count: z.number().int(),
  /** The criteria as applied, with page, pageSize and sort resolved. */
  filters: searchCriteriaSchema.extend({
    page: z.number().int(),
    pageSize: z.number().int(),
    sort: z.enum(searchSorts),
  }),
  results: z.array(propertySummarySchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

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

/** "ciudad-de-mexico" (or "Ciudad de México" as typed) → the state's name. */
function stateFromUrl(value: string): MexicanState | undefined {
  const slug = slugify(value);
  return mexicanStates.find((state) => slugify(state) === slug);
}

/** A value someone edited by hand into nonsense is dropped (that field takes its default), never an error page. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const urlNumber = (schema: z.ZodNumber) => lenient(z.coerce.number().pipe(schema));

/** Parses the address's search parameters (an object of their first values) into the landing's search. */
export const searchUrlSchema = z
  .object({
    [searchUrlParams.operationType]: lenient(z.enum(operationTypes)),
    [searchUrlParams.propertyType]: lenient(z.enum(propertyFilterTypes)),
    [searchUrlParams.state]: lenient(z.string().transform(stateFromUrl).pipe(z.enum(mexicanStates))),
    [searchUrlParams.location]: lenient(z.string().trim().min(1).max(100)),
    [searchUrlParams.minPrice]: urlNumber(wholeNumber()),
    [searchUrlParams.maxPrice]: urlNumber(wholeNumber()),
    [searchUrlParams.bedrooms]: urlNumber(wholeNumber(50)),
    [searchUrlParams.bathrooms]: urlNumber(wholeNumber(50)),
    [searchUrlParams.parkingSpaces]: urlNumber(wholeNumber(50)),
    [searchUrlParams.minArea]: urlNumber(nonNegativeNumber()),
    [searchUrlParams.maxArea]: urlNumber(nonNegativeNumber()),
    [searchUrlParams.hasGarden]: lenient(z.literal('si')),
    [searchUrlParams.sort]: lenient(z.string().transform((value) => sortFromUrl[value]).pipe(z.enum(searchSorts))),
  })
  .transform((url): LandingSearch => {
    const criteria: SearchCriteria = {
      ...searchDefaultsFor(url.operacion ?? defaultSearchCriteria.operationType),
      ...(url.tipo && { propertyType: url.tipo }),
      ...(url.estado && { state: url.estado }),
      ...(url.ubicacion && { location: url.ubicacion }),
      ...(url['precio-min'] !== undefined && { minPrice: url['precio-min'] }),
      ...(url['precio-max'] !== undefined && { maxPrice: url['precio-max'] }),
      ...(url.recamaras !== undefined && { bedrooms: url.recamaras }),
      ...(url.banos !== undefined && { bathrooms: url.banos }),
      ...(url.estacionamientos !== undefined && { parkingSpaces: url.estacionamientos }),
      ...(url['superficie-min'] !== undefined && { minArea: url['superficie-min'] }),
      ...(url['superficie-max'] !== undefined && { maxArea: url['superficie-max'] }),
      ...(url.jardin && { hasGarden: true }),
    };
    return { criteria, sort: url.orden ?? 'relevance' };
  });

const searchUrlNames: readonly string[] = Object.values(searchUrlParams);

/** The search in an address, or null when the address holds none (no parameter of the search's). */
export function searchFromUrl(params: URLSearchParams): LandingSearch | null {
  const values: Record<string, string> = {};
  for (const name of searchUrlNames) {
    const value = params.get(name);
    if (value !== null) values[name] = value;
  }
  if (Object.keys(values).length === 0) return null;
  return searchUrlSchema.parse(values);
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
