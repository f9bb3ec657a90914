const combiningMarks = /[\u0300-\u036f]/g;

/** Lower case without accents: "Querétaro" and "queretaro" fold to the same text. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(combiningMarks, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Lowercase ASCII words joined by hyphens: "Residencia en Lomas de Chapultepec" → "residencia-en-lomas-de-chapultepec". */
export function slugify(text: string): string {
  return foldForSearch(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
