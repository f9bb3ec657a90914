import type { PublicUser } from '@prestigio/contracts';
import { Building2, RefreshCw, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { apiErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { usePortalProperties } from '../api/get-portal-properties';
import { usePropertyActions } from '../hooks/use-property-actions';
import { usePortalListFilters } from '../hooks/use-portal-list-filters';
import { hasActiveFilters, noFilters, pageSummary, pageSummaryText } from '../lib/portal-list-query';
import { ArchivePropertyDialog } from './archive-property-dialog';
import { ChangeStatusDialog } from './change-status-dialog';
import { PropertiesTable } from './properties-table';
import { PropertyFilters } from './property-filters';

function LoadingRows() {
  return (
    <div role="status" aria-label="Cargando propiedades…">
      <div className="hidden overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-navy-100 xl:block">
        <div className="h-11 border-b border-navy-100 bg-navy-50/60" />
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="flex items-center gap-4 border-b border-navy-100 px-4 py-3 last:border-0">
            <Skeleton className="h-[54px] w-[72px] shrink-0" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-6 w-20 rounded-xl" />
            <Skeleton className="h-4 w-32" />
          </div>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:hidden">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-navy-100">
            <Skeleton className="aspect-[16/9] w-full rounded-none" />
            <div className="space-y-2.5 p-4">
              <Skeleton className="h-3 w-20" />
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="h-5 w-32" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <div className="rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-navy-100">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-navy-50 ring-1 ring-navy-100">
        {filtered ? (
          <SearchX className="h-7 w-7 text-navy-500" aria-hidden="true" />
        ) : (
          <Building2 className="h-7 w-7 text-navy-500" aria-hidden="true" />
        )}
      </span>
      <h2 className="mt-4 text-xl font-semibold text-navy-900">
        {filtered ? 'Ninguna propiedad coincide con tu búsqueda' : 'Aún no hay propiedades'}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-navy-700">
        {filtered
          ? 'Prueba con otras palabras, otro estado o quita los filtros.'
          : 'Da de alta la primera propiedad; podrás agregar sus fotos y publicarla cuando esté lista.'}
      </p>
      {filtered ? (
        <Button variant="secondary" className="mt-6" onClick={onClear}>
          Limpiar filtros
        </Button>
      ) : (
        <Button asChild variant="gold" className="mt-6">
          <Link to="/properties/new">Nueva Propiedad</Link>
        </Button>
      )}
    </div>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-navy-100">
      <p className="font-semibold text-navy-900">No se pudo cargar la lista de propiedades.</p>
      <p className="mt-2 text-navy-700">{apiErrorMessage(error) ?? 'Revisa tu conexión e inténtalo de nuevo.'}</p>
      <Button variant="secondary" className="mt-6" onClick={onRetry}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        Reintentar
      </Button>
    </div>
  );
}

/** /properties: the listings with search, filters and pages, and what the user may do with each. */
export function PropertiesManager({ user }: { user: PublicUser }) {
  const { filters, setFilters } = usePortalListFilters();
  const { data, error, isValidating, mutate } = usePortalProperties(filters);
  const actions = usePropertyActions();
  const summary = data && pageSummary(filters.page, data.count, data.results.length);

  // A page beyond the end (the last listing of it archived, an old link): go to the last page that has rows.
  useEffect(() => {
    if (summary && data.results.length === 0 && data.count > 0 && filters.page > summary.pageCount) {
      setFilters({ ...filters, page: summary.pageCount }, { replace: true });
    }
  }, [data, filters, setFilters, summary]);

  const clear = () => setFilters(noFilters);

  let content;
  if (error && !isValidating) {
    content = <LoadFailed error={error} onRetry={() => void mutate()} />;
  } else if (!data || !summary) {
    // Only the first load shows the skeleton; later pages keep the previous rows, dimmed, until they arrive.
    content = <LoadingRows />;
  } else if (data.results.length === 0) {
    content = <EmptyState filtered={hasActiveFilters(filters)} onClear={clear} />;
  } else {
    content = (
      <div
        aria-busy={isValidating || undefined}
        className={cn('space-y-5 transition-opacity', isValidating && 'opacity-60')}
      >
        <PropertiesTable rows={data.results} user={user} onChangeStatus={actions.askStatus} onArchive={actions.askArchive} />
        <Pagination
          page={filters.page}
          pageCount={summary.pageCount}
          onPageChange={(page) => {
            setFilters({ ...filters, page });
            document.getElementById('contenido')?.scrollIntoView({ block: 'start' });
          }}
          summary={pageSummaryText(summary)}
          disabled={isValidating}
        />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <PropertyFilters filters={filters} onChange={setFilters} />
      {content}
      <ChangeStatusDialog
        listing={actions.pending?.kind === 'status' ? actions.pending.listing : null}
        isSaving={actions.isWorking}
        onSave={(status) => void actions.changeStatus(status)}
        onCancel={actions.close}
      />
      <ArchivePropertyDialog
        listing={actions.pending?.kind === 'archive' ? actions.pending.listing : null}
        isArchiving={actions.isWorking}
        onConfirm={() => void actions.confirmArchive()}
        onCancel={actions.close}
      />
    </div>
  );
}
