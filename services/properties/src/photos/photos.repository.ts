import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Property } from '../properties/property.entity.js';
import { PropertyPhoto } from '../properties/property-photo.entity.js';

export type NewPhoto = Pick<PropertyPhoto, 'url' | 'largeUrl' | 'alt' | 'width' | 'height' | 'storageKey'>;

/** A gallery grown by an upload: the property as it is now, and the main photo it had before. */
export interface AppendedPhotos {
  property: Property;
  previousMainImageUrl: string | null;
}

/**
 * Changes to a property's gallery, each in one transaction that keeps the property's main photo in step (an upload's
 * is the caller's, which announces a visible listing's first photo with it).
 */
@Injectable()
export class PhotosRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Appends photos after the existing ones in the caller's transaction (which may announce the first photo with
   * them), or answers null (writing nothing) when they would pass `limit`. Uploads to one property take turns on its
   * row, so together they never pass the limit or share a position.
   */
  async append(manager: EntityManager, propertyId: string, photos: NewPhoto[], limit: number): Promise<AppendedPhotos | null> {
    const property = await manager.getRepository(Property).findOne({ where: { id: propertyId }, lock: { mode: 'pessimistic_write' } });
    if (!property) return null;
    const repository = manager.getRepository(PropertyPhoto);
    const current = await repository.countBy({ propertyId });
    if (current + photos.length > limit) return null;
    await repository.save(photos.map((photo, index) => repository.create({ ...photo, propertyId, position: current + index })));
    const previousMainImageUrl = property.mainImageUrl;
    property.mainImageUrl = await this.refreshMainImage(manager, propertyId);
    return { property, previousMainImageUrl };
  }

  /** Positions follow the order of `photoIds`, which the caller checked holds exactly the property's photos. */
  reorder(propertyId: string, photoIds: string[]): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(PropertyPhoto);
      for (const [position, id] of photoIds.entries()) await repository.update({ id, propertyId }, { position });
      await this.refreshMainImage(manager, propertyId);
    });
  }

  /** Deletes one photo and closes the gap it leaves in the positions. */
  remove(propertyId: string, photoId: string): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(PropertyPhoto);
      await repository.delete({ id: photoId });
      const remaining = await repository.find({ where: { propertyId }, order: { position: 'ASC' } });
      for (const [position, kept] of remaining.entries()) if (kept.position !== position) await repository.update({ id: kept.id }, { position });
      await this.refreshMainImage(manager, propertyId);
    });
  }

  /** Search cards read the main photo from the property row, so it is kept in step with the gallery. */
  private async refreshMainImage(manager: EntityManager, propertyId: string): Promise<string | null> {
    const main = await manager.getRepository(PropertyPhoto).findOne({ where: { propertyId }, order: { position: 'ASC' } });
    await manager.getRepository(Property).update({ id: propertyId }, { mainImageUrl: main?.url ?? null });
    return main?.url ?? null;
  }
}
