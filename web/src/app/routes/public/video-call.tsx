import { useParams } from 'react-router-dom';
import { ManageVideoCall } from '../../../features/video-calls/components/manage-video-call';
import { PublicPageLayout } from './public-page-layout';

/** `/videollamada/:token`: the link in the booking e-mails; the token is the only key. */
export function VideoCallRoute() {
  const { token = '' } = useParams();
  return (
    <PublicPageLayout>
      <ManageVideoCall token={token} />
    </PublicPageLayout>
  );
}
