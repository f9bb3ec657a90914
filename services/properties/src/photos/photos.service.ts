import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { PHOTO_LIMITS, type Identity } from '@prestigio/contracts';
import { DataSource, type Repository } from 'typeorm';
import { ListingsService } from '../listings/listings.service.js';
import { Property } from '../listings/property.entity.js';
import { PropertiesRepository } from '../listings/properties.repository.js';
import { PhotoStorage, UnreadableImageError, type StoredPhoto } from './photo-storage.js';
import { PropertyPhoto } from './property-photo.entity.js';

export const PhotoMessages = {
  noFiles: 'Selecciona al menos una foto',
  tooMany: `Una propiedad puede tener como máximo ${PHOTO_LIMITS.maxPerListing} fotos`,
  tooLarge: 'Cada foto debe pesar como máximo 10 MB',
  unreadable: (name: string) => `«${name}» no es una imagen JPEG, PNG o WebP válida`,
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
    private readonly listings: ListingsService,
    private readonly repository: PropertiesRepository,
    private readonly storage: PhotoStorage,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * All or nothing: every file is decoded and written first; if any is not a valid image the written files are
   * removed and the listing is left exactly as it was.
   */
  async add(caller: Identity, propertyId: string, uploads: Upload[]): Promise<PropertyPhoto[]> {
    if (uploads.length === 0) throw new BadRequestException(PhotoMessages.noFiles);
    const property = await this.listings.getEditable(caller, propertyId);
    const existing = await this.repository.photosOf(propertyId);
    if (existing.length + uploads.length > PHOTO_LIMITS.maxPerListing) throw new BadRequestException(PhotoMessages.tooMany);

    const stored: StoredPhoto[] = [];
    try {
      for (const upload of uploads) {
        try {
          stored.push(await this.storage.store(propertyId, randomUUID(), upload.buffer));
        } catch (error) {
          if (error instanceof UnreadableImageError) {
            throw new BadRequestException({
              statusCode: 400,
              message: PhotoMessages.unreadable(upload.originalname),
              errors: { photos: PhotoMessages.unreadable(upload.originalname) },
            });
          }
          throw error;
        }
      }
      await this.dataSource.transaction(async (manager) => {
        // Uploads to one listing take turns here, so together they never pass the limit or share a position.
        await manager.getRepository(Property).findOne({ where: { id: propertyId }, lock: { mode: 'pessimistic_write' } });
        const photos = manager.getRepository(PropertyPhoto);
        const current = await photos.countBy({ propertyId });
        if (current + stored.length > PHOTO_LIMITS.maxPerListing) throw new BadRequestException(PhotoMessages.tooMany);
        await photos.save(
          stored.map((photo, index) =>
            photos.create({
              propertyId,
              position: current + index,
              url: photo.url,
              largeUrl: photo.largeUrl,
              alt: property.title,
              width: photo.width,
              height: photo.height,
              storageKey: photo.storageKey,
            }),
          ),
        );
        await this.refreshMainImage(manager.getRepository(Property), propertyId, photos);
      });
    } catch (error) {
      await Promise.all(stored.map((photo) => this.storage.remove(photo.storageKey)));
      throw error;
    }
    return this.repository.photosOf(propertyId);
  }

  /** The first id becomes the main photo. */
  async reorder(caller: Identity, propertyId: string, photoIds: string[]): Promise<PropertyPhoto[]> {
    await this.listings.getEditable(caller, propertyId);
    const existing = await this.repository.photosOf(propertyId);
    const same = existing.length === photoIds.length && new Set(photoIds).size === photoIds.length && existing.every((photo) => photoIds.includes(photo.id));
    if (!same) throw new BadRequestException(PhotoMessages.incompleteOrder);
    await this.dataSource.transaction(async (manager) => {
      const photos = manager.getRepository(PropertyPhoto);
      for (const [position, id] of photoIds.entries()) await photos.update({ id, propertyId }, { position });
      await this.refreshMainImage(manager.getRepository(Property), propertyId, photos);
    });
    return this.repository.photosOf(propertyId);
  }

  async remove(caller: Identity, propertyId: string, photoId: string): Promise<PropertyPhoto[]> {
    await this.listings.getEditable(caller, propertyId);
    const photo = (await this.repository.photosOf(propertyId)).find((candidate) => candidate.id === photoId);
    if (!photo) throw new NotFoundException(PhotoMessages.notFound);
    await this.dataSource.transaction(async (manager) => {
      const photos = manager.getRepository(PropertyPhoto);
      await photos.delete({ id: photoId });
      const remaining = await photos.find({ where: { propertyId }, order: { position: 'ASC' } });
      for (const [position, kept] of remaining.entries()) if (kept.position !== position) await photos.update({ id: kept.id }, { position });
      await this.refreshMainImage(manager.getRepository(Property), propertyId, photos);
    });
    if (photo.storageKey) await this.storage.remove(photo.storageKey);
    return this.repository.photosOf(propertyId);
  }

  /** Search cards read the main photo from the listing row, so it is kept in step with the gallery. */
  private async refreshMainImage(
    properties: Repository<Property>,
    propertyId: string,
    photos: Repository<PropertyPhoto>,
  ): Promise<void> {
    const main = await photos.findOne({ where: { propertyId }, order: { position: 'ASC' } });
    await properties.update({ id: propertyId }, { mainImageUrl: main?.url ?? null });
  }
}
