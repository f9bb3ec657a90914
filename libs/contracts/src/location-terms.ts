import { mexicanStateAliases, mexicanStates, type MexicanState } from './catalog.js';
import { foldForSearch } from './text.js';

/*
 * How a search's location text is read, shared by the catalogue's search (services/properties) and the saved-search
 * alerts (services/leads), so an alert fits exactly the listings the same search finds.
 */

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
/** Most words a location filter is read as: a handful names any place; more only make the query longer. */
const MOST_WORDS = 6;

/** Every way of naming a state (its name or an alias), folded, longest first: "baja california sur" before "baja california". */
const stateNames = [
  ...mexicanStates.map((state) => [foldForSearch(state), state] as const),
  ...Object.entries(mexicanStateAliases).map(([alias, state]) => [alias, state] as const),
].sort((a, b) => b[0].length - a[0].length);

/** One part of a location filter: a LIKE pattern for the listing's text, and the states it names. */
export interface LocationTerm {
  pattern: string;
  states: MexicanState[];
}

/**
 * A location filter as terms that must all be found, in any order: "Lomas Chapultepec" finds Lomas de Chapultepec,
 * "Condesa, CDMX" the Condesa in Ciudad de México. A state's name or abbreviation in it is one term (in the text, or
 * the listing's state); the other words are found in the text. Small words and punctuation are ignored, and words
 * under three letters (a trigram index cannot serve them). A single word may be the start of a state's name
 * ("yucat" finds Yucatán), as before; a text with no word left is matched whole.
 */
export function locationTerms(text: string): LocationTerm[] {
  let rest = ` ${foldForSearch(text).replace(/[^a-z0-9]+/g, ' ')} `;
  const terms: LocationTerm[] = [];
  for (const [name, state] of stateNames) {
    if (!rest.includes(` ${name} `)) continue;
    rest = rest.replace(` ${name} `, ' ');
    terms.push({ pattern: containsPattern(name), states: [state] });
  }
  const words = [...new Set(rest.split(' '))].filter((word) => word.length >= 3 && !SMALL_WORDS.has(word));
  if (terms.length === 0 && words.length <= 1) {
    const only = words[0] ?? text;
    return [{ pattern: containsPattern(only), states: statesNamedBy(only) }];
  }
  return [...terms, ...words.map((word) => ({ pattern: containsPattern(word), states: [] }))].slice(0, MOST_WORDS);
}
