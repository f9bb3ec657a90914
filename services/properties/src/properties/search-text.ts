import { foldForSearch } from '@prestigio/contracts';

export { containsPattern, locationTerms, statesNamedBy, type LocationTerm } from '@prestigio/contracts';

/** What a location filter is matched against besides the state's name (statesNamedBy): city, colonia and title. */
export function searchTextOf(listing: { title: string; colonia?: string | null; city: string }): string {
  return foldForSearch([listing.title, listing.colonia, listing.city].filter(Boolean).join(' | '));
}
