import { RefreshCw, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-client';
import { useUsers } from '../api/get-users';
import { useUserAdmin } from '../hooks/use-user-admin';
import { ConfirmUserActionDialog } from './confirm-user-action-dialog';
import { UsersTable } from './users-table';

/** User administration: the list from the server and the confirmed changes an administrator makes to it. */
export function UsersAdmin({ currentUserId }: { currentUserId: string }) {
  const { data: users, error, isLoading, mutate } = useUsers();
  const admin = useUserAdmin({ currentUserId });

  if (isLoading) {
    return (
      <div className="flex justify-center py-20">
        <Spinner label="Cargando usuarios…" />
      </div>
    );
  }
  if (error || !users) {
    return (
      <div role="alert" className="rounded-xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-navy-100">
        <p className="font-semibold text-navy-900">No se pudo cargar la lista de usuarios.</p>
        <p className="mt-2 text-navy-700">{apiErrorMessage(error) ?? 'Inténtalo de nuevo en unos momentos.'}</p>
        <Button variant="secondary" className="mt-6" onClick={() => void mutate()}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          Reintentar
        </Button>
      </div>
    );
  }
  if (users.length === 0) {
    return (
      <div className="rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-navy-100">
        <Users className="mx-auto h-8 w-8 text-navy-300" aria-hidden="true" />
        <p className="mt-3 text-navy-700">Todavía no hay usuarios registrados.</p>
      </div>
    );
  }

  return (
    <>
      <UsersTable users={users} currentUserId={currentUserId} onAction={admin.ask} />
      <ConfirmUserActionDialog
        confirmation={admin.confirmation}
        isUpdating={admin.isUpdating}
        onConfirm={() => void admin.confirm()}
        onCancel={admin.cancel}
      />
    </>
  );
}
