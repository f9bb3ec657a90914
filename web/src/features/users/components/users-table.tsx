import type { PublicUser } from '@prestigio/contracts';
import { Button } from '../../../components/ui/button';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format-date';
import { displayName, roleLabel } from '../../../lib/user-display';
import { isLastActiveAdmin, userActions, type UserAction } from '../lib/user-actions';
import { UserStatusBadge } from './user-status-badge';

export interface UsersTableProps {
  users: readonly PublicUser[];
  currentUserId: string;
  onAction: (user: PublicUser, action: UserAction) => void;
}

function ActionButtons({
  user,
  users,
  currentUserId,
  onAction,
  className,
}: { user: PublicUser; className?: string } & UsersTableProps) {
  const actions = userActions(user, currentUserId, users);
  if (actions.length === 0 && isLastActiveAdmin(user, users)) {
    return <p className={cn('text-xs text-navy-500', className)}>Único administrador activo</p>;
  }
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {actions.map((action) => (
        <Button
          key={action.kind}
          size="sm"
          variant={action.kind === 'approve' ? 'gold' : action.tone === 'danger' ? 'ghost' : 'secondary'}
          className={action.tone === 'danger' ? 'text-red-700 hover:bg-red-50' : undefined}
          onClick={() => onAction(user, action)}
          aria-label={`${action.label}: ${displayName(user)}`}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}

/** Lets a long address wrap after the "@" rather than at an arbitrary letter. */
function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at === -1) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

const columns: readonly TableColumn[] = [
  { label: 'Nombre', className: 'px-4' },
  { label: 'Correo electrónico', className: 'px-3' },
  { label: 'Rol', className: 'px-3' },
  { label: 'Estado', className: 'px-3' },
  { label: 'Acciones', className: 'px-4', srOnly: true },
];

/** The account's name, marked "(tú)" on the administrator's own. */
function AccountName({ user, currentUserId }: { user: PublicUser; currentUserId: string }) {
  return (
    <p className="font-semibold text-navy-900">
      {displayName(user)}
      {user.id === currentUserId && <span className="ml-2 text-xs font-medium text-navy-500">(tú)</span>}
    </p>
  );
}

/** The accounts with their role and status and what can be done to each: a table on wide screens, cards below. */
export function UsersTable({ users, currentUserId, onAction }: UsersTableProps) {
  return (
    <ResponsiveTable
      columns={columns}
      rows={users.map((user) => (
        <TableRow key={user.id} data-username={user.username}>
          <TableCell className="px-4 [overflow-wrap:anywhere]">
            <AccountName user={user} currentUserId={currentUserId} />
            <p className="mt-0.5 font-mono text-[0.8rem] text-navy-500">{user.username}</p>
            {/* The date of registration under the name: a column of its own would push the actions out at 1280 px. */}
            <p className="mt-0.5 text-xs text-navy-500">Alta: {formatDate(user.createdAt)}</p>
          </TableCell>
          <TableCell className="px-3 [overflow-wrap:anywhere]">
            <EmailAddress email={user.email} />
          </TableCell>
          <TableCell className="px-3 whitespace-nowrap">{roleLabel(user)}</TableCell>
          <TableCell className="px-3">
            <UserStatusBadge status={user.status} className="whitespace-normal" />
          </TableCell>
          <TableCell className="px-4">
            <ActionButtons user={user} users={users} currentUserId={currentUserId} onAction={onAction} className="flex-col items-stretch" />
          </TableCell>
        </TableRow>
      ))}
      cards={users.map((user) => (
        <li key={user.id} data-username={user.username} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <AccountName user={user} currentUserId={currentUserId} />
              <p className="truncate font-mono text-[0.8rem] text-navy-700">{user.username}</p>
            </div>
            <UserStatusBadge status={user.status} />
          </div>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-navy-500">Correo</dt>
            <dd className="min-w-0 text-navy-800 [overflow-wrap:anywhere]">
              <EmailAddress email={user.email} />
            </dd>
            <dt className="text-navy-500">Rol</dt>
            <dd className="text-navy-800">{roleLabel(user)}</dd>
            <dt className="text-navy-500">Alta</dt>
            <dd className="text-navy-800">{formatDate(user.createdAt)}</dd>
          </dl>
          <div className="mt-4 border-t border-navy-100 pt-4">
            <ActionButtons user={user} users={users} currentUserId={currentUserId} onAction={onAction} />
          </div>
        </li>
      ))}
    />
  );
}
