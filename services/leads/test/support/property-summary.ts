import type { PropertySummary } from '@prestigio/contracts';
import { randomUUID } from 'node:crypto';

/** A published listing as the catalogue's RPCs describe it: a house in Juriquilla unless told otherwise. */
export function propertySummary(overrides: Partial<PropertySummary> & { title: string; slug: string }): PropertySummary {
  return {
    id: randomUUID(),
    mainImage: null,
    operationType: 'comprar',
    status: 'disponible',
    propertyType: 'casa',
    location: 'Juriquilla, Querétaro',
    city: 'Querétaro',
    colonia: 'Juriquilla',
    state: 'Querétaro',
    price: 8_500_000,
    bedrooms: 4,
    bathrooms: 3,
    halfBathrooms: 1,
    parkingSpaces: 2,
    landArea: 300,
    buildingArea: 280,
    hasGarden: true,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}
