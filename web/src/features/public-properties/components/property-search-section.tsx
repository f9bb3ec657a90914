import {
  LOCATION_MAX_LENGTH,
  mexicanStates,
  operationOptionLabels,
  operationTypes,
  propertyFilterTypes,
  propertyTypeLabels,
  searchUrlParams,
  type LandingSearch,
  type MexicanState,
  type PropertyFilterType,
} from '@prestigio/contracts';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select, SelectOptions } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { LandingSection } from '../../../components/layouts/public-site/landing-section';
import { usePropertySearch } from '../hooks/use-property-search';
import {
  filterChips,
  initialSearchForm,
  resetSearchField,
  SCROLL_TO_RESULTS_DELAY_MS,
  SEARCH_RESULTS_ID,
  searchFormFrom,
  toSearchCriteria,
  usesAdvancedFilters,
  withFieldsChangedBeforeHydration,
  withOperation,
  type SearchField,
  type SearchFormValues,
} from '../lib/search-form';
import { returnToResultsPlace, type ResultsPlace } from '../lib/results-place';
import { AdvancedFilters } from './advanced-filters';
import { FilterChips } from './filter-chips';
import { SearchResults } from './search-results';

/** What the form shows after Back or Forward, until it is synced with the entry's search. */
const HISTORY_MOVED = Symbol('history moved');

function scrollToResults(): void {
  window.setTimeout(() => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(SEARCH_RESULTS_ID)?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }, SCROLL_TO_RESULTS_DELAY_MS);
}

/** A search new on screen scrolls to its results; coming back to one (Back) returns to where the visitor was. */
function showResults(savedPlace: ResultsPlace | null): void {
  if (savedPlace === null) scrollToResults();
  else returnToResultsPlace(savedPlace);
}

/**
 * Spec §2 property search: basic criteria, the advanced panel, chips, and the results inside the section. The search
 * on screen is the one in the address; the form is a draft of the next one until "Buscar propiedades".
 */
