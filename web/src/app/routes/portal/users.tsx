import { PortalPage } from '../../../components/layouts/portal-page';

export function UsersRoute() {
  return <PortalPage title="Usuarios" />;
}
