// What the benchmark asks the gateway: realistic searches of the landing (spec §9 defaults and what visitors narrow
// them to), the featured section, a listing page and the SPA itself.
import { defaultSearchCriteria, type SearchCriteria } from '@prestigio/contracts';

/** Each search scenario: a short name for the table and the exact JSON body the landing would POST. */
export const searchScenarios: ReadonlyArray<{ name: string; criteria: SearchCriteria }> = [
  { name: 'search: defaults (spec §9)', criteria: { ...defaultSearchCriteria } },
  { name: 'search: Jalisco + casa', criteria: { ...defaultSearchCriteria, state: 'Jalisco', propertyType: 'casa' } },
  { name: 'search: location "polanco"', criteria: { ...defaultSearchCriteria, location: 'polanco' } },
  { name: 'search: location "queretaro"', criteria: { ...defaultSearchCriteria, location: 'queretaro' } },
  // Locations matched word by word: two words in the text, a colonia and a state's abbreviation.
  { name: 'search: location "Lomas Chapultepec"', criteria: { ...defaultSearchCriteria, location: 'Lomas Chapultepec' } },
  { name: 'search: location "Condesa, CDMX"', criteria: { ...defaultSearchCriteria, location: 'Condesa, CDMX' } },
  { name: 'search: price 3–6 M', criteria: { ...defaultSearchCriteria, minPrice: 3_000_000, maxPrice: 6_000_000 } },
  // Geographic shapes (issue 29): a state with a price range, a place sorted by price (below).
  { name: 'search: Jalisco, 2–5 M', criteria: { ...defaultSearchCriteria, state: 'Jalisco', minPrice: 2_000_000, maxPrice: 5_000_000 } },
  { name: 'search: rent 20–60 k CDMX', criteria: { ...defaultSearchCriteria, operationType: 'rentar', state: 'Ciudad de México', minPrice: 20_000, maxPrice: 60_000 } },
  { name: 'search: ≥3 bedrooms + garden', criteria: { ...defaultSearchCriteria, bedrooms: 3, hasGarden: true } },
  { name: 'search: sort price_desc', criteria: { ...defaultSearchCriteria, sort: 'price_desc' } },
  { name: 'search: "polanco", cheapest first', criteria: { ...defaultSearchCriteria, location: 'polanco', sort: 'price_asc' } },
  { name: 'search: "merida", dearest first', criteria: { ...defaultSearchCriteria, location: 'merida', sort: 'price_desc' } },
  // A search nothing matches: the landing's "No se encontraron propiedades".
  { name: 'search: ≥12 bedrooms (no match)', criteria: { ...defaultSearchCriteria, bedrooms: 12 } },
  { name: 'search: page 40', criteria: { ...defaultSearchCriteria, page: 40 } },
];
