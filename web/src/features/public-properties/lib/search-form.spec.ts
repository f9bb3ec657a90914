import { describe, expect, it } from '@jest/globals';
import { AREA_SLIDER, defaultSearchCriteria, PRICE_SLIDER, RENT_PRICE_SLIDER } from '@prestigio/contracts';
import {
  filterChips,
  formatAreaBound,
  formatAtLeast,
  formatPriceBound,
  initialSearchForm,
  resetSearchField,
  resultCountLabel,
  searchFormFrom,
  toSearchCriteria,
  usesAdvancedFilters,
  withOperation,
  withRangeValue,
  type SearchFormValues,
} from './search-form';

const form = (overrides: Partial<SearchFormValues> = {}): SearchFormValues => ({ ...initialSearchForm, ...overrides });

describe('initialSearchForm', () => {
  it('starts from the spec §9 defaults with no type, state or location chosen', () => {
    expect(toSearchCriteria(initialSearchForm)).toEqual(defaultSearchCriteria);
    expect(initialSearchForm).toMatchObject({
      operationType: 'comprar',
      minPrice: 0,
      maxPrice: 10_000_000,
      bedrooms: 0,
      bathrooms: 0,
      parkingSpaces: 0,
      minArea: 0,
      maxArea: 1000,
      hasGarden: false,
      propertyType: '',
      state: '',
      location: '',
    });
  });
});

describe('toSearchCriteria', () => {
  it('leaves out blank choices and trims the free text', () => {
    const criteria = toSearchCriteria(form({ propertyType: 'casa', state: 'Jalisco', location: '  Zapopan ' }));
    expect(criteria).toEqual({ ...defaultSearchCriteria, propertyType: 'casa', state: 'Jalisco', location: 'Zapopan' });
  });

  it('drops a location made only of spaces', () => {
    expect(toSearchCriteria(form({ location: '   ' }))).not.toHaveProperty('location');
  });
});

describe('filterChips', () => {
  it('shows no chip for the defaults', () => {
    expect(filterChips(initialSearchForm)).toEqual([]);
  });

  it('names every active filter in the form order', () => {
    const chips = filterChips(
      form({
        operationType: 'remate',
        propertyType: 'departamento',
        state: 'Nuevo León',
        location: 'San Pedro',
        minPrice: 2_000_000,
        maxPrice: 8_500_000,
        minArea: 120,
        maxArea: 400,
        bedrooms: 3,
        bathrooms: 1,
        parkingSpaces: 2,
        hasGarden: true,
      }),
    );
    expect(chips).toEqual([
      { field: 'operationType', label: 'Remate Bancario' },
      { field: 'propertyType', label: 'Departamento' },
      { field: 'state', label: 'Nuevo León' },
      { field: 'location', label: '“San Pedro”' },
      { field: 'minPrice', label: 'Precio desde $2,000,000' },
      { field: 'maxPrice', label: 'Precio hasta $8,500,000' },
      { field: 'minArea', label: 'Superficie desde 120 m²' },
      { field: 'maxArea', label: 'Superficie hasta 400 m²' },
      { field: 'bedrooms', label: '3+ recámaras' },
      { field: 'bathrooms', label: '1+ baño' },
      { field: 'parkingSpaces', label: '2+ estacionamientos' },
      { field: 'hasGarden', label: 'Con jardín' },
    ]);
  });

  it('says "o más" for a minimum at the slider top', () => {
    expect(filterChips(form({ minPrice: PRICE_SLIDER.max }))).toContainEqual({
      field: 'minPrice',
      label: 'Precio desde $10,000,000 o más',
    });
  });
});

describe('resetSearchField', () => {
  it('puts only that field back to its default', () => {
    const values = form({ state: 'Yucatán', bedrooms: 2, hasGarden: true });
    expect(resetSearchField(values, 'bedrooms')).toEqual({ ...values, bedrooms: 0 });
    expect(resetSearchField(values, 'state')).toEqual({ ...values, state: '' });
    expect(resetSearchField(values, 'hasGarden')).toEqual({ ...values, hasGarden: false });
  });

  it('leaves the given values untouched', () => {
    const values = form({ maxPrice: 3_000_000 });
    resetSearchField(values, 'maxPrice');
    expect(values.maxPrice).toBe(3_000_000);
  });
});

