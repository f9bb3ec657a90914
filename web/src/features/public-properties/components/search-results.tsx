import { searchSortLabels, searchSorts, type SearchSort } from '@prestigio/contracts';
import { SearchX } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Select, SelectOptions } from '../../../components/ui/select';
import { PropertyCard } from './property-card';
import type { PropertySearchState } from '../hooks/use-property-search';
import { resultCountLabel, SEARCH_RESULTS_ID } from '../lib/search-form';

type SearchResultsProps = {
  search: PropertySearchState;
  onLoadMore: () => void;
  onSortChange: (sort: SearchSort) => void;
  /** "Guardar búsqueda" (the saved-searches feature, given by the page): beside the count, and with no results. */
  saveSearch?: ReactNode;
};

function EmptyResults({ saveSearch }: { saveSearch?: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-navy-100">
      <SearchX className="mx-auto h-12 w-12 text-gold-500" aria-hidden="true" />
      <h3 className="mt-5 text-2xl font-semibold text-navy-900">No se encontraron propiedades</h3>
      <p className="mt-3 leading-relaxed text-navy-500">
        Intente con otros filtros: amplíe el rango de precio o de superficie, elija otro estado o quite alguno de los
        filtros activos. Si lo prefiere, contáctenos y un asesor buscará por usted entre las propiedades que aún no
        publicamos.
      </p>
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        <Button asChild variant="navy">
          <a href="#contacto">Hablar con un asesor</a>
        </Button>
        {saveSearch}
      </div>
      {saveSearch && <p className="mt-4 text-sm text-navy-500">O guarde esta búsqueda y le avisaremos por correo cuando aparezca algo así.</p>}
    </div>
  );
}

/** The results of the landing's search, inside the search section: count, sort, a 3-column grid, more on demand. */
export function SearchResults({ search, onLoadMore, onSortChange, saveSearch }: SearchResultsProps) {
  const sortId = useId();
  const { results, count, loadingMore, status, sort } = search;
  const remaining = count - results.length;

  return (
    <div id={SEARCH_RESULTS_ID} className="mt-14 scroll-mt-24" aria-busy={status === 'pending' || undefined}>
      {count === 0 && results.length === 0 ? (
        <EmptyResults saveSearch={saveSearch} />
      ) : (
        <>
          <div className="flex flex-col gap-4 border-b border-navy-200 pb-5 sm:flex-row sm:items-end sm:justify-between">
            <h3 className="text-2xl font-semibold text-navy-900" aria-live="polite">
              {resultCountLabel(count)}
            </h3>
            <div className="flex flex-wrap items-center gap-3">
              {saveSearch}
              <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap text-navy-700">
                Ordenar por
              </label>
              <Select
                id={sortId}
                value={sort}
                onChange={(event) => onSortChange(event.target.value as SearchSort)}
                className="w-56"
              >
                <SelectOptions values={searchSorts} labels={searchSortLabels} />
              </Select>
            </div>
          </div>
          <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-testid="search-results-grid">
            {results.map((property) => (
              <li key={property.id} className="flex">
                <div className="flex w-full flex-col [&>article]:flex-1">
                  <PropertyCard property={property} />
                </div>
              </li>
            ))}
          </ul>
          {remaining > 0 && (
            <div className="mt-12 flex flex-col items-center gap-3">
              <p className="text-sm text-navy-500">
                Mostrando {results.length.toLocaleString('es-MX')} de {count.toLocaleString('es-MX')}
              </p>
              <Button variant="secondary" size="lg" onClick={onLoadMore} disabled={loadingMore}>
                {loadingMore ? 'Cargando...' : 'Ver más propiedades'}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
