import { describe, expect, it } from '@jest/globals';
import { portalPropertyQuerySchema } from '@prestigio/contracts';
import {
  filtersFromSearchParams,
  hasActiveFilters,
  noFilters,
  pageSummary,
  pageSummaryText,
  portalListQueryString,
  searchParamsFromFilters,
} from './portal-list-query';

describe('the table filters in the page URL', () => {
  it('round-trips every filter', () => {
    const filters = { text: 'Polanco', status: 'disponible' as const, mine: true, page: 3 };
    expect(searchParamsFromFilters(filters).toString()).toBe('q=Polanco&estado=disponible&mias=1&pagina=3');
    expect(filtersFromSearchParams(searchParamsFromFilters(filters))).toEqual(filters);
  });

  it('leaves defaults out of the URL', () => {
    expect(searchParamsFromFilters(noFilters).toString()).toBe('');
    expect(searchParamsFromFilters({ ...noFilters, text: '   ' }).toString()).toBe('');
  });

  it('ignores malformed values instead of failing', () => {
    const params = new URLSearchParams('estado=perdida&pagina=-2&mias=si&q=' + 'x'.repeat(150));
    expect(filtersFromSearchParams(params)).toEqual({ text: 'x'.repeat(100), status: '', mine: false, page: 1 });
    expect(filtersFromSearchParams(new URLSearchParams('pagina=2.5')).page).toBe(1);
  });
});

describe('portalListQueryString', () => {
  it('is what the service validates, with the page size', () => {
    const query = portalListQueryString({ text: ' Cancún ', status: 'borrador', mine: true, page: 2 });
    expect(query).toBe('text=Canc%C3%BAn&status=borrador&mine=true&page=2&pageSize=20');
    const parsed = portalPropertyQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    expect(parsed).toEqual({ text: 'Cancún', status: 'borrador', mine: true, page: 2, pageSize: 20 });
  });

  it('sends mine=false and no text or status when there are none', () => {
    expect(portalListQueryString(noFilters)).toBe('mine=false&page=1&pageSize=20');
  });
});

describe('hasActiveFilters', () => {
  it('is true for any filter but the page', () => {
    expect(hasActiveFilters(noFilters)).toBe(false);
    expect(hasActiveFilters({ ...noFilters, page: 4 })).toBe(false);
    expect(hasActiveFilters({ ...noFilters, text: 'Mérida' })).toBe(true);
    expect(hasActiveFilters({ ...noFilters, status: 'vendida' })).toBe(true);
    expect(hasActiveFilters({ ...noFilters, mine: true })).toBe(true);
  });
});

describe('page summary', () => {
  it('counts the rows shown out of all matches', () => {
    expect(pageSummary(1, 85, 20)).toEqual({ from: 1, to: 20, count: 85, pageCount: 5 });
    expect(pageSummary(5, 85, 5)).toEqual({ from: 81, to: 85, count: 85, pageCount: 5 });
    expect(pageSummaryText(pageSummary(2, 85, 20))).toBe('Mostrando 21–40 de 85 propiedades');
    expect(pageSummaryText(pageSummary(1, 1, 1))).toBe('Mostrando 1–1 de 1 propiedad');
    expect(pageSummaryText(pageSummary(1, 1250, 20))).toBe('Mostrando 1–20 de 1,250 propiedades');
  });

  it('has one page and no rows when nothing matches', () => {
    expect(pageSummary(1, 0, 0)).toEqual({ from: 0, to: 0, count: 0, pageCount: 1 });
    expect(pageSummaryText(pageSummary(1, 0, 0))).toBe('Sin resultados');
  });
});
