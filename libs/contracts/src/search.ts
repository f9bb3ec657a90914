import { z } from 'zod';
import { mexicanStates, operationTypes, propertyTypes } from './catalog.js';
import { blankAsUndefined, nonNegativeNumber, wholeNumber } from './fields.js';
import { propertySummarySchema } from './property.js';

/** Spec §9: slider ranges and search defaults. A maximum of exactly the slider's top means "or more" (DESIGN §8). */
export const PRICE_SLIDER = { min: 0, max: 10_000_000, step: 100_000 } as const;
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
 * - location: city, colonia or title contains the text, ignoring case and accents.
 * - minPrice/maxPrice, minArea/maxArea: inclusive; a maximum of exactly the slider's top (PRICE_SLIDER.max,
 *   AREA_SLIDER.max) means "or more", any other maximum (above the slider's range too, as the chat assistant may ask)
 *   is a real bound. Area is the built area, or the land area for land.
 * - bedrooms, bathrooms, parkingSpaces: at least that many (0 = any).
 * - hasGarden: true = with a garden; false or absent = any.
 * Unknown keys are ignored.
 */
export const searchCriteriaSchema = z.object({
  operationType: blankAsUndefined(z.enum(operationTypes, { error: 'Tipo de operación no válido' }).optional()),
  propertyType: blankAsUndefined(z.enum(propertyTypes, { error: 'Tipo de propiedad no válido' }).optional()),
  state: blankAsUndefined(z.enum(mexicanStates, { error: 'Estado no válido' }).optional()),
  location: blankAsUndefined(
    z.string({ error: 'Debe ser texto' }).trim().max(100, 'La ubicación no puede tener más de 100 caracteres').optional(),
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
