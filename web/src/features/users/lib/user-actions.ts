import { roleLabels, type PublicUser, type UpdateUserInput } from '@prestigio/contracts';
import { displayName } from '../../../lib/user-display';

export type UserActionKind = 'approve' | 'makeAdmin' | 'makeAgent' | 'deactivate' | 'reactivate';

/** One change an administrator can make to an account, with every text its confirmation and toast need. */
export interface UserAction {
  kind: UserActionKind;
  /** The button in the table. */
  label: string;
  change: UpdateUserInput;
  confirmTitle: string;
  confirmText: string;
  /** The confirming button of the dialog. */
  confirmLabel: string;
  /** Danger actions take access away and are styled as such. */
  tone: 'default' | 'danger';
  successTitle: string;
  successText: string;
}

type Subject = Pick<PublicUser, 'id' | 'fullName' | 'username' | 'role' | 'status'>;

function approve(name: string): UserAction {
  return {
    kind: 'approve',
    label: 'Aprobar',
    change: { status: 'active' },
    confirmTitle: 'Aprobar cuenta',
    confirmText: `¿Aprobar la cuenta de ${name}? Podrá entrar al portal y consultar propiedades, clientes y actividades.`,
    confirmLabel: 'Aprobar',
    tone: 'default',
    successTitle: 'Cuenta aprobada',
    successText: `${name} ya puede acceder al portal.`,
  };
}

function changeRole(name: string, user: Subject, isSelf: boolean): UserAction {
  if (user.role === 'agent') {
    return {
      kind: 'makeAdmin',
      label: 'Hacer administrador',
      change: { role: 'admin' },
      confirmTitle: 'Cambiar rol',
      confirmText: `¿Dar a ${name} el rol de ${roleLabels.admin}? Podrá aprobar cuentas y administrar a los usuarios del portal.`,
      confirmLabel: 'Hacer administrador',
      tone: 'default',
      successTitle: 'Rol actualizado',
      successText: `${name} ahora es ${roleLabels.admin}.`,
    };
  }
  return {
    kind: 'makeAgent',
    label: 'Hacer agente',
    change: { role: 'agent' },
    confirmTitle: 'Cambiar rol',
    confirmText: isSelf
      ? `¿Cambiar tu rol a ${roleLabels.agent}? Dejarás de poder administrar a los usuarios del portal.`
      : `¿Cambiar el rol de ${name} a ${roleLabels.agent}? Dejará de poder administrar a los usuarios del portal.`,
    confirmLabel: 'Hacer agente',
    tone: 'default',
    successTitle: 'Rol actualizado',
    successText: `${name} ahora es ${roleLabels.agent}.`,
  };
}

function deactivate(name: string): UserAction {
  return {
    kind: 'deactivate',
    label: 'Desactivar',
    change: { status: 'deactivated' },
    confirmTitle: 'Desactivar cuenta',
    confirmText: `¿Desactivar la cuenta de ${name}? Sus sesiones abiertas se cerrarán y no podrá volver a entrar hasta que se reactive.`,
    confirmLabel: 'Desactivar',
    tone: 'danger',
    successTitle: 'Cuenta desactivada',
    successText: `${name} ya no tiene acceso al portal.`,
  };
}

function reactivate(name: string): UserAction {
  return {
    kind: 'reactivate',
    label: 'Reactivar',
    change: { status: 'active' },
    confirmTitle: 'Reactivar cuenta',
    confirmText: `¿Reactivar la cuenta de ${name}? Podrá volver a iniciar sesión en el portal.`,
    confirmLabel: 'Reactivar',
    tone: 'default',
    successTitle: 'Cuenta reactivada',
    successText: `${name} puede volver a acceder al portal.`,
  };
}

/** Whether the list holds no active administrator but this one, whom the server will not demote. */
export function isLastActiveAdmin(user: Subject, users: readonly Pick<PublicUser, 'role' | 'status'>[]): boolean {
  const isActiveAdmin = (account: Pick<PublicUser, 'role' | 'status'>) => account.role === 'admin' && account.status === 'active';
  return isActiveAdmin(user) && users.filter(isActiveAdmin).length === 1;
}

/**
 * What an administrator may do to an account: approve or turn away a pending one, change the role of an active one
 * or deactivate it, reactivate a deactivated one. Only what the server allows is offered: never deactivating oneself,
 * never demoting oneself as the last active administrator (the server refuses both all the same).
 */
export function userActions(user: Subject, currentUserId: string, users: readonly Pick<PublicUser, 'role' | 'status'>[]): UserAction[] {
  const name = displayName(user);
  const isSelf = user.id === currentUserId;
  switch (user.status) {
    case 'pending':
      return [approve(name), deactivate(name)];
    case 'active':
      if (isSelf) return isLastActiveAdmin(user, users) ? [] : [changeRole(name, user, true)];
      return [changeRole(name, user, false), deactivate(name)];
    case 'deactivated':
      return [reactivate(name)];
  }
}
