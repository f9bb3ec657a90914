import { PortalPage } from '../../../components/layouts/portal-page';

export function ActivitiesRoute() {
  return <PortalPage title="Actividades" />;
}
