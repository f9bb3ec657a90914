import { PortalPage } from '../../../components/layouts/portal-page';
import { NewActivityForm } from '../../../features/activities/components/new-activity-form';

export function NewActivityRoute() {
  return (
    <PortalPage title="Nueva Actividad">
      <NewActivityForm />
    </PortalPage>
  );
}
