export type StarFill = 'full' | 'half' | 'empty';

/**
 * The stars of a rating out of `outOf`, half stars allowed (spec §2): 4.5 → four full, one half. Ratings are
 * rounded to the nearest half and kept inside 0…outOf.
 */
export function starFills(rating: number, outOf = 5): StarFill[] {
  const halves = Math.round(Math.min(outOf, Math.max(0, rating)) * 2);
  return Array.from({ length: outOf }, (_, index) => {
    const starHalves = halves - index * 2;
    return starHalves >= 2 ? 'full' : starHalves === 1 ? 'half' : 'empty';
  });
}

/** What a screen reader says for a rating: "Calificación: 4.5 de 5". */
export function ratingLabel(rating: number, outOf = 5): string {
  return `Calificación: ${rating.toLocaleString('es-MX')} de ${outOf}`;
}
