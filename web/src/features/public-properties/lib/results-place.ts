import { holdScroll } from '../../../lib/hold-scroll';
import { SEARCH_RESULTS_ID } from './search-form';

/**
 * Where the visitor was among the results: the card nearest the middle of the screen and how far from the top of the
 * screen it was (the window's scroll too, for when that card is gone).
 */
export interface ResultsPlace {
  scrollY: number;
  cardId: string | null;
  cardTop: number;
}

const cardSelector = `#${SEARCH_RESULTS_ID} [data-property-id]`;

export function currentResultsPlace(): ResultsPlace {
  const middle = window.innerHeight / 2;
  let nearest: { id: string; top: number; distance: number } | null = null;
  for (const card of document.querySelectorAll<HTMLElement>(cardSelector)) {
    const rect = card.getBoundingClientRect();
    const distance = Math.abs((rect.top + rect.bottom) / 2 - middle);
    if (!nearest || distance < nearest.distance) nearest = { id: card.dataset.propertyId!, top: rect.top, distance };
  }
  return { scrollY: window.scrollY, cardId: nearest?.id ?? null, cardTop: nearest?.top ?? 0 };
}

/**
 * Puts that card back where it was on the screen, and holds it there while the page around it loads: the sections
 * below may not be back yet (the page too short to scroll that far) and photos above may still change their height.
 */
export function returnToResultsPlace(place: ResultsPlace): () => void {
  return holdScroll(() => {
    const card = place.cardId ? document.querySelector(`${cardSelector}[data-property-id="${CSS.escape(place.cardId)}"]`) : null;
    if (card) window.scrollBy({ top: card.getBoundingClientRect().top - place.cardTop, behavior: 'instant' });
    else window.scrollTo({ top: place.scrollY, behavior: 'instant' });
  });
}

/** A saved place read back from storage, or null when it is not one (an older or edited entry). */
export function asResultsPlace(value: unknown): ResultsPlace | null {
  if (typeof value !== 'object' || value === null) return null;
  const { scrollY, cardId, cardTop } = value as Partial<ResultsPlace>;
  if (typeof scrollY !== 'number' || typeof cardTop !== 'number' || (cardId !== null && typeof cardId !== 'string')) return null;
  return { scrollY, cardId, cardTop };
}
