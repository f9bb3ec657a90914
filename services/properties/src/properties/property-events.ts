import { EventSubjects, landPropertyTypes, publishedPropertyStatuses, type EventSubject, type PropertyListedEvent, type PropertyMainPhotoSetEvent } from '@prestigio/contracts';
import type { Property } from './property.entity.js';

/** What decides an announcement: whether visitors could see the listing, and at what price. */
export interface ListingState {
  visible: boolean;
  price: number;
}

export function listingStateOf(property: Pick<Property, 'status' | 'archivedAt' | 'price'>): ListingState {
  return { visible: publishedPropertyStatuses.includes(property.status) && property.archivedAt === null, price: property.price };
}

/**
 * The event a change announces to saved-search alerts: published when a listing becomes visible (created visible, or
 * out of draft, reserved, sold...), price-lowered when a visible listing's price went down; nothing otherwise (a
 * rise, an edit of the text, a listing taken down). `before` is null for a new listing.
 */
export function announcementOf(before: ListingState | null, property: Property): { subject: EventSubject; data: PropertyListedEvent } | null {
  const after = listingStateOf(property);
  if (!after.visible) return null;
  const data: PropertyListedEvent = {
    propertyId: property.id,
    slug: property.slug,
    title: property.title,
    operationType: property.operationType,
    propertyType: property.propertyType,
    state: property.state,
    city: property.city,
    colonia: property.colonia,
    price: property.price,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    parkingSpaces: property.parkingSpaces,
    area: landPropertyTypes.includes(property.propertyType) ? property.landArea : property.buildingArea,
    hasGarden: property.hasGarden,
    mainImageUrl: property.mainImageUrl,
    searchText: property.searchText,
  };
  if (!before?.visible) return { subject: EventSubjects.propertyPublished, data };
  if (after.price < before.price) return { subject: EventSubjects.propertyPriceLowered, data: { ...data, previousPrice: before.price } };
  return null;
}

/**
 * The event a gallery change announces: a visible listing's first photo (it had none before), which alerts matched
 * when it was announced without one then show. Nothing for a hidden listing (its announcement, when it is published,
 * carries the photo) or a change of an existing main photo (alerts keep the listing as it was matched).
 */
export function mainPhotoAnnouncementOf(previousMainImageUrl: string | null, property: Property): { subject: EventSubject; data: PropertyMainPhotoSetEvent } | null {
  if (previousMainImageUrl !== null || property.mainImageUrl === null || !listingStateOf(property).visible) return null;
  return { subject: EventSubjects.propertyMainPhotoSet, data: { propertyId: property.id, mainImageUrl: property.mainImageUrl } };
}
