import {
  savedSearchFrequencies,
  savedSearchFrequencyLabels,
  savedSearchStatusLabels,
  searchToUrl,
  type SavedSearchFrequency,
  type SavedSearchList,
  type SavedSearchStatus,
  type SavedSearchUpdate,
  type SavedSearchView,
} from '@prestigio/contracts';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Select, SelectOptions } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { deleteSavedSearch, updateSavedSearch, useManagedSearches } from '../api/saved-searches';
import { MISSING_LINK, SavedSearchNotice, SavedSearchPageFrame, UNANSWERED } from './saved-search-page-frame';

const statusTones: Record<SavedSearchStatus, BadgeTone> = { pendiente: 'warning', activa: 'success', pausada: 'neutral', cancelada: 'danger' };

function failed(error: unknown) {
  toast({ variant: 'destructive', title: 'No se pudo guardar el cambio', description: apiErrorMessage(error) ?? UNANSWERED });
}

type SavedSearchItemProps = {
  search: SavedSearchView;
  busy: boolean;
  onUpdate: (update: SavedSearchUpdate) => void;
  onDelete: () => void;
};

function SavedSearchItem({ search, busy, onUpdate, onDelete }: SavedSearchItemProps) {
  const frequencyId = useId();
  const headingId = useId();
  const resultsUrl = `/?${searchToUrl({ criteria: search.criteria, sort: 'relevance' }).toString()}`;
  return (
    <li aria-labelledby={headingId} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100" data-testid="saved-search">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-navy-900">
          {search.name}
        </h2>
        <Badge tone={statusTones[search.status]}>{savedSearchStatusLabels[search.status]}</Badge>
      </div>
      <p className="mt-2 text-sm text-navy-500">
        Guardada el {formatDate(search.createdAt)} ·{' '}
        {search.alertsSent === 0 ? 'Aún sin avisos' : `${search.alertsSent} ${search.alertsSent === 1 ? 'propiedad enviada' : 'propiedades enviadas'}`}
        {search.lastAlertAt ? ` · último aviso el ${formatDate(search.lastAlertAt)}` : ''}
      </p>
      {search.status === 'pendiente' && (
        <p className="mt-3 text-sm text-amber-900">Confirme la búsqueda con el enlace del correo de confirmación para empezar a recibir avisos.</p>
      )}
      <div className="mt-5 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={frequencyId} className="block text-sm font-semibold text-navy-900">
            Frecuencia de los avisos
          </label>
          <Select
            id={frequencyId}
            className="mt-1.5 w-48"
            value={search.frequency}
            disabled={busy}
            onChange={(event) => onUpdate({ frequency: event.target.value as SavedSearchFrequency })}
          >
            <SelectOptions values={savedSearchFrequencies} labels={savedSearchFrequencyLabels} />
          </Select>
        </div>
        {search.status === 'activa' && (
          <Button type="button" variant="secondary" disabled={busy} onClick={() => onUpdate({ status: 'pausada' })}>
            Pausar avisos
          </Button>
        )}
        {(search.status === 'pausada' || search.status === 'cancelada') && (
          <Button type="button" variant="navy" disabled={busy} onClick={() => onUpdate({ status: 'activa' })}>
            Reanudar avisos
          </Button>
        )}
        <Button type="button" variant="ghost" className="text-red-700" disabled={busy} onClick={onDelete}>
          Eliminar
        </Button>
        <Link to={resultsUrl} className="ml-auto self-center text-sm font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4">
          Ver propiedades
        </Link>
      </div>
    </li>
  );
}

/**
 * `/busquedas-guardadas?token=`: the searches of the address the signed link was sent to (no account): how often each
 * alerts, pause or resume it, delete it.
 */
export function ManageSavedSearches() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { data, error, isLoading, mutate } = useManagedSearches(token);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedSearchView | null>(null);

  const replace = (list: SavedSearchList | undefined, changed: SavedSearchView) =>
    list && { ...list, searches: list.searches.map((search) => (search.id === changed.id ? changed : search)) };

  async function update(search: SavedSearchView, change: SavedSearchUpdate) {
    if (!token) return;
    setBusyId(search.id);
    try {
      const changed = await updateSavedSearch(token, search.id, change);
      await mutate((list) => replace(list, changed), { revalidate: false });
      toast({
        title: change.status === 'pausada' ? 'Avisos en pausa' : change.status === 'activa' ? 'Avisos reanudados' : 'Frecuencia actualizada',
        description: changed.name,
      });
    } catch (reason) {
      failed(reason);
    } finally {
      setBusyId(null);
    }
  }

  async function remove(search: SavedSearchView) {
    if (!token) return;
    setBusyId(search.id);
    try {
      await deleteSavedSearch(token, search.id);
      await mutate((list) => list && { ...list, searches: list.searches.filter((item) => item.id !== search.id) }, { revalidate: false });
      setDeleting(null);
      toast({ title: 'Búsqueda eliminada', description: search.name });
    } catch (reason) {
      setDeleting(null);
      failed(reason);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <SavedSearchPageFrame title="Mis búsquedas guardadas" description="Pause, cambie la frecuencia o elimine los avisos de sus búsquedas guardadas.">
      {!token ? (
        <SavedSearchNotice tone="error">
          <p>{MISSING_LINK}</p>
        </SavedSearchNotice>
      ) : error ? (
        <SavedSearchNotice tone="error">
          <p>{apiErrorMessage(error) ?? UNANSWERED}</p>
        </SavedSearchNotice>
      ) : isLoading || !data ? (
        <p className="text-navy-600">Cargando sus búsquedas...</p>
      ) : (
        <>
          <p className="text-navy-700">
            Avisos enviados a <strong className="break-all">{data.email}</strong>.
          </p>
          {data.searches.length === 0 ? (
            <SavedSearchNotice tone="info">
              <p className="text-navy-700">No tiene búsquedas guardadas.</p>
              <Link to={{ pathname: '/', hash: '#propiedades' }} className="mt-4 inline-block font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4">
                Buscar propiedades
              </Link>
            </SavedSearchNotice>
          ) : (
            <ul className="mt-6 space-y-5">
              {data.searches.map((search) => (
                <SavedSearchItem
                  key={search.id}
                  search={search}
                  busy={busyId === search.id}
                  onUpdate={(change) => void update(search, change)}
                  onDelete={() => setDeleting(search)}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="¿Eliminar esta búsqueda?"
        description={deleting ? `Dejará de recibir avisos de «${deleting.name}». Podrá guardarla de nuevo cuando quiera.` : ''}
        confirmLabel="Eliminar búsqueda"
        busyLabel="Eliminando..."
        busy={deleting !== null && busyId === deleting.id}
        tone="danger"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </SavedSearchPageFrame>
  );
}
