import { candidateMatchKeys, NO_PRICE_CEILING, savedSearchMatchColumns } from './saved-search-match.js';

describe('saved-search match columns', () => {
  it('keys a search by operation, type and state, "*" for what it leaves open', () => {
    expect(savedSearchMatchColumns({ operationType: 'comprar', propertyType: 'casa' }).matchKey).toBe('comprar|casa|*');
    expect(savedSearchMatchColumns({}).matchKey).toBe('*|*|*');
  });

  it('reads a maximum at the slider top as no ceiling, as the catalogue search does', () => {
    expect(savedSearchMatchColumns({ operationType: 'comprar', maxPrice: 10_000_000 }).maxPrice).toBe(NO_PRICE_CEILING);
    expect(savedSearchMatchColumns({ operationType: 'rentar', maxPrice: 500_000 }).maxPrice).toBe(NO_PRICE_CEILING);
    expect(savedSearchMatchColumns({ operationType: 'rentar', maxPrice: 60_000 }).maxPrice).toBe(60_000);
    expect(savedSearchMatchColumns({ maxArea: 1000 }).maxArea).toBeNull();
  });

  it('keeps the location as the catalogue terms', () => {
    const terms = savedSearchMatchColumns({ location: 'Lomas de Chapultepec, CDMX' }).locationTerms!;
    expect(terms).toEqual(
      expect.arrayContaining([
        { pattern: '%lomas%', states: [] },
        { pattern: '%chapultepec%', states: [] },
        expect.objectContaining({ states: ['Ciudad de México'] }),
      ]),
    );
  });

  it('gives a listing every key a search fitting it can have, the filter types that find its type included', () => {
    const keys = candidateMatchKeys({ operationType: 'comprar', propertyType: 'casa_condominio', state: 'Jalisco' });
    expect(keys).toEqual(expect.arrayContaining(['comprar|casa|Jalisco', 'comprar|condominio|*', '*|casa_condominio|Jalisco', '*|*|*']));
    expect(keys).not.toContain('comprar|departamento|Jalisco');
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(2 * 4 * 2);
  });
});
