import { describe, expect, it } from '@jest/globals';
import { fieldErrors } from './http-error.js';
import { defaultSearchCriteria, searchCriteriaSchema } from './search.js';
import { propertyFilterTypes, propertyTypesMatchedByFilter, mexicanStates } from './catalog.js';

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
