import { PortalPage } from '../../../components/layouts/portal-page';

export function DashboardRoute() {
  return <PortalPage title="Dashboard" />;
}
