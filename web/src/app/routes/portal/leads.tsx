import { Download, KanbanSquare, Table2 } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { PortalPage } from '../../../components/layouts/portal-page';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useUser } from '../../../features/auth/api/get-user';
import { leadExportUrl } from '../../../features/leads/api/leads';
import { LeadBoard } from '../../../features/leads/components/lead-board';
import { LeadDetailView } from '../../../features/leads/components/lead-detail';
import { LeadList } from '../../../features/leads/components/lead-list';
import { NewLeadDialog } from '../../../features/leads/components/new-lead-dialog';

/** /leads: the agent's clients, as a table or as the pipeline's kanban (`?vista=tablero`), with the same filters. */
export function LeadsRoute() {
  const { user } = useUser();
  const { search } = useUrlFilters();
  const board = search.get('vista') === 'tablero';
  const viewLink = (toBoard: boolean) => {
    const next = new URLSearchParams(search);
    next.delete('page');
    if (toBoard) next.set('vista', 'tablero');
    else next.delete('vista');
    const query = next.toString();
    return query ? `/leads?${query}` : '/leads';
  };
  const tab = (active: boolean) =>
    cn('inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium', active ? 'bg-navy-900 text-white' : 'text-navy-700 hover:bg-navy-50');

  return (
    <PortalPage
      title="Clientes"
      description="Tus clientes y los que aún no tienen agente: etapa, seguimiento y lo que buscan."
      actions={
        <>
          <Button asChild variant="secondary">
            <a href={leadExportUrl(search)} download>
              <Download className="mr-1.5 h-4 w-4" aria-hidden="true" /> Exportar CSV
            </a>
          </Button>
          <NewLeadDialog />
        </>
      }
    >
      <nav aria-label="Vista" className="mb-6 inline-flex gap-1 rounded-lg bg-white p-1 ring-1 ring-navy-100">
        <Link to={viewLink(false)} className={tab(!board)} aria-current={board ? undefined : 'page'} replace>
          <Table2 className="h-4 w-4" aria-hidden="true" /> Tabla
        </Link>
        <Link to={viewLink(true)} className={tab(board)} aria-current={board ? 'page' : undefined} replace>
          <KanbanSquare className="h-4 w-4" aria-hidden="true" /> Tablero
        </Link>
      </nav>
      {user ? board ? <LeadBoard user={user} /> : <LeadList user={user} /> : null}
    </PortalPage>
  );
}

/** /leads/:id: one client. */
export function LeadDetailRoute() {
  const { id } = useParams();
  const { user } = useUser();
  if (!id) return <Navigate to="/leads" replace />;
  return <PortalPage title="Cliente">{user ? <LeadDetailView leadId={id} user={user} /> : null}</PortalPage>;
}
