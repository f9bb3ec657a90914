import { Link } from 'react-router-dom';
import { PortalPage } from '../../../components/layouts/portal-page';
import { Button } from '../../../components/ui/button';
import { useUser } from '../../../features/auth/api/get-user';
import { PortalVideoCalls } from '../../../features/video-calls/components/portal-video-calls';

/** /video-calls: the booked video calls, with reschedule, cancel and outcome. */
export function VideoCallsRoute() {
  const { user } = useUser();
  return (
    <PortalPage
      title="Videollamadas"
      description="Tus videollamadas con clientes: únete, reprográmalas, cancélalas o registra cómo fueron."
      actions={
        <Button asChild variant="gold">
          <Link to="/activities/new?type=videollamada">Agendar videollamada</Link>
        </Button>
      }
    >
      {user ? <PortalVideoCalls showAgent={user.role === 'admin'} /> : null}
    </PortalPage>
  );
}
