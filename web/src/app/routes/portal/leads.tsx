import { PortalPage } from '../../../components/layouts/portal-page';

export function LeadsRoute() {
  return <PortalPage title="Clientes" />;
}
