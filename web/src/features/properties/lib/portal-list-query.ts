import { propertyStatuses, type PropertyStatus } from '@prestigio/contracts';

/** The properties table's filters as kept in the page URL (so reload, back and shared links keep them). */
export interface PortalListFilters {
  text: string;
  status: PropertyStatus | '';
  mine: boolean;
  page: number;
}

export const PORTAL_PAGE_SIZE = 20;
export const TEXT_MAX_LENGTH = 100;

export const noFilters: PortalListFilters = { text: '', status: '', mine: false, page: 1 };

function isStatus(value: string | null): value is PropertyStatus {
  return (propertyStatuses as readonly string[]).includes(value ?? '');
}

/** Reads the filters from the URL, ignoring anything malformed rather than failing the page. */
export function filtersFromSearchParams(params: URLSearchParams): PortalListFilters {
  const page = Number(params.get('pagina'));
  const status = params.get('estado');
  return {
    text: (params.get('q') ?? '').slice(0, TEXT_MAX_LENGTH),
    status: isStatus(status) ? status : '',
    mine: params.get('mias') === '1',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query for these filters; defaults are left out so the plain /properties stays plain. */
export function searchParamsFromFilters(filters: PortalListFilters): URLSearchParams {
  const params = new URLSearchParams();
  const text = filters.text.trim();
  if (text) params.set('q', text);
  if (filters.status) params.set('estado', filters.status);
  if (filters.mine) params.set('mias', '1');
  if (filters.page > 1) params.set('pagina', String(filters.page));
  return params;
}

/** GET /api/properties/manage with these filters (portalPropertyQuerySchema's names). */
export function portalListQueryString(filters: PortalListFilters, pageSize = PORTAL_PAGE_SIZE): string {
  const params = new URLSearchParams();
  const text = filters.text.trim();
  if (text) params.set('text', text);
  if (filters.status) params.set('status', filters.status);
  params.set('mine', String(filters.mine));
  params.set('page', String(filters.page));
  params.set('pageSize', String(pageSize));
  return params.toString();
}

export function hasActiveFilters(filters: PortalListFilters): boolean {
  return filters.text.trim() !== '' || filters.status !== '' || filters.mine;
}

export interface PageSummary {
  /** 1-based index of the first row shown; 0 when there are none. */
  from: number;
  to: number;
  count: number;
  pageCount: number;
}

export function pageSummary(page: number, count: number, shown: number, pageSize = PORTAL_PAGE_SIZE): PageSummary {
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  return { from, to: shown === 0 ? 0 : from + shown - 1, count, pageCount: Math.max(1, Math.ceil(count / pageSize)) };
}

const countFormat = new Intl.NumberFormat('es-MX');

/** "Mostrando 21–40 de 85 propiedades". */
export function pageSummaryText({ from, to, count }: PageSummary): string {
  if (count === 0) return 'Sin resultados';
  const noun = count === 1 ? 'propiedad' : 'propiedades';
  return `Mostrando ${countFormat.format(from)}–${countFormat.format(to)} de ${countFormat.format(count)} ${noun}`;
}
