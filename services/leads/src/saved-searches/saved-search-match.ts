import {
  AREA_SLIDER,
  locationTerms,
  priceSliderFor,
  propertyFilterTypes,
  propertyTypesMatchedByFilter,
  type LocationTerm,
  type PropertyListedEvent,
  type SavedSearchCriteria,
} from '@prestigio/contracts';

/** A criterion left open, in a match key. */
const ANY = '*';
/** The price ceiling of a search without one: above any listing's price. */
export const NO_PRICE_CEILING = Number.MAX_SAFE_INTEGER;

/** The columns a search is matched on (the meaning of each criterion as the catalogue's search gives it). */
export interface SavedSearchMatchColumns {
  /** "operation|type|state", each "*" when open: the index's first key. */
  matchKey: string;
  minPrice: number;
  maxPrice: number;
  minBedrooms: number;
  minBathrooms: number;
  minParkingSpaces: number;
  minArea: number;
  maxArea: number | null;
  needsGarden: boolean;
  locationTerms: LocationTerm[] | null;
}

function keyOf(operation: string, type: string, state: string): string {
  return `${operation}|${type}|${state}`;
}

/**
 * A search's criteria as match columns. Exactly the top of a slider means "or more" (searchCriteriaSchema): no ceiling.
 * The location is kept as the catalogue's own terms (locationTerms), each a pattern for the listing's text or a state.
 */
export function savedSearchMatchColumns(criteria: SavedSearchCriteria): SavedSearchMatchColumns {
  const priceTop = priceSliderFor(criteria.operationType).max;
  return {
    matchKey: keyOf(criteria.operationType ?? ANY, criteria.propertyType ?? ANY, criteria.state ?? ANY),
    minPrice: criteria.minPrice ?? 0,
    maxPrice: criteria.maxPrice === undefined || criteria.maxPrice === priceTop ? NO_PRICE_CEILING : criteria.maxPrice,
    minBedrooms: criteria.bedrooms ?? 0,
    minBathrooms: criteria.bathrooms ?? 0,
    minParkingSpaces: criteria.parkingSpaces ?? 0,
    minArea: criteria.minArea ?? 0,
    maxArea: criteria.maxArea === undefined || criteria.maxArea === AREA_SLIDER.max ? null : criteria.maxArea,
    needsGarden: criteria.hasGarden === true,
    locationTerms: criteria.location ? locationTerms(criteria.location) : null,
  };
}

/**
 * Every match key a search fitting this listing can have: its operation or any, its type (or a filter type that finds
 * it: "casa" finds casa_condominio) or any, its state or any. At most 2 × 4 × 2.
 */
export function candidateMatchKeys(listing: Pick<PropertyListedEvent, 'operationType' | 'propertyType' | 'state'>): string[] {
  const filtersFinding = propertyFilterTypes.filter((filter) => propertyTypesMatchedByFilter[filter].includes(listing.propertyType));
  const types = [...new Set([listing.propertyType, ...filtersFinding, ANY])];
  const keys: string[] = [];
  for (const operation of [listing.operationType, ANY]) {
    for (const type of types) {
      for (const state of [listing.state, ANY]) keys.push(keyOf(operation, type, state));
    }
  }
  return keys;
}
