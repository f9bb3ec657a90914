import { Link } from 'react-router-dom';
import { PortalPage } from '../../../components/layouts/portal-page';
import { Button } from '../../../components/ui/button';
import { ActivityCalendar } from '../../../features/activities/components/activity-calendar';

/** /calendar (its own lazily loaded chunk, with FullCalendar). */
export function CalendarRoute() {
  return (
    <PortalPage
      title="Calendario"
      description="Actividades y videollamadas por mes, semana o día. Arrastre para mover; haga clic en un día para agendar."
      actions={
        <Button asChild variant="gold">
          <Link to="/activities/new">Nueva Actividad</Link>
        </Button>
      }
    >
      <ActivityCalendar />
    </PortalPage>
  );
}
