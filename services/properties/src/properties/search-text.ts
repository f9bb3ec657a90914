const combiningMarks = /[\u0300-\u036f]/g;

/** Lower case without accents: "Querétaro" and "queretaro" fold to the same text. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(combiningMarks, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** What a location filter is matched against: city, colonia and title (the state has its own filter). */
export function searchTextOf(listing: { title: string; colonia?: string | null; city: string }): string {
  return foldForSearch([listing.title, listing.colonia, listing.city].filter(Boolean).join(' | '));
}

/** A LIKE pattern that matches the folded text anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${foldForSearch(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Lowercase ASCII words joined by hyphens: "Residencia en Lomas de Chapultepec" → "residencia-en-lomas-de-chapultepec". */
export function slugify(text: string): string {
  return foldForSearch(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
