import { Forbidden } from '../../../components/errors/forbidden';
import { PortalPage } from '../../../components/layouts/portal-page';
import { useUser } from '../../../features/auth/api/get-user';
import { UsersAdmin } from '../../../features/users/components/users-admin';

export function UsersRoute() {
  // The portal layout renders pages only for a signed-in user, so the session is already in the cache here.
  const { user } = useUser();
  if (!user) return null;

  if (user.role !== 'admin') {
    return (
      <PortalPage title="Usuarios">
        <Forbidden text="Solo los administradores pueden gestionar a los usuarios del portal." />
      </PortalPage>
    );
  }
  return (
    <PortalPage title="Usuarios" description="Aprueba las cuentas nuevas y administra los roles y accesos del equipo.">
      <UsersAdmin currentUserId={user.id} />
    </PortalPage>
  );
}
