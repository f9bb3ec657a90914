import { PortalPage } from '../../../components/layouts/portal-page';
import { useUser } from '../../../features/auth/api/get-user';
import { PropertiesManager } from '../../../features/properties/components/properties-manager';

export function PropertiesRoute() {
  // The portal layout renders pages only for a signed-in user, so the session is already in the cache here.
  const { user } = useUser();
  if (!user) return null;

  return (
    <PortalPage title="Propiedades" description="El catálogo de la agencia: busca, publica y mantén al día tus propiedades.">
      <PropertiesManager user={user} />
    </PortalPage>
  );
}
