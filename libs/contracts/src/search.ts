import { z } from 'zod';
import { mexicanStates, operationTypes, propertyTypes } from './labels.js';
import { blankAsUndefined, lineText, nonNegativeNumber, wholeNumber } from './fields.js';
import { propertySummarySchema } from './property.js';
import { LOCATION_MAX_LENGTH, SEARCH_PAGE_SIZE, searchSorts } from './search-options.js';

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
    lineText('La ubicación', { error: 'Debe ser texto' }).max(LOCATION_MAX_LENGTH, 'La ubicación no puede tener más de 100 caracteres').optional(),
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
