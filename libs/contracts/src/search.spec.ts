import { describe, expect, it } from '@jest/globals';
import { fieldErrors } from './http-error.js';
import { searchCriteriaSchema } from './search.js';
import { defaultSearchCriteria, RENT_PRICE_SLIDER, searchDefaultsFor, searchFromUrl, searchToUrl } from './search-options.js';
import { propertyFilterTypes, propertyTypesMatchedByFilter, mexicanStates } from './labels.js';

describe('search criteria', () => {
  it('accepts the spec defaults unchanged', () => {
    expect(searchCriteriaSchema.parse(defaultSearchCriteria)).toEqual(defaultSearchCriteria);
  });

  it('accepts an empty body: every filter is optional', () => {
    expect(searchCriteriaSchema.parse({})).toEqual({});
  });

  it('treats blank selects as no filter and drops unknown keys', () => {
    expect(searchCriteriaSchema.parse({ operationType: '', state: ' ', location: '', foo: 1 })).toEqual({});
  });

  it('reports bad types per field in Spanish', () => {
    const result = searchCriteriaSchema.safeParse({ minPrice: 'mucho', bedrooms: -1, hasGarden: 'si', state: 'Texas' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      minPrice: 'Debe ser un número',
      bedrooms: 'No puede ser negativo',
      hasGarden: 'Debe ser verdadero o falso',
      state: 'Estado no válido',
    });
  });

  it('every filter type finds at least itself', () => {
    for (const type of propertyFilterTypes) expect(propertyTypesMatchedByFilter[type]).toContain(type);
  });

  it('lists the 32 federal entities', () => {
    expect(new Set(mexicanStates).size).toBe(32);
  });
});

describe('the search in the address', () => {
  const url = (query: string) => searchFromUrl(new URLSearchParams(query));

  it('holds no search when none of its parameters is there', () => {
    expect(url('')).toBeNull();
    expect(url('utm_source=boletin')).toBeNull();
  });

  it('reads the Spanish parameters over the spec defaults', () => {
    expect(url('operacion=rentar&tipo=casa&estado=ciudad-de-mexico&ubicacion=Polanco&precio-max=8000000&recamaras=2&jardin=si&orden=precio-menor')).toEqual({
      criteria: {
        ...defaultSearchCriteria,
        operationType: 'rentar',
        propertyType: 'casa',
        state: 'Ciudad de México',
        location: 'Polanco',
        maxPrice: 8_000_000,
        bedrooms: 2,
        hasGarden: true,
      },
      sort: 'price_asc',
    });
    expect(url('ubicacion=merida')).toEqual({ criteria: { ...defaultSearchCriteria, location: 'merida' }, sort: 'relevance' });
  });

  it('drops values edited into nonsense instead of failing', () => {
    expect(url('operacion=alquilar&tipo=castillo&estado=texas&recamaras=-2&precio-max=mucho&jardin=tal-vez&orden=azar&ubicacion=%20')).toEqual({
      criteria: defaultSearchCriteria,
      sort: 'relevance',
    });
  });

  it('keeps numbers within their bounds and drops the rest', () => {
    expect(url('recamaras=50&banos=51&superficie-min=12.5&precio-min=1.5&precio-max=1e6&orden=constructor')).toEqual({
      criteria: { ...defaultSearchCriteria, bedrooms: 50, minArea: 12.5, maxPrice: 1_000_000 },
      sort: 'relevance',
    });
    expect(url(`ubicacion=${'a'.repeat(101)}`)!.criteria.location).toBeUndefined();
    expect(url('ubicacion=%20%20Polanco%20')!.criteria.location).toBe('Polanco');
  });

  it("takes a rent's price defaults from the monthly slider", () => {
    expect(url('operacion=rentar')!.criteria).toMatchObject({ minPrice: 0, maxPrice: RENT_PRICE_SLIDER.max });
    expect(searchToUrl({ criteria: { ...defaultSearchCriteria, operationType: 'rentar', maxPrice: RENT_PRICE_SLIDER.max }, sort: 'relevance' }).toString()).toBe('operacion=rentar');
    expect(searchToUrl({ criteria: { ...defaultSearchCriteria, operationType: 'rentar' }, sort: 'relevance' }).toString()).toBe('operacion=rentar&precio-max=10000000');
  });

  it('writes only what differs from the defaults, and always the operation', () => {
    expect(searchToUrl({ criteria: defaultSearchCriteria, sort: 'relevance' }).toString()).toBe('operacion=comprar');
    const search = {
      criteria: { ...searchDefaultsFor('rentar'), state: 'Yucatán', location: 'Mérida centro', minArea: 120, hasGarden: true },
      sort: 'newest',
    } as const;
    const written = searchToUrl(search);
    expect(written.toString()).toBe('operacion=rentar&estado=yucatan&ubicacion=M%C3%A9rida+centro&superficie-min=120&jardin=si&orden=recientes');
    expect(searchFromUrl(written)).toEqual(search);
  });
});
