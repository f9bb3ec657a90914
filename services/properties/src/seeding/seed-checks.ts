// What every seeded listing must satisfy, hand-written or generated: the write schema, sized Unsplash photos with alt
// text, and what a careful agent would flag as inconsistent. Used by the demo catalogue's tests and by tools/seed's.
import { landPropertyTypes, propertyWriteSchema, publishedPropertyStatuses, type PropertyType } from '@prestigio/contracts';
import type { SeedProperty } from './seed-property.js';

export const slugPattern = /^[a-z0-9-]+$/;
const cardSizing = '?auto=format&fit=crop&w=800&q=75';
const gallerySizing = '?auto=format&fit=crop&w=1600&q=80';
export const sharedCostTypes: readonly PropertyType[] = ['departamento', 'condominio', 'casa_condominio'];
export const isPublished = (listing: SeedProperty) => publishedPropertyStatuses.includes(listing.status);

/** Schema problems of each failing listing, so a failure names the listing and the field. */
export function schemaProblems(listings: Iterable<SeedProperty>): string[] {
  const problems: string[] = [];
  for (const listing of listings) {
    const result = propertyWriteSchema.safeParse(listing);
    if (!result.success) {
      problems.push(`${listing.slug}: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
    }
  }
  return problems;
}

export function photoProblems(listing: SeedProperty): string[] {
  const problems: string[] = [];
  if (listing.photos.length < 2 || listing.photos.length > 5) problems.push(`${listing.slug}: ${listing.photos.length} photos`);
  for (const photo of listing.photos) {
    const base = photo.url.slice(0, photo.url.indexOf('?'));
    if (new URL(photo.url).hostname !== 'images.unsplash.com') problems.push(`${listing.slug}: ${photo.url} is not Unsplash`);
    if (photo.url !== base + cardSizing || photo.largeUrl !== base + gallerySizing) problems.push(`${listing.slug}: bad sizing ${photo.url}`);
    if (photo.alt.trim().length < 5) problems.push(`${listing.slug}: photo without alt text`);
  }
  return problems;
}

const nonResidentialTypes: readonly PropertyType[] = ['oficina', 'local', 'local_comercial', 'bodega', 'bodega_comercial', 'nave_industrial'];
const homeTypes: readonly PropertyType[] = ['casa', 'casa_condominio', 'departamento', 'condominio'];

/** What a careful agent would flag as inconsistent in a listing. */
export function coherenceProblems(listing: SeedProperty): string[] {
  const problems: string[] = [];
  const flag = (problem: string) => problems.push(`${listing.slug}: ${problem}`);
  if (landPropertyTypes.includes(listing.propertyType)) {
    if (listing.bedrooms + listing.bathrooms + listing.halfBathrooms + listing.parkingSpaces > 0) flag('land with rooms');
    if ((listing.buildingArea ?? 0) > 0) flag('land with a built area');
    if (!listing.landArea) flag('land without a land area');
  } else if (!listing.buildingArea) {
    flag('no built area');
  }
  if (nonResidentialTypes.includes(listing.propertyType) && listing.bedrooms > 0) flag('bedrooms in a business property');
  if (homeTypes.includes(listing.propertyType) && (listing.bedrooms < 1 || listing.bathrooms < 1)) flag('a home without bedrooms or bathrooms');
  if (sharedCostTypes.includes(listing.propertyType) && !listing.maintenanceFee) flag('condominium without maintenance fee');
  if (listing.hasGarden && !listing.amenities.includes('jardin')) flag('garden missing from the amenities');
  if (new Set(listing.amenities).size !== listing.amenities.length) flag('repeated amenity');
  if (listing.status === 'rentada' && listing.operationType !== 'rentar') flag('rented but not for rent');
  if (listing.status === 'vendida' && listing.operationType === 'rentar') flag('sold but for rent');
  return problems;
}

const EARTH_RADIUS_KM = 6371;
export function distanceKm(fromLat: number, fromLng: number, toLat: number, toLng: number): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(radians(toLat - fromLat) / 2) ** 2 +
    Math.cos(radians(fromLat)) * Math.cos(radians(toLat)) * Math.sin(radians(toLng - fromLng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}
