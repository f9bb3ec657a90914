import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { formatPropertyReference, slugify, type AgentProperty, type Identity, type PortalPropertyPage, type PortalPropertyQuery, type PropertyStatus, type PropertyWrite } from '@prestigio/contracts';
import { AgentDirectoryClient } from './agent-directory.client.js';
import { OutboxService } from '@prestigio/nest-common';
import { DataSource } from 'typeorm';
import { PropertiesRepository } from './properties.repository.js';
import { announcementOf, listingStateOf, type ListingState } from './property-events.js';
import type { Property } from './property.entity.js';
import { toAgentProperty, toSummary } from './property.mapper.js';
import { searchTextOf } from './search-text.js';

export const PropertyMessages = {
  notFound: 'La propiedad no existe',
  notYours: 'Solo puedes modificar las propiedades que tienes a tu cargo',
} as const;

/** The portal's rules for properties: anyone signed in reads them all; agents change their own, admins any. */
@Injectable()
export class PropertiesService {
  constructor(
    private readonly repository: PropertiesRepository,
    private readonly agents: AgentDirectoryClient,
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** The portal's table; `mine` narrows it to the caller's own properties. */
  async listForPortal(caller: Identity, query: PortalPropertyQuery): Promise<PortalPropertyPage> {
    const { count, results } = await this.repository.listForPortal({
      text: query.text,
      status: query.status,
      agentId: query.mine ? caller.userId : undefined,
      page: query.page,
      pageSize: query.pageSize,
    });
    return {
      count,
      results: results.map((property) => ({
        ...toSummary(property),
        reference: formatPropertyReference(property.reference),
        agentId: property.agentId,
        agentName: property.agentName,
        updatedAt: property.updatedAt.toISOString(),
      })),
    };
  }

  async getForAgent(id: string): Promise<AgentProperty> {
    return this.withPhotos(await this.get(id));
  }

  private async get(id: string): Promise<Property> {
    const property = await this.repository.findActive(id);
    if (!property) throw new NotFoundException(PropertyMessages.notFound);
    return property;
  }

  /** The property, if the caller may change it. */
  async getEditable(caller: Identity, id: string): Promise<Property> {
    const property = await this.get(id);
    if (caller.role !== 'admin' && property.agentId !== caller.userId) throw new ForbiddenException(PropertyMessages.notYours);
    return property;
  }

  /** The property is the caller's; the agent's name and phone are asked of auth and stored with it. */
  async create(caller: Identity, values: PropertyWrite): Promise<AgentProperty> {
    const agent = await this.agents.card(caller.userId);
    const property = this.repository.create({
      ...this.columnsOf(values),
      slug: await this.uniqueSlug(values.title, values.city),
      agentId: caller.userId,
      agentName: agent.name,
      agentPhone: agent.phone,
      mainImageUrl: null,
    });
    return this.withPhotos(await this.saveAnnouncing(null, property));
  }

  async update(caller: Identity, id: string, changes: Partial<PropertyWrite>): Promise<AgentProperty> {
    const property = await this.getEditable(caller, id);
    const before = listingStateOf(property);
    Object.assign(property, this.columnsOf({ ...property, ...changes } as PropertyWrite));
    return this.withPhotos(await this.saveAnnouncing(before, property));
  }

  async changeStatus(caller: Identity, id: string, status: PropertyStatus): Promise<AgentProperty> {
    const property = await this.getEditable(caller, id);
    const before = listingStateOf(property);
    property.status = status;
    return this.withPhotos(await this.saveAnnouncing(before, property));
  }

  /**
   * Saves the listing and, in the same transaction (the outbox), the event saved-search alerts match: it is published
   * if and only if the change is committed.
   */
  private async saveAnnouncing(before: ListingState | null, property: Property): Promise<Property> {
    const committed = await this.dataSource.transaction(async (manager) => {
      const saved = await this.repository.save(property, manager);
      const announcement = announcementOf(before, saved);
      if (announcement) await this.outbox.enqueue(manager, announcement.subject, announcement.data);
      return saved;
    });
    this.repository.forgetSearches();
    return committed;
  }

  /** Archived properties disappear from the portal and the site; their history stays in the database. */
  async archive(caller: Identity, id: string): Promise<void> {
    const property = await this.getEditable(caller, id);
    property.archivedAt = new Date();
    await this.repository.save(property);
  }

  private async withPhotos(property: Property): Promise<AgentProperty> {
    return toAgentProperty(property, await this.repository.photosOf(property.id));
  }

  private columnsOf(values: PropertyWrite): Partial<Property> {
    return {
      title: values.title,
      description: values.description,
      operationType: values.operationType,
      propertyType: values.propertyType,
      status: values.status,
      state: values.state,
      city: values.city,
      colonia: values.colonia ?? null,
      address: values.address ?? null,
      price: values.price,
      bedrooms: values.bedrooms,
      bathrooms: values.bathrooms,
      halfBathrooms: values.halfBathrooms,
      parkingSpaces: values.parkingSpaces,
      landArea: values.landArea ?? null,
      buildingArea: values.buildingArea ?? null,
      hasGarden: values.hasGarden,
      amenities: [...new Set(values.amenities)],
      maintenanceFee: values.maintenanceFee ?? null,
      ageYears: values.ageYears ?? null,
      latitude: values.latitude ?? null,
      longitude: values.longitude ?? null,
      searchText: searchTextOf(values),
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
