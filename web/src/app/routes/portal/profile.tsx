import { PortalPage } from '../../../components/layouts/portal-page';
import { useUser } from '../../../features/auth/api/get-user';
import { ProfileForm } from '../../../features/profile/components/profile-form';

/** /profile, "Mi perfil": reached from the user's name in the portal's header. */
export function ProfileRoute() {
  // The portal layout renders pages only for a signed-in, active user, so the session is already in the cache here.
  const { user } = useUser();
  if (!user) return null;

  return (
    <PortalPage title="Mi perfil" description="Tu nombre y tu teléfono, como los ven los clientes en las propiedades a tu cargo.">
      <ProfileForm key={user.id} user={user} />
    </PortalPage>
  );
}
