import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-client';
import { unsubscribeSavedSearch } from '../api/saved-searches';
import { MISSING_LINK, SavedSearchNotice, SavedSearchPageFrame, UNANSWERED } from './saved-search-page-frame';

type State = { kind: 'asking' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * `/busquedas-guardadas/baja?token=`: where the e-mail's unsubscribe link leads a person in a browser. Nothing is
 * cancelled by opening it (mail scanners open links); the button does it.
 */
export function UnsubscribeSavedSearch() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>({ kind: 'asking' });

  async function unsubscribe(linkToken: string) {
    setState({ kind: 'sending' });
    try {
      setState({ kind: 'done', message: (await unsubscribeSavedSearch(linkToken)).message });
    } catch (error) {
      setState({ kind: 'failed', message: apiErrorMessage(error) ?? UNANSWERED });
    }
  }

  return (
    <SavedSearchPageFrame title="Cancelar avisos" description="Deje de recibir los avisos por correo de una búsqueda guardada.">
      {!token ? (
        <SavedSearchNotice tone="error">
          <p>{MISSING_LINK}</p>
        </SavedSearchNotice>
      ) : state.kind === 'done' ? (
        <SavedSearchNotice tone="success">
          <p className="text-navy-900">{state.message}</p>
          <Link to="/" className="mt-4 inline-block font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4">
            Volver al sitio
          </Link>
        </SavedSearchNotice>
      ) : (
        <SavedSearchNotice tone={state.kind === 'failed' ? 'error' : 'info'}>
          <p className={state.kind === 'failed' ? '' : 'text-navy-700'}>
            {state.kind === 'failed' ? state.message : '¿Ya no quiere recibir estos avisos por correo? Puede volver a guardar la búsqueda cuando quiera.'}
          </p>
          <Button type="button" variant="navy" className="mt-6" disabled={state.kind === 'sending'} onClick={() => void unsubscribe(token)}>
            {state.kind === 'sending' ? 'Cancelando...' : 'Cancelar avisos'}
          </Button>
        </SavedSearchNotice>
      )}
    </SavedSearchPageFrame>
  );
}
