import { savedSearchLink, SAVED_SEARCH_ROUTES, searchToUrl, type SavedSearchConfirmation } from '@prestigio/contracts';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-client';
import { confirmSavedSearch } from '../api/saved-searches';
import { MISSING_LINK, SavedSearchNotice, SavedSearchPageFrame, UNANSWERED } from './saved-search-page-frame';

type State = { kind: 'confirming' } | { kind: 'confirmed'; answer: SavedSearchConfirmation } | { kind: 'failed'; message: string };

/**
 * `/busquedas-guardadas/confirmar?token=`: the confirmation e-mail's link. The page confirms on arrival (a POST, so a
 * mail scanner that only fetches the link confirms nothing), then offers the search's results and the manage page.
 */
export function ConfirmSavedSearch() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(token ? { kind: 'confirming' } : { kind: 'failed', message: MISSING_LINK });
  const asked = useRef<string | null>(null);

  useEffect(() => {
    // Once per token: confirming is idempotent on the server, but a second request would only repeat the answer.
    if (!token || asked.current === token) return;
    asked.current = token;
    confirmSavedSearch(token).then(
      (answer) => setState({ kind: 'confirmed', answer }),
      (error: unknown) => setState({ kind: 'failed', message: apiErrorMessage(error) ?? UNANSWERED }),
    );
  }, [token]);

  return (
    <SavedSearchPageFrame title="Confirmar búsqueda" description="Active los avisos por correo de su búsqueda guardada.">
      {state.kind === 'confirming' && (
        <SavedSearchNotice tone="info">
          <p className="text-navy-700">Confirmando su búsqueda...</p>
        </SavedSearchNotice>
      )}
      {state.kind === 'failed' && (
        <SavedSearchNotice tone="error">
          <p>{state.message}</p>
        </SavedSearchNotice>
      )}
      {state.kind === 'confirmed' && (
        <SavedSearchNotice tone="success">
          <CircleCheck className="h-10 w-10 text-gold-600" aria-hidden="true" />
          <h2 className="mt-4 text-2xl font-semibold text-navy-900">Búsqueda confirmada</h2>
          <p className="mt-2 text-navy-700">{state.answer.message}</p>
          <p className="mt-4 font-semibold text-navy-900" data-testid="saved-search-name">
            {state.answer.search.name}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild variant="gold">
              <Link to={savedSearchLink(SAVED_SEARCH_ROUTES.manage, state.answer.manageToken)}>Administrar mis búsquedas</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={`/?${searchToUrl({ criteria: state.answer.search.criteria, sort: 'relevance' }).toString()}`}>Ver propiedades</Link>
            </Button>
          </div>
        </SavedSearchNotice>
      )}
    </SavedSearchPageFrame>
  );
}
