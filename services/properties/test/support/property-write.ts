import type { PropertyWrite } from '@prestigio/contracts';

/** A valid, published house for POST /api/properties/manage; tests change what they are about. */
export function propertyWrite(overrides: Partial<PropertyWrite> & { title: string }): PropertyWrite {
  return {
    description: 'Una propiedad de prueba con la descripción suficiente para pasar la validación del catálogo.',
    operationType: 'comprar',
    propertyType: 'casa',
    status: 'disponible',
    state: 'Jalisco',
    city: 'Zapopan',
    colonia: 'Puerta de Hierro',
    price: 5_000_000,
    bedrooms: 3,
    bathrooms: 2,
    halfBathrooms: 0,
    parkingSpaces: 2,
    landArea: 300,
    buildingArea: 250,
    hasGarden: false,
    amenities: [],
    ...overrides,
  };
}
