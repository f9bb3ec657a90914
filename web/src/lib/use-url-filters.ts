import { useSearchParams } from 'react-router-dom';

/**
 * A list's filters kept in the page's URL (shareable, and Back restores them): the current values, and a setter that
 * replaces one (blank removes it) and goes back to the first page.
 */
export function useUrlFilters() {
  const [search, setSearch] = useSearchParams();
  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setSearch(next, { replace: true });
  };
  const setPage = (page: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    setSearch(next);
  };
  return { search, setFilter, setPage };
}
