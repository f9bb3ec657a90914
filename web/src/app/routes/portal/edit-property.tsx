import { useParams } from 'react-router-dom';
import { PortalPage } from '../../../components/layouts/portal-page';
import { useUser } from '../../../features/auth/api/get-user';
import { PropertyLeadMatches } from '../../../features/leads/components/property-lead-matches';
import { EditProperty } from '../../../features/properties/components/edit-property';

export function EditPropertyRoute() {
  const { id } = useParams<{ id: string }>();
  // The portal layout renders pages only for a signed-in user, so the session is already in the cache here.
  const { user } = useUser();
  if (!user || !id) return null;

  return (
    <PortalPage title="Editar propiedad" description="Agrega y ordena las fotos, y mantén al día los datos de la ficha.">
      <EditProperty id={id} user={user} />
      <PropertyLeadMatches propertyId={id} />
    </PortalPage>
  );
}
