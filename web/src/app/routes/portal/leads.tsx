import { Navigate, useParams } from 'react-router-dom';
import { PortalPage } from '../../../components/layouts/portal-page';
import { useUser } from '../../../features/auth/api/get-user';
import { LeadDetailView } from '../../../features/leads/components/lead-detail';
import { LeadList } from '../../../features/leads/components/lead-list';

/** /leads: the agent's clients. */
export function LeadsRoute() {
  const { user } = useUser();
  return (
    <PortalPage title="Clientes" description="Sus clientes y los que aún no tienen agente, con su etapa y su último contacto.">
      {user ? <LeadList user={user} /> : null}
    </PortalPage>
  );
}

/** /leads/:id: one client. */
export function LeadDetailRoute() {
  const { id } = useParams();
  if (!id) return <Navigate to="/leads" replace />;
  return (
    <PortalPage title="Cliente">
      <LeadDetailView leadId={id} />
    </PortalPage>
  );
}
