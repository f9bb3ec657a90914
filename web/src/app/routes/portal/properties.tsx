import { PortalPage } from '../../../components/layouts/portal-page';

export function PropertiesRoute() {
  return <PortalPage title="Propiedades" />;
}
