import type { PropertyWrite } from '@prestigio/contracts';

/** A photo of a seeded listing: card-sized and gallery-sized URLs of the same picture. */
export interface SeedPhoto {
  url: string;
  largeUrl: string;
  alt: string;
}

/** A listing as the seeders insert it: the write shape plus its public slug and its photos, main photo first. */
export type SeedListing = PropertyWrite & { slug: string; photos: SeedPhoto[] };

const combiningMarks = /[\u0300-\u036f]/g;
const nonSlugRuns = /[^a-z0-9]+/g;
const edgeHyphens = /^-+|-+$/g;

/** Lowercase ASCII words joined by hyphens: "Residencia en Lomas de Chapultepec" → "residencia-en-lomas-de-chapultepec". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(combiningMarks, '')
    .toLowerCase()
    .replace(nonSlugRuns, '-')
    .replace(edgeHyphens, '');
}
