import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { Identity, PropertyStatus, PropertyWrite } from '@prestigio/contracts';
import type { Property } from './property.entity.js';
import { PropertiesRepository, type PortalListQuery } from './properties.repository.js';
import { searchTextOf, slugify } from './search-text.js';

export const ListingMessages = {
  notFound: 'La propiedad no existe',
  notYours: 'Solo puedes modificar las propiedades que tienes a tu cargo',
} as const;

/** The portal's rules for listings: anyone signed in reads them all; agents change their own, admins any. */
@Injectable()
export class ListingsService {
  constructor(private readonly repository: PropertiesRepository) {}

  list(query: PortalListQuery) {
    return this.repository.listForPortal(query);
  }

  async get(id: string): Promise<Property> {
    const property = await this.repository.findActive(id);
    if (!property) throw new NotFoundException(ListingMessages.notFound);
    return property;
  }

  /** The property, if the caller may change it. */
  async getEditable(caller: Identity, id: string): Promise<Property> {
    const property = await this.get(id);
    if (caller.role !== 'admin' && property.agentId !== caller.userId) throw new ForbiddenException(ListingMessages.notYours);
    return property;
  }

  async create(caller: Identity, agentName: string | null, listing: PropertyWrite): Promise<Property> {
    const property = this.repository.create({
      ...this.columnsOf(listing),
      slug: await this.uniqueSlug(listing.title, listing.city),
      agentId: caller.userId,
      agentName,
      mainImageUrl: null,
    });
    return this.repository.save(property);
  }

  async update(caller: Identity, id: string, changes: Partial<PropertyWrite>): Promise<Property> {
    const property = await this.getEditable(caller, id);
    Object.assign(property, this.columnsOf({ ...property, ...changes } as PropertyWrite));
    return this.repository.save(property);
  }

  async changeStatus(caller: Identity, id: string, status: PropertyStatus): Promise<Property> {
    const property = await this.getEditable(caller, id);
    property.status = status;
    return this.repository.save(property);
  }

  /** Archived listings disappear from the portal and the site; their history stays in the database. */
  async archive(caller: Identity, id: string): Promise<void> {
    const property = await this.getEditable(caller, id);
    property.archivedAt = new Date();
    await this.repository.save(property);
  }

  private columnsOf(listing: PropertyWrite): Partial<Property> {
    return {
      title: listing.title,
      description: listing.description,
      operationType: listing.operationType,
      propertyType: listing.propertyType,
      status: listing.status,
      state: listing.state,
      city: listing.city,
      colonia: listing.colonia ?? null,
      address: listing.address ?? null,
      price: listing.price,
      bedrooms: listing.bedrooms,
      bathrooms: listing.bathrooms,
      halfBathrooms: listing.halfBathrooms,
      parkingSpaces: listing.parkingSpaces,
      landArea: listing.landArea ?? null,
      buildingArea: listing.buildingArea ?? null,
      hasGarden: listing.hasGarden,
      amenities: [...new Set(listing.amenities)],
      maintenanceFee: listing.maintenanceFee ?? null,
      ageYears: listing.ageYears ?? null,
      latitude: listing.latitude ?? null,
      longitude: listing.longitude ?? null,
      searchText: searchTextOf(listing),
    };
  }

  /** Readable and stable: "penthouse-en-polanco-ciudad-de-mexico", then -2, -3... on a clash. */
  private async uniqueSlug(title: string, city: string): Promise<string> {
    const base = slugify(`${title} ${city}`).slice(0, 90).replace(/-+$/, '') || 'propiedad';
    for (let suffix = 1; ; suffix += 1) {
      const candidate = suffix === 1 ? base : `${base}-${suffix}`;
      if (!(await this.repository.slugExists(candidate))) return candidate;
    }
  }
}
