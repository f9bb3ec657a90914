import { PortalPage } from '../../../components/layouts/portal-page';

export function NewPropertyRoute() {
  return <PortalPage title="Nueva Propiedad" />;
}
