import { foldForSearch, mexicanStates, type MexicanState } from '@prestigio/contracts';

/** What a location filter is matched against besides the state's name (statesNamedBy): city, colonia and title. */
export function searchTextOf(listing: { title: string; colonia?: string | null; city: string }): string {
  return foldForSearch([listing.title, listing.colonia, listing.city].filter(Boolean).join(' | '));
}

/** A LIKE pattern that matches the folded text anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${foldForSearch(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const foldedStates = mexicanStates.map((state) => [state, foldForSearch(state)] as const);

/**
 * The states whose name contains the location text, ignoring case and accents as the rest of the location does:
 * "Yucatán" finds the listings in Mérida, "nuevo leon" those in Monterrey and San Pedro.
 */
export function statesNamedBy(text: string): MexicanState[] {
  const folded = foldForSearch(text);
  if (folded === '') return [];
  return foldedStates.filter(([, name]) => name.includes(folded)).map(([state]) => state);
}