export function PropertySearchSection({ saveSearch }: { saveSearch?: ReactNode }) {
  const advancedId = useId();
  const search = usePropertySearch({ onResults: showResults });
  const pending = search.status === 'pending';
  const { applied } = search;

  const [values, setValues] = useState<SearchFormValues>(() => searchFormFrom(applied?.criteria));
  const [advancedOpen, setAdvancedOpen] = useState(() => usesAdvancedFilters(searchFormFrom(applied?.criteria)));
  // The address changed (Back, a chip, a new search): the form shows that search. Adjusted during render.
  const [formShows, setFormShows] = useState<LandingSearch | null | typeof HISTORY_MOVED>(applied);
  if (applied !== formShows) {
    const next = searchFormFrom(applied?.criteria);
    setFormShows(applied);
    setValues(next);
    if (usesAdvancedFilters(next)) setAdvancedOpen(true);
  }

  // What a visitor chose or typed into the server's form before it was React's is searched for, as it is shown.
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const form = formRef.current;
    if (form) setValues((current) => withFieldsChangedBeforeHydration(form, current));
  }, []);

  // Back and Forward always show the entry's search, even when the router renders a search and the Back that undoes
  // it as one update (both are transitions): the address then looks unchanged, but the draft typed before is gone.
  useEffect(() => {
    const showEntrySearch = () => setFormShows(HISTORY_MOVED);
    window.addEventListener('popstate', showEntrySearch);
    return () => window.removeEventListener('popstate', showEntrySearch);
  }, []);

  const submitValues = (next: SearchFormValues) =>
    search.submit({ criteria: toSearchCriteria(next), sort: applied?.sort ?? 'relevance' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitValues(values);
  };

  const removeChip = (field: SearchField) => {
    const next = resetSearchField(values, field);
    setValues(next);
    submitValues(next);
  };

  // Spec §2: the form back to its defaults and the advanced panel hidden; the results go too, so what is on screen
  // always matches the form (no search in the address).
  const clearAll = () => {
    setValues(initialSearchForm);
    setAdvancedOpen(false);
    search.clear();
  };

  return (
    <LandingSection
      anchor="propiedades"
      headingId="propiedades-titulo"
      eyebrow="Búsqueda de propiedades"
      title="Encuentre la propiedad que imagina"
      description="Filtre por operación, tipo, estado y ubicación; afine su búsqueda por precio, superficie y amenidades."
      className="bg-navy-50"
    >
      <form
        ref={formRef}
        role="search"
        aria-label="Buscar propiedades"
        onSubmit={submit}
        className="mt-12 rounded-2xl bg-white p-6 shadow-xl ring-1 shadow-navy-900/5 ring-navy-100 sm:p-8"
      >
        <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          <FormField label="Operación">
            {(control) => (
              <Select
                {...control}
                name={searchUrlParams.operationType}
                value={values.operationType}
                onChange={(event) => setValues(withOperation(values, event.target.value as SearchFormValues['operationType']))}
              >
                <SelectOptions values={operationTypes} labels={operationOptionLabels} />
              </Select>
            )}
          </FormField>
          <FormField label="Tipo de propiedad">
            {(control) => (
              <Select
                {...control}
                name={searchUrlParams.propertyType}
                value={values.propertyType}
                onChange={(event) => setValues({ ...values, propertyType: event.target.value as PropertyFilterType | '' })}
              >
                <option value="">Todos los tipos</option>
                <SelectOptions values={propertyFilterTypes} labels={propertyTypeLabels} />
              </Select>
            )}
          </FormField>
          <FormField label="Estado">
            {(control) => (
              <Select
                {...control}
                name={searchUrlParams.state}
                value={values.state}
                onChange={(event) => setValues({ ...values, state: event.target.value as MexicanState | '' })}
              >
                <option value="">Todos los estados</option>
                <SelectOptions values={mexicanStates} />
              </Select>
            )}
          </FormField>
          <FormField label="Ubicación">
            {(control) => (
              <Input
                {...control}
                name={searchUrlParams.location}
                value={values.location}
                maxLength={LOCATION_MAX_LENGTH}
                placeholder="Ciudad o colonia"
                autoComplete="off"
                onChange={(event) => setValues({ ...values, location: event.target.value })}
              />
            )}
          </FormField>
        </div>

        <div hidden={!advancedOpen}>
          <AdvancedFilters id={advancedId} values={values} onChange={setValues} />
        </div>

        <div className="mt-7 flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <button
              type="button"
              aria-expanded={advancedOpen}
              aria-controls={advancedId}
              onClick={() => setAdvancedOpen((open) => !open)}
              className="inline-flex items-center gap-2 rounded-md py-2 text-sm font-semibold text-navy-900 transition-colors hover:text-gold-700"
            >
              <SlidersHorizontal className="h-4 w-4 text-gold-600" aria-hidden="true" />
              {advancedOpen ? 'Ocultar filtros avanzados' : 'Filtros avanzados'}
            </button>
            <button
              type="button"
              onClick={clearAll}
              className="rounded-md py-2 text-sm font-medium text-navy-500 underline-offset-4 transition-colors hover:text-navy-900 hover:underline"
            >
              Limpiar todos los filtros
            </button>
          </div>
          <Button type="submit" variant="gold" size="lg" disabled={pending} className={cn('md:min-w-56')}>
            <Search className="h-5 w-5" aria-hidden="true" />
            {pending ? 'Buscando...' : 'Buscar propiedades'}
          </Button>
        </div>

        <div className="mt-6 empty:hidden">
          <FilterChips chips={filterChips(values)} onRemove={removeChip} />
        </div>
      </form>

      {applied !== null && search.page > 0 && (
        <SearchResults search={search} onLoadMore={() => void search.loadMore()} onSortChange={search.changeSort} saveSearch={saveSearch} />
      )}
    </LandingSection>
  );
}
