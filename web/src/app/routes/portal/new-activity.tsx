import { Navigate, useParams } from 'react-router-dom';
import { PortalPage } from '../../../components/layouts/portal-page';
import { apiErrorMessage } from '../../../lib/api-client';
import { useActivity } from '../../../features/activities/api/activities';
import { ActivityForm } from '../../../features/activities/components/activity-form';
import { PortalVideoCallBooking } from '../../../features/video-calls/components/portal-video-call-booking';

/** /activities/new; a Videollamada is booked through scheduling (invitation and manage link to the client). */
export function NewActivityRoute() {
  return (
    <PortalPage title="Nueva Actividad">
      <ActivityForm bookVideoCall={(leadId) => <PortalVideoCallBooking leadId={leadId} />} />
    </PortalPage>
  );
}

/** /activities/:id: edit or remove one activity. */
export function EditActivityRoute() {
  const { id } = useParams();
  const { data, error } = useActivity(id ?? '');
  if (!id) return <Navigate to="/activities" replace />;
  return (
    <PortalPage title="Editar actividad">
      {error ? (
        <p role="alert" className="rounded-xl bg-red-50 px-6 py-4 text-red-800">
          {apiErrorMessage(error) ?? 'No se pudo cargar la actividad.'}
        </p>
      ) : data ? (
        <ActivityForm key={data.id} activity={data} />
      ) : (
        <p className="text-navy-600">Cargando actividad…</p>
      )}
    </PortalPage>
  );
}
