import {
  SEARCH_PAGE_SIZE,
  searchFromUrl,
  searchToUrl,
  searchUrlParams,
  type LandingSearch,
  type PropertySummary,
  type SearchResponse,
  type SearchSort,
} from '@prestigio/contracts';
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { toast } from '../../../components/ui/toast';
import { afterNextPaint } from '../../../lib/after-next-paint';
import { searchProperties } from '../api/search-properties';
import { asResultsPlace, currentResultsPlace, type ResultsPlace } from '../lib/results-place';

export type SearchStatus = 'idle' | 'pending' | 'success' | 'error';

export type PropertySearchState = {
  /** Spec §4: idle, then pending, then success or error. */
  status: SearchStatus;
  sort: SearchSort;
  results: PropertySummary[];
  count: number;
  page: number;
  loadingMore: boolean;
};

const initialState: PropertySearchState = {
  status: 'idle',
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
 * Where the visitor was on a search's history entry and how many pages they had loaded, so that Back (from a listing
 * they opened, say) brings them to the same card. Kept per entry in sessionStorage, as the browser keeps scroll.
 */
type SavedView = { place: ResultsPlace; pages: number };
const savedViewKey = (historyKey: string) => `prestigio:busqueda:${historyKey}`;

function readSavedView(historyKey: string): SavedView | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(savedViewKey(historyKey)) ?? 'null') as Partial<SavedView> | null;
    const place = asResultsPlace(saved?.place);
    if (!place || typeof saved?.pages !== 'number') return null;
    return { place, pages: Math.max(1, Math.floor(saved.pages)) };
  } catch {
    return null;
  }
}

function saveView(historyKey: string, view: SavedView): void {
  try {
    sessionStorage.setItem(savedViewKey(historyKey), JSON.stringify(view));
  } catch {
    // Storage full or refused (private mode): Back then shows the search from its first page.
  }
}

/** How long after the visitor stops scrolling their place is saved. */
const SAVE_AFTER_SCROLL_MS = 250;

/** At most this many pages come back in the one request that restores a view (the API's largest page). */
const MAX_RESTORED_PAGES = Math.floor(SEARCH_PAGE_SIZE.max / SEARCH_PAGE_SIZE.default);

/** The first `pages` pages of a search, in one request. */
function requestPages(search: LandingSearch, pages: number): Promise<SearchResponse> {
  return searchProperties({ ...search.criteria, sort: search.sort, page: 1, pageSize: SEARCH_PAGE_SIZE.default * pages });
}

/** A search's request sent at the press, by the address it puts in place (its one written form). */
type EarlyRequest = { urlKey: string; response: Promise<SearchResponse> };

/**
 * The landing's search, with the page's address as its one source of truth: `?operacion=…&tipo=…` (libs/contracts
 * `searchToUrl`). A new search is a new history entry, so Back returns to the previous one; whatever puts a search in
 * the address (the form, a chip, Back, a shared link) runs it. "More results" appends the next page of the same
 * search, and an answer that arrives after a newer search started is dropped.
 *
 * `onResults` runs once the results of a search are on screen: with the saved place when the visitor comes back to
 * an entry they had left (Back), or null for a search that is new on screen.
 */
