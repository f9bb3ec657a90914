import { describe, expect, it } from '@jest/globals';
import type { PropertyDetail } from '@prestigio/contracts';
import { propertyFacts, summarize } from './property-facts';

const listing = (overrides: Partial<PropertyDetail> = {}): PropertyDetail => ({
  id: 'p1',
  slug: 'casa',
  reference: 'PRE-000001',
  title: 'Casa',
  mainImage: null,
  operationType: 'comprar',
  status: 'disponible',
  propertyType: 'casa',
  location: 'Polanco, Ciudad de México',
  city: 'Ciudad de México',
  colonia: 'Polanco',
  state: 'Ciudad de México',
  price: 10_000_000,
  bedrooms: 3,
  bathrooms: 2,
  halfBathrooms: 1,
  parkingSpaces: 2,
  landArea: 300,
  buildingArea: 280,
  hasGarden: true,
  createdAt: '2026-01-01T00:00:00Z',
  description: 'Texto',
  images: [],
  amenities: [],
  maintenanceFee: 3500,
  ageYears: 0,
  latitude: null,
  longitude: null,
  agent: null,
  updatedAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

describe('propertyFacts', () => {
  it('lists the facts buyers compare, with units and Spanish values', () => {
    expect(propertyFacts(listing())).toEqual([
      { label: 'Recámaras', value: '3' },
      { label: 'Baños completos', value: '2' },
      { label: 'Medios baños', value: '1' },
      { label: 'Estacionamientos', value: '2' },
      { label: 'Construcción', value: '280 m²' },
      { label: 'Terreno', value: '300 m²' },
      { label: 'Antigüedad', value: 'A estrenar' },
      { label: 'Mantenimiento', value: '$3,500/mes' },
      { label: 'Jardín', value: 'Sí' },
    ]);
  });

  it('leaves out what is unknown', () => {
    const labels = propertyFacts(
      listing({ halfBathrooms: 0, landArea: null, ageYears: null, maintenanceFee: null, hasGarden: false }),
    ).map((fact) => fact.label);
    expect(labels).toEqual(['Recámaras', 'Baños completos', 'Estacionamientos', 'Construcción', 'Jardín']);
    expect(propertyFacts(listing({ ageYears: 12 }))).toContainEqual({ label: 'Antigüedad', value: '12 años' });
  });
});

describe('summarize', () => {
  it('keeps a short text whole, on one line', () => {
    expect(summarize('Casa con\n\njardín.')).toBe('Casa con jardín.');
  });

  it('cuts a long text at a word and marks the cut', () => {
    const text = 'Residencia contemporánea con jardín de 400 m², alberca, cava y gimnasio, a cinco minutos de Reforma.';
    const short = summarize(text, 50);
    expect(short.length).toBeLessThanOrEqual(50);
    expect(short).toBe('Residencia contemporánea con jardín de 400 m²…');
  });
});
