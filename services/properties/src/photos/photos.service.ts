import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { PHOTO_LIMITS, type Identity } from '@prestigio/contracts';
import { OutboxService } from '@prestigio/nest-common';
import { DataSource } from 'typeorm';
import { PropertiesRepository } from '../properties/properties.repository.js';
import { PropertiesService } from '../properties/properties.service.js';
import { mainPhotoAnnouncementOf } from '../properties/property-events.js';
import type { PropertyPhoto } from '../properties/property-photo.entity.js';
import { PhotoStorage, TooSmallImageError, UnreadableImageError, type StoredPhoto } from './photo-storage.js';
import { PhotosRepository, type NewPhoto } from './photos.repository.js';

export const PhotoMessages = {
  noFiles: 'Selecciona al menos una foto',
  tooMany: `Una propiedad puede tener como máximo ${PHOTO_LIMITS.maxPerProperty} fotos`,
  tooLarge: 'Cada foto debe pesar como máximo 10 MB',
  unreadable: (name: string) => `«${name}» no es una imagen JPEG, PNG o WebP válida`,
  tooSmall: (name: string, width: number, height: number) =>
    `«${name}» mide ${width} × ${height} px: cada foto debe medir al menos ${PHOTO_LIMITS.minLongSidePx} × ${PHOTO_LIMITS.minShortSidePx} px`,
  notFound: 'La foto no existe',
  incompleteOrder: 'El nuevo orden debe incluir todas las fotos de la propiedad',
} as const;

export interface Upload {
  originalname: string;
  buffer: Buffer;
}

@Injectable()
export class PhotosService {
  constructor(
    private readonly properties: PropertiesService,
    private readonly repository: PropertiesRepository,
    private readonly photos: PhotosRepository,
    private readonly storage: PhotoStorage,
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * All or nothing: every file is decoded and written first; if any is not a valid image the written files are
   * removed and the property is left exactly as it was.
   */
  async add(caller: Identity, propertyId: string, uploads: Upload[]): Promise<PropertyPhoto[]> {
    if (uploads.length === 0) throw new BadRequestException(PhotoMessages.noFiles);
    const property = await this.properties.getEditable(caller, propertyId);
    const existing = await this.repository.photosOf(propertyId);
    if (existing.length + uploads.length > PHOTO_LIMITS.maxPerProperty) throw new BadRequestException(PhotoMessages.tooMany);
    const stored: StoredPhoto[] = [];
    try {
      for (const upload of uploads) {
        try {
          stored.push(await this.storage.store(propertyId, randomUUID(), upload.buffer));
        } catch (error) {
          const refusal =
            error instanceof UnreadableImageError
              ? PhotoMessages.unreadable(upload.originalname)
              : error instanceof TooSmallImageError
                ? PhotoMessages.tooSmall(upload.originalname, error.width, error.height)
                : null;
          if (refusal) throw new BadRequestException({ statusCode: 400, message: refusal, errors: { photos: refusal } });
          throw error;
        }
      }
      const photos = stored.map((photo) => ({ ...photo, alt: property.title }));
      if (!(await this.appendAnnouncing(propertyId, photos))) throw new BadRequestException(PhotoMessages.tooMany);
      // The first photo is the search cards' main photo.
      this.repository.forgetSearches();
    } catch (error) {
      await Promise.all(stored.map((photo) => this.storage.remove(photo.storageKey)));
      throw error;
    }
    return this.repository.photosOf(propertyId);
  }

  /**
   * Stores the photos and, in the same transaction (the outbox), a visible listing's first photo for the alerts
   * announced before it had one (a listing created already published gets its photos just after). False when the
   * photos would pass the limit.
   */
  private appendAnnouncing(propertyId: string, photos: NewPhoto[]): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const appended = await this.photos.append(manager, propertyId, photos, PHOTO_LIMITS.maxPerProperty);
      if (!appended) return false;
      const announcement = mainPhotoAnnouncementOf(appended.previousMainImageUrl, appended.property);
      if (announcement) await this.outbox.enqueue(manager, announcement.subject, announcement.data);
      return true;
    });
  }

  /** The first id becomes the main photo. */
  async reorder(caller: Identity, propertyId: string, photoIds: string[]): Promise<PropertyPhoto[]> {
    await this.properties.getEditable(caller, propertyId);
    const existing = await this.repository.photosOf(propertyId);
    const same = existing.length === photoIds.length && new Set(photoIds).size === photoIds.length && existing.every((photo) => photoIds.includes(photo.id));
    if (!same) throw new BadRequestException(PhotoMessages.incompleteOrder);
    await this.photos.reorder(propertyId, photoIds);
    this.repository.forgetSearches();
    return this.repository.photosOf(propertyId);
  }

  async remove(caller: Identity, propertyId: string, photoId: string): Promise<PropertyPhoto[]> {
    await this.properties.getEditable(caller, propertyId);
    const photo = (await this.repository.photosOf(propertyId)).find((candidate) => candidate.id === photoId);
    if (!photo) throw new NotFoundException(PhotoMessages.notFound);
    await this.photos.remove(propertyId, photoId);
    this.repository.forgetSearches();
    if (photo.storageKey) await this.storage.remove(photo.storageKey);
    return this.repository.photosOf(propertyId);
  }
}
