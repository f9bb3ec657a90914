import { PortalPage } from '../../../components/layouts/portal-page';

export function NewActivityRoute() {
  return <PortalPage title="Nueva Actividad" />;
}
