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
  /** The place word the search is indexed by (placeKeyOf); null when it names no such word. */
  placeKey: string | null;
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
  const terms = criteria.location ? locationTerms(criteria.location) : null;
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
    locationTerms: terms,
    placeKey: terms ? placeKeyOf(terms) : null,
  };
}

/** A term that is one word of letters and digits, to be found in the listing's text (not a state it may name). */
const WORD_PATTERN = /^%([a-z0-9]+)%$/;

/**
 * The place a search is indexed by: its longest word term ("chapultepec" of "Lomas de Chapultepec"), which every
 * listing it fits holds in its text, inside one of its words. A location made only of a state's name (found in the
 * text or as the listing's state) gives none: such searches are read by their other keys.
 */
export function placeKeyOf(terms: readonly LocationTerm[]): string | null {
  const words = terms.flatMap((term) => (term.states.length === 0 ? (WORD_PATTERN.exec(term.pattern)?.slice(1, 2) ?? []) : []));
  return words.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** The shortest place key: location words under three letters are not terms (locationTerms). */
const MIN_PLACE_KEY = 3;
/** A listing's word longer than this is cut: no place word typed in a search is longer. */
const MAX_WORD = 40;

/**
 * Every place key a search fitting this listing can have: each piece of three letters or more of each word of its
 * text (a search's word is found anywhere in the text, so inside one word: "lomas" in "lomasdelpedregal" too).
 */
export function candidatePlaceKeys(searchText: string): string[] {
  const keys = new Set<string>();
  for (const word of searchText.split(/[^a-z0-9]+/)) {
    const piece = word.slice(0, MAX_WORD);
    for (let start = 0; start + MIN_PLACE_KEY <= piece.length; start += 1) {
      for (let end = start + MIN_PLACE_KEY; end <= piece.length; end += 1) keys.add(piece.slice(start, end));
    }
  }
  return [...keys];
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
