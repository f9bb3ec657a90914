import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_ENV } from '@prestigio/nest-common';
import { PHOTO_LIMITS } from '@prestigio/contracts';
import sharp, { type Metadata } from 'sharp';
import type { PropertiesEnv } from '../config/env.js';

/** The sizes every uploaded photo is re-encoded to: cards and the gallery. */
export const PHOTO_SIZES = { card: 800, large: 1600 } as const;
export const PHOTO_URL_PREFIX = '/api/properties/photos';

export class UnreadableImageError extends Error {}

/** An image below PHOTO_LIMITS' minimum size, with its size for the agent's message. */
export class TooSmallImageError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`image of ${width}x${height} px is below the minimum`);
  }
}

export interface StoredPhoto {
  storageKey: string;
  url: string;
  largeUrl: string;
  width: number;
  height: number;
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Far above any camera (a 100 MP sensor is 1e8), far below what a small crafted file can make sharp allocate. */
const MAX_INPUT_PIXELS = 120_000_000;

/**
 * Decodes an upload (whatever its declared type says), refuses one below the minimum size, turns it upright, strips
 * its metadata (GPS included) and writes WebP copies at the card and gallery widths under
 * PHOTOS_DIR/<propertyId>/<photoId>/.
 */
@Injectable()
export class PhotoStorage {
  constructor(@Inject(SERVICE_ENV) private readonly env: PropertiesEnv) {}

  get root(): string {
    return this.env.PHOTOS_DIR;
  }

  async store(propertyId: string, photoId: string, upload: Buffer): Promise<StoredPhoto> {
    let metadata: Metadata;
    try {
      metadata = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    } catch {
      throw new UnreadableImageError();
    }
    const { format, width = 0, height = 0 } = metadata;
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new UnreadableImageError();
    // Either way up (the EXIF orientation only swaps the sides).
    if (Math.max(width, height) < PHOTO_LIMITS.minLongSidePx || Math.min(width, height) < PHOTO_LIMITS.minShortSidePx) {
      throw new TooSmallImageError(width, height);
    }
    const storageKey = `${propertyId}/${photoId}`;
    const folder = join(this.root, storageKey);
    await mkdir(folder, { recursive: true });
    try {
      const written = await Promise.all(
        Object.entries(PHOTO_SIZES).map(async ([name, width]) => {
          const { data, info } = await sharp(upload, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
            .rotate()
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: name === 'card' ? 76 : 82 })
            .toBuffer({ resolveWithObject: true });
          await writeFile(join(folder, `${name}.webp`), data);
          return { name, info };
        }),
      );
      const large = written.find((entry) => entry.name === 'large')!.info;
      return {
        storageKey,
        url: `${PHOTO_URL_PREFIX}/${storageKey}/card.webp`,
        largeUrl: `${PHOTO_URL_PREFIX}/${storageKey}/large.webp`,
        width: large.width,
        height: large.height,
      };
    } catch (error) {
      await this.remove(storageKey);
      if (error instanceof Error && /unsupported|corrupt|premature|bad|pixel limit/i.test(error.message)) throw new UnreadableImageError();
      throw error;
    }
  }

  async remove(storageKey: string): Promise<void> {
    await rm(join(this.root, storageKey), { recursive: true, force: true });
  }
}
