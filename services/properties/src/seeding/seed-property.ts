import type { PropertyWrite } from '@prestigio/contracts';

/** A photo of a seeded listing: card-sized and gallery-sized URLs of the same picture. */
export interface SeedPhoto {
  url: string;
  largeUrl: string;
  alt: string;
}

/** A listing as the seeders insert it: the write shape plus its public slug and its photos, main photo first. */
export type SeedProperty = PropertyWrite & { slug: string; photos: SeedPhoto[] };
