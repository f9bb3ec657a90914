import { PortalPage } from '../../../components/layouts/portal-page';

export function CalendarRoute() {
  return <PortalPage title="Calendario" />;
}
