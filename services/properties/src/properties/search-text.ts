import { foldForSearch, mexicanStateAliases, mexicanStates, type MexicanState } from '@prestigio/contracts';

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

/** Words a place's name has that say nothing of where it is ("Lomas de Chapultepec", "Col. Condesa"). */
const SMALL_WORDS = new Set(['de', 'del', 'la', 'las', 'el', 'los', 'y', 'en', 'col', 'colonia', 'fracc']);

/** One word of a location filter: a LIKE pattern for the listing's text, and the states it names (alias or part). */
export interface LocationTerm {
  pattern: string;
  states: MexicanState[];
}

/**
 * A location filter as words, each to be found (all of them, in any order): "Lomas Chapultepec" finds Lomas de
 * Chapultepec, "Condesa, CDMX" the Condesa in Ciudad de México. Small words and punctuation are ignored; words under
 * three letters too (a trigram index cannot serve them), except a state's abbreviation ("DF", "NL"). A text with no
 * such word is matched whole, as before.
 */
export function locationTerms(text: string): LocationTerm[] {
  const words = [...new Set(foldForSearch(text).split(/[^a-z0-9]+/))].filter(
    (word) => mexicanStateAliases[word] !== undefined || (word.length >= 3 && !SMALL_WORDS.has(word)),
  );
  if (words.length === 0) return [{ pattern: containsPattern(text), states: statesNamedBy(text) }];
  // A handful of words names any place; more only make the query longer.
  words.splice(6);
  return words.map((word) => {
    const alias = mexicanStateAliases[word];
    const states = alias ? [alias] : statesNamedBy(word);
    return { pattern: containsPattern(word), states };
  });
}
