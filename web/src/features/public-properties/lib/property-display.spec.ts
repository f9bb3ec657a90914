import { describe, expect, it } from '@jest/globals';
import { formatPropertyPrice } from '@prestigio/contracts';
import { formatArea } from '../../../lib/format-area';
import { bathroomsLabel, countLabel, displayArea, fullLocation, operationBadge, pricePerSquareMetre, propertyTypeLabel } from './property-display';

describe('displayArea', () => {
  it('uses the built area for buildings and the land area for land, as the search does', () => {
    expect(displayArea({ propertyType: 'casa', buildingArea: 320, landArea: 500 })).toBe(320);
    expect(displayArea({ propertyType: 'terreno', buildingArea: null, landArea: 1200 })).toBe(1200);
    expect(displayArea({ propertyType: 'terreno_lote', buildingArea: 40, landArea: 900 })).toBe(900);
  });

  it('falls back to the other area, or to nothing', () => {
    expect(displayArea({ propertyType: 'casa', buildingArea: null, landArea: 450 })).toBe(450);
    expect(displayArea({ propertyType: 'oficina', buildingArea: null, landArea: null })).toBeNull();
  });
});

describe('pricePerSquareMetre', () => {
  it('divides by the area the card shows, rounds to the peso, and says "al mes" for a rent', () => {
    expect(pricePerSquareMetre({ propertyType: 'departamento', buildingArea: 180, landArea: null, price: 12_000_000, operationType: 'comprar' })).toBe('$66,667 por m²');
    expect(pricePerSquareMetre({ propertyType: 'terreno_lote', buildingArea: 100, landArea: 1_500, price: 3_000_000, operationType: 'comprar' })).toBe('$2,000 por m²');
    expect(pricePerSquareMetre({ propertyType: 'departamento', buildingArea: 95, landArea: null, price: 38_000, operationType: 'rentar' })).toBe('$400 por m² al mes');
  });

  it('has nothing to say without an area', () => {
    expect(pricePerSquareMetre({ propertyType: 'casa', buildingArea: null, landArea: null, price: 5_000_000, operationType: 'comprar' })).toBeNull();
    expect(pricePerSquareMetre({ propertyType: 'casa', buildingArea: 0, landArea: null, price: 5_000_000, operationType: 'comprar' })).toBeNull();
  });
});

describe('card texts', () => {
  it('formats areas with es-MX grouping', () => {
    expect(formatArea(1250)).toBe('1,250 m²');
    expect(formatArea(85.4)).toBe('85 m²');
  });

  it('shows prices in MXN without decimals, rents per month', () => {
    expect(formatPropertyPrice(68_500_000, 'comprar')).toBe('$68,500,000');
    expect(formatPropertyPrice(95_000, 'rentar')).toBe('$95,000/mes');
  });

  it('labels operations with the badge words and types with their Spanish names', () => {
    expect(['comprar', 'rentar', 'desarrollo', 'remate'].map((operationType) => operationBadge({ operationType } as never))).toEqual([
      'Venta',
      'Renta',
      'Desarrollo',
      'Remate',
    ]);
    expect(propertyTypeLabel({ propertyType: 'casa_condominio' })).toBe('Casa en condominio');
  });

  it('counts with the right plural', () => {
    expect(countLabel(1, 'recámara', 'recámaras')).toBe('1 recámara');
    expect(countLabel(4, 'recámara', 'recámaras')).toBe('4 recámaras');
  });

  it('names half bathrooms', () => {
    expect(bathroomsLabel({ bathrooms: 2, halfBathrooms: 0 })).toBe('2 baños');
    expect(bathroomsLabel({ bathrooms: 3, halfBathrooms: 1 })).toBe('3 baños y 1 medio baño');
    expect(bathroomsLabel({ bathrooms: 1, halfBathrooms: 2 })).toBe('1 baño y 2 medios baños');
  });

  it('adds the state to the location unless it is already there', () => {
    expect(fullLocation({ location: 'Punta Mita, Bahía de Banderas', state: 'Nayarit' })).toBe('Punta Mita, Bahía de Banderas, Nayarit');
    expect(fullLocation({ location: 'Polanco, Ciudad de México', state: 'Ciudad de México' })).toBe('Polanco, Ciudad de México');
  });
});
