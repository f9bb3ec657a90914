import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromSearchParams, searchParamsFromFilters, type PortalListFilters } from '../lib/portal-list-query';

/**
 * The table's filters, kept in the URL: a reload, the back button or a shared link shows the same page. Typing in
 * the search box replaces the history entry instead of adding one per search.
 */
export function usePortalListFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(params), [params]);

  const setFilters = useCallback(
    (next: PortalListFilters, { replace = false }: { replace?: boolean } = {}) =>
      setParams(searchParamsFromFilters(next), { replace }),
    [setParams],
  );

  return { filters, setFilters };
}
