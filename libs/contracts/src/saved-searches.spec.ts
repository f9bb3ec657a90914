import { savedSearchCreateSchema, savedSearchName, SAVED_SEARCH_NAME_MAX } from './saved-searches.js';

describe('savedSearchName', () => {
  it('names the issue example', () => {
    expect(savedSearchName({ operationType: 'comprar', propertyType: 'casa', location: 'Polanco', maxPrice: 15_000_000 })).toBe(
      'Casa en Polanco hasta $15,000,000',
    );
  });

  it('leaves out a maximum at the slider top ("or more") and the defaults', () => {
    expect(savedSearchName({ operationType: 'comprar', minPrice: 0, maxPrice: 10_000_000, bedrooms: 0, minArea: 0, maxArea: 1000, hasGarden: false })).toBe(
      'Propiedades',
    );
  });

  it('says rent, place and state, a monthly range and the extras', () => {
    expect(
      savedSearchName({ operationType: 'rentar', propertyType: 'departamento', location: 'Condesa', state: 'Ciudad de México', minPrice: 30_000, maxPrice: 60_000, bedrooms: 2, hasGarden: true }),
    ).toBe('Departamento en renta en Condesa, Ciudad de México de $30,000 a $60,000 al mes, 2+ recámaras, con jardín');
  });

  it('cuts a long name at a word', () => {
    const name = savedSearchName({ propertyType: 'casa', location: 'a'.repeat(30) + ' ' + 'b'.repeat(60) + ' ' + 'c'.repeat(9), bedrooms: 3, bathrooms: 2, parkingSpaces: 2, minArea: 200 });
    expect(name.length).toBeLessThanOrEqual(SAVED_SEARCH_NAME_MAX);
    expect(name.endsWith('…')).toBe(true);
  });
});

describe('savedSearchCreateSchema', () => {
  it('asks for consent and a frequency in Spanish', () => {
    const result = savedSearchCreateSchema.safeParse({ criteria: {}, email: 'x@example.com' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain('Debe aceptar la política de privacidad');
    expect(messages).toContain('Elija con qué frecuencia quiere recibir los avisos');
  });
});
