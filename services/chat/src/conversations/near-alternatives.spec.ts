import { describe, expect, it } from '@jest/globals';
import { matchesHeading } from './conversations.service.js';
import { nearAlternatives } from './near-alternatives.js';

describe('what the assistant says of a search', () => {
  it('agrees in number', () => {
    expect(matchesHeading(1)).toBe('Encontré 1 propiedad que coincide:');
    expect(matchesHeading(2)).toBe('Encontré 2 propiedades que coinciden:');
    expect(matchesHeading(1234)).toBe('Encontré 1,234 propiedades que coinciden; estas son algunas:');
  });

  it('tries the same place for sale instead of rent, then the neighbouring places, then a wider budget', () => {
    const near = nearAlternatives({ propertyType: 'casa', operationType: 'rentar', location: 'Tulum', maxPrice: 40_000 });
    expect(near.map((alternative) => alternative.criteria)).toEqual([
      { propertyType: 'casa', operationType: 'comprar', location: 'Tulum' },
      { propertyType: 'casa', operationType: 'rentar', location: 'Playa del Carmen', maxPrice: 40_000 },
      { propertyType: 'casa', operationType: 'rentar', location: 'Bacalar', maxPrice: 40_000 },
      { propertyType: 'casa', operationType: 'rentar', location: 'Tulum', maxPrice: 50_000 },
    ]);
    expect(near.map((alternative) => alternative.describe(3))).toEqual([
      'hay 3 en venta en Tulum',
      'hay 3 muy cerca, en Playa del Carmen',
      'hay 3 muy cerca, en Bacalar',
      'hay 3 con un presupuesto un poco mayor, hasta $50,000',
    ]);
  });

  it('has nothing near to offer for criteria it cannot widen', () => {
    expect(nearAlternatives({ propertyType: 'terreno' })).toEqual([]);
  });
});
