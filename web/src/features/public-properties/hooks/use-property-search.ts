import {
  SEARCH_PAGE_SIZE,
  type PropertySummary,
  type SearchCriteria,
  type SearchSort,
} from '@prestigio/contracts';
import { useCallback, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { searchProperties } from '../api/search-properties';

export type SearchStatus = 'idle' | 'pending' | 'success' | 'error';

export type PropertySearchState = {
  /** Spec §4: idle, then pending, then success or error. */
  status: SearchStatus;
  /** The criteria of the results on screen (what "more results" and a new sort continue from). */
  applied: SearchCriteria | null;
  sort: SearchSort;
  results: PropertySummary[];
  count: number;
  page: number;
  loadingMore: boolean;
};

const initialState: PropertySearchState = {
  status: 'idle',
  applied: null,
  sort: 'relevance',
  results: [],
  count: 0,
  page: 0,
  loadingMore: false,
};

/** Spec §8: the destructive toast of a failed search. */
export function showSearchError(): void {
  toast({
    variant: 'destructive',
    title: 'Error en la búsqueda',
    description: 'No se pudieron cargar las propiedades. Intente nuevamente.',
  });
}

/**
 * The landing's search: a new search replaces the results (page 1), "more results" appends the next page of the
 * same search. An answer that arrives after a newer search started is dropped.
 */
export function usePropertySearch({ onNewResults }: { onNewResults?: () => void } = {}) {
  const [state, setState] = useState<PropertySearchState>(initialState);
  const latestRequest = useRef(0);

  const search = useCallback(
    async (criteria: SearchCriteria, sort: SearchSort = state.sort) => {
      const request = ++latestRequest.current;
      setState((current) => ({ ...current, status: 'pending', loadingMore: false }));
      try {
        const response = await searchProperties({ ...criteria, sort, page: 1, pageSize: SEARCH_PAGE_SIZE.default });
        if (request !== latestRequest.current) return;
        setState({
          status: 'success',
          applied: criteria,
          sort,
          results: response.results,
          count: response.count,
          page: 1,
          loadingMore: false,
        });
        onNewResults?.();
      } catch {
        if (request !== latestRequest.current) return;
        setState((current) => ({ ...current, status: 'error' }));
        showSearchError();
      }
    },
    [state.sort, onNewResults],
  );

  const loadMore = useCallback(async () => {
    if (!state.applied || state.loadingMore) return;
    const request = ++latestRequest.current;
    const nextPage = state.page + 1;
    setState((current) => ({ ...current, loadingMore: true }));
    try {
      const response = await searchProperties({
        ...state.applied,
        sort: state.sort,
        page: nextPage,
        pageSize: SEARCH_PAGE_SIZE.default,
      });
      if (request !== latestRequest.current) return;
      setState((current) => {
        // The same listing can shift pages when the catalogue changes between requests: show it once.
        const seen = new Set(current.results.map((property) => property.id));
        const fresh = response.results.filter((property) => !seen.has(property.id));
        return { ...current, results: [...current.results, ...fresh], count: response.count, page: nextPage, loadingMore: false };
      });
    } catch {
      if (request !== latestRequest.current) return;
      setState((current) => ({ ...current, loadingMore: false }));
      showSearchError();
    }
  }, [state.applied, state.loadingMore, state.page, state.sort]);

  const changeSort = useCallback(
    (sort: SearchSort) => {
      if (state.applied) void search(state.applied, sort);
      else setState((current) => ({ ...current, sort }));
    },
    [search, state.applied],
  );

  return { ...state, search, loadMore, changeSort };
}