describe('withOperation', () => {
  it('puts the price range on the whole of the new slider when a rent (by the month) comes in or goes', () => {
    const rent = withOperation(form({ minPrice: 2_000_000, maxPrice: 5_000_000, bedrooms: 2 }), 'rentar');
    expect(rent).toMatchObject({ operationType: 'rentar', minPrice: 0, maxPrice: RENT_PRICE_SLIDER.max, bedrooms: 2 });
    expect(filterChips(rent)).toEqual([{ field: 'operationType', label: 'Rentar' }, { field: 'bedrooms', label: '2+ recámaras' }]);
    expect(withOperation({ ...rent, maxPrice: 60_000 }, 'comprar')).toMatchObject({ minPrice: 0, maxPrice: PRICE_SLIDER.max });
    expect(resetSearchField({ ...rent, maxPrice: 60_000 }, 'operationType')).toMatchObject({ operationType: 'comprar', maxPrice: PRICE_SLIDER.max });
  });

  it('keeps the range between operations priced the same way', () => {
    expect(withOperation(form({ maxPrice: 5_000_000 }), 'remate')).toMatchObject({ operationType: 'remate', maxPrice: 5_000_000 });
  });

  it('counts a rent price as a filter against the rent slider', () => {
    const rent = withOperation(initialSearchForm, 'rentar');
    expect(filterChips({ ...rent, maxPrice: 60_000 })).toContainEqual({ field: 'maxPrice', label: 'Precio hasta $60,000/mes' });
    expect(resetSearchField({ ...rent, maxPrice: 60_000 }, 'maxPrice')).toEqual(rent);
    expect(usesAdvancedFilters(rent)).toBe(false);
  });
});

describe('withRangeValue', () => {
  it('moves one end when the range stays valid', () => {
    expect(withRangeValue(form({ maxPrice: 5_000_000 }), 'minPrice', 1_000_000)).toMatchObject({
      minPrice: 1_000_000,
      maxPrice: 5_000_000,
    });
  });

  it('pushes the maximum up when the minimum passes it, and the minimum down the other way', () => {
    expect(withRangeValue(form({ maxPrice: 2_000_000 }), 'minPrice', 3_000_000)).toMatchObject({
      minPrice: 3_000_000,
      maxPrice: 3_000_000,
    });
    expect(withRangeValue(form({ minArea: 300 }), 'maxArea', 200)).toMatchObject({ minArea: 200, maxArea: 200 });
  });
});

describe('slider and stepper texts', () => {
  it('formats prices in es-MX pesos without decimals and marks the top as "o más"', () => {
    expect(formatPriceBound(0, 'comprar')).toBe('$0');
    expect(formatPriceBound(2_500_000, 'comprar')).toBe('$2,500,000');
    expect(formatPriceBound(PRICE_SLIDER.max, 'remate')).toBe('$10,000,000 o más');
    // Above the slider's range (a bound the chat assistant may set) it is a real bound, not "or more".
    expect(formatPriceBound(42_000_000, 'comprar')).toBe('$42,000,000');
  });

  it('reads rents by the month, on their own slider', () => {
    expect(formatPriceBound(45_000, 'rentar')).toBe('$45,000/mes');
    expect(formatPriceBound(RENT_PRICE_SLIDER.max, 'rentar')).toBe('$500,000/mes o más');
    expect(formatPriceBound(RENT_PRICE_SLIDER.max, 'comprar')).toBe('$500,000');
  });

  it('formats areas in m² and marks the top as "o más"', () => {
    expect(formatAreaBound(250)).toBe('250 m²');
    expect(formatAreaBound(AREA_SLIDER.max)).toBe('1,000 m² o más');
  });

  it('reads 0 as "any" and other counts as "at least"', () => {
    expect(formatAtLeast(0)).toBe('Cualquiera');
    expect(formatAtLeast(3)).toBe('3+');
  });

  it('counts results in Spanish', () => {
    expect(resultCountLabel(1)).toBe('1 propiedad encontrada');
    expect(resultCountLabel(0)).toBe('0 propiedades encontradas');
    expect(resultCountLabel(1234)).toBe('1,234 propiedades encontradas');
  });
});

describe('searchFormFrom', () => {
  it('shows an applied search in the form, and the defaults when there is none', () => {
    expect(searchFormFrom(undefined)).toEqual(initialSearchForm);
    const criteria = toSearchCriteria(form({ operationType: 'rentar', state: 'Yucatán', location: 'Mérida', bedrooms: 2 }));
    expect(searchFormFrom(criteria)).toEqual(form({ operationType: 'rentar', state: 'Yucatán', location: 'Mérida', bedrooms: 2 }));
    expect(toSearchCriteria(searchFormFrom(criteria))).toEqual(criteria);
  });

  it('tells when a filter of the advanced panel is set', () => {
    expect(usesAdvancedFilters(withOperation(form({ location: 'Mérida' }), 'rentar'))).toBe(false);
    expect(usesAdvancedFilters(form({ hasGarden: true }))).toBe(true);
    expect(usesAdvancedFilters(form({ maxPrice: 5_000_000 }))).toBe(true);
  });
});
