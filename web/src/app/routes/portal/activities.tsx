import { Link } from 'react-router-dom';
import { PortalPage } from '../../../components/layouts/portal-page';
import { Button } from '../../../components/ui/button';
import { useUser } from '../../../features/auth/api/get-user';
import { ActivityList } from '../../../features/activities/components/activity-list';

export function ActivitiesRoute() {
  const { user } = useUser();
  return (
    <PortalPage
      title="Actividades"
      description="Llamadas, visitas, videollamadas y mensajes: lo pendiente primero, lo vencido resaltado."
      actions={
        <Button asChild variant="gold">
          <Link to="/activities/new">Nueva Actividad</Link>
        </Button>
      }
    >
      {user ? <ActivityList user={user} /> : null}
    </PortalPage>
  );
}
