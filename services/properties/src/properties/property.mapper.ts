import { formatPropertyReference, type AgentProperty, PropertyDetail, PropertyImage, PropertySummary } from '@prestigio/contracts';
import type { PropertyPhoto } from './property-photo.entity.js';
import type { Property } from './property.entity.js';

/** "Colonia, Ciudad" as people read a location. */
export function locationOf(property: Pick<Property, 'colonia' | 'city'>): string {
  return property.colonia ? `${property.colonia}, ${property.city}` : property.city;
}

export function toSummary(property: Property): PropertySummary {
  return {
    id: property.id,
    slug: property.slug,
    title: property.title,
    mainImage: property.mainImageUrl,
    operationType: property.operationType,
    status: property.status,
    propertyType: property.propertyType,
    location: locationOf(property),
    city: property.city,
    colonia: property.colonia,
    state: property.state,
    price: property.price,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    halfBathrooms: property.halfBathrooms,
    parkingSpaces: property.parkingSpaces,
    landArea: property.landArea,
    buildingArea: property.buildingArea,
    hasGarden: property.hasGarden,
    createdAt: property.createdAt.toISOString(),
  };
}

export function toImage(photo: PropertyPhoto): PropertyImage {
  return { id: photo.id, url: photo.url, largeUrl: photo.largeUrl, alt: photo.alt, width: photo.width, height: photo.height };
}

/** Public detail: everything but the exact address; coordinates rounded to about 1 km so the house is not pinpointed. */
export function toDetail(property: Property, photos: PropertyPhoto[]): PropertyDetail {
  const approximate = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);
  return {
    ...toSummary(property),
    reference: formatPropertyReference(property.reference),
    description: property.description,
    images: photos.map(toImage),
    amenities: property.amenities,
    maintenanceFee: property.maintenanceFee,
    ageYears: property.ageYears,
    latitude: approximate(property.latitude),
    longitude: approximate(property.longitude),
    agent: property.agentId && property.agentName ? { id: property.agentId, fullName: property.agentName, phone: property.agentPhone } : null,
    updatedAt: property.updatedAt.toISOString(),
  };
}

export function toAgentProperty(property: Property, photos: PropertyPhoto[]): AgentProperty {
  return {
    ...toDetail(property, photos),
    latitude: property.latitude,
    longitude: property.longitude,
    address: property.address,
    agentId: property.agentId,
  };
}
