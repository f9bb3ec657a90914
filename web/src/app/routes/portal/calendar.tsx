import { Link } from 'react-router-dom';
import { PortalPage } from '../../../components/layouts/portal-page';
import { Button } from '../../../components/ui/button';
import { ActivityCalendar } from '../../../features/activities/components/activity-calendar';
import { useUser } from '../../../features/auth/api/get-user';

/** /calendar (its own lazily loaded chunk, with FullCalendar). */
export function CalendarRoute() {
  const { user } = useUser();
  return (
    <PortalPage
      title="Calendario"
      description="Actividades y videollamadas por mes, semana o día. Arrastra para mover; haz clic en un día para agendar."
      actions={
        <Button asChild variant="gold">
          <Link to="/activities/new">Nueva Actividad</Link>
        </Button>
      }
    >
      {/* An administrator sees every agent's events, each agent in a colour, with a filter by agent. */}
      <ActivityCalendar byAgent={user?.role === 'admin'} />
    </PortalPage>
  );
}