export function usePropertySearch({ onResults }: { onResults: (savedPlace: ResultsPlace | null) => void }) {
  const [params, setParams] = useSearchParams();
  const { key: historyKey } = useLocation();
  const found = searchFromUrl(params);
  // The address in its one written form: the same search always has the same key, whatever the parameter order.
  const urlKey = found ? searchToUrl(found).toString() : '';
  const applied = useMemo(() => (urlKey ? searchFromUrl(new URLSearchParams(urlKey)) : null), [urlKey]);

  const [state, setState] = useState<PropertySearchState>(initialState);
  const latestRequest = useRef(0);
  const afterResults = useRef<(() => void) | null>(null);
  const onResultsRef = useRef(onResults);
  const historyKeyRef = useRef(historyKey);
  const pagesRef = useRef(0);
  const earlyRequest = useRef<EarlyRequest | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useLayoutEffect(() => {
    onResultsRef.current = onResults;
    historyKeyRef.current = historyKey;
    pagesRef.current = state.page;
  });

  const run = useCallback(async (search: LandingSearch, savedView: SavedView | null) => {
    const request = ++latestRequest.current;
    const pages = Math.min(savedView?.pages ?? 1, MAX_RESTORED_PAGES);
    const early = earlyRequest.current;
    earlyRequest.current = null;
    setState((current) => ({ ...current, status: 'pending', loadingMore: false }));
    try {
      const response = await (early && pages === 1 && early.urlKey === searchToUrl(search).toString() ? early.response : requestPages(search, pages));
      if (request !== latestRequest.current) return;
      afterResults.current = () => onResultsRef.current(savedView?.place ?? null);
      // A page of cards is a long render on a phone (over 100 ms at 4x CPU): as a transition React renders it in
      // slices, so a tap or a frame meanwhile is not held up behind it.
      startTransition(() =>
        setState({
          status: 'success',
          sort: search.sort,
          results: response.results,
          count: response.count,
          page: Math.max(1, Math.ceil(response.results.length / SEARCH_PAGE_SIZE.default)),
          loadingMore: false,
        }),
      );
    } catch {
      if (request !== latestRequest.current) return;
      setState((current) => ({ ...current, status: 'error' }));
      showSearchError();
    }
  }, []);

  // With no search in the address, nothing is on screen (adjusted during render, before it shows)...
  if (!applied && state !== initialState) setState(initialState);
  // ...and whatever put a search there, it is run; an answer still on its way for the previous one is dropped.
  useEffect(() => {
    if (!applied) {
      latestRequest.current += 1;
      return;
    }
    void run(applied, readSavedView(historyKeyRef.current));
  }, [applied, run]);

  // The results are in the page: now the view can move to them (or back to where the visitor was).
  useLayoutEffect(() => {
    if (state.status !== 'success' || !afterResults.current) return;
    const arrived = afterResults.current;
    afterResults.current = null;
    arrived();
  }, [state]);

  // An entry holding a search is scrolled back by this hook once its results are in; the browser's own restoration
  // (set per history entry) would land short of them, then jump when it retries as the page grows.
  const hasSearch = applied !== null;
  useLayoutEffect(() => {
    if (!hasSearch) return;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, [hasSearch, historyKey]);

  // Where the visitor is, saved for this entry as they scroll (shortly after they stop) and when they leave it (another
  // page, another search), so Back finds it however the leaving went. Layout effects: their clean-up runs before React
  // takes this page out of the document, so what is saved is still this page's, and no later scroll of the next page
  // (a listing opening at its top) can overwrite it.
  useLayoutEffect(() => {
    const save = () => {
      if (pagesRef.current > 0) saveView(historyKey, { place: currentResultsPlace(), pages: pagesRef.current });
    };
    let pending: number | undefined;
    const saveSoon = () => {
      window.clearTimeout(pending);
      pending = window.setTimeout(save, SAVE_AFTER_SCROLL_MS);
    };
    window.addEventListener('scroll', saveSoon, { passive: true });
    return () => {
      window.removeEventListener('scroll', saveSoon);
      window.clearTimeout(pending);
      save();
    };
  }, [historyKey]);

  /**
   * Puts a search in the address (a new history entry), or runs it again when it is already the one there. Its request
   * leaves during the press, long before React has rendered the new address (the first search also lays out the
   * results' place): the answer travels meanwhile, and the search this address runs takes it instead of asking again.
   * A search run again sends its request during the press too (`run`), so a first search and the next ones wait alike
   * (docs/performance.md, issue 28).
   */
  const submit = useCallback(
    (search: LandingSearch, { replace = false }: { replace?: boolean } = {}) => {
      const next = searchToUrl(search);
      if (next.toString() === urlKey) {
        void run(search, null);
        return;
      }
      const inAddress = searchFromUrl(next);
      if (inAddress) {
        const response = requestPages(inAddress, 1);
        // Its failure is the search's to show, once it runs; should it never run (another press first), it is dropped.
        response.catch(() => undefined);
        earlyRequest.current = { urlKey: searchToUrl(inAddress).toString(), response };
      }
      // The router's navigation and the render of the new address (a transition, in slices) start once the press's
      // frame is on screen: started within the press, their slices kept that frame from painting for up to 100 ms.
      // A search left behind meanwhile (the visitor went to another page) does not put itself in that page's address.
      afterNextPaint(() => {
        if (mounted.current) setParams(next, { replace });
      });
    },
    [urlKey, run, setParams],
  );

  /** No search in the address any more (a new history entry: Back brings the cleared one back). */
  const clear = useCallback(() => {
    if (!applied) return;
    const next = new URLSearchParams(params);
    for (const name of Object.values(searchUrlParams)) next.delete(name);
    setParams(next);
  }, [applied, params, setParams]);

  const loadMore = useCallback(async () => {
    if (!applied || state.loadingMore) return;
    const request = ++latestRequest.current;
    const nextPage = state.page + 1;
    setState((current) => ({ ...current, loadingMore: true }));
    try {
      const response = await searchProperties({
        ...applied.criteria,
        sort: applied.sort,
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
  }, [applied, state.loadingMore, state.page]);

  /** A new order of the same search replaces its history entry: Back still goes to the search before. */
  const changeSort = useCallback(
    (sort: SearchSort) => {
      if (applied) submit({ criteria: applied.criteria, sort }, { replace: true });
    },
    [applied, submit],
  );

  return { ...state, applied, submit, clear, loadMore, changeSort };
}
