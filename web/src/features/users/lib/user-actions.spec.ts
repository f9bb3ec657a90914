import { describe, expect, it } from '@jest/globals';
import type { PublicUser } from '@prestigio/contracts';
import { isLastActiveAdmin, userActions } from './user-actions';

const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001';

function account(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'b0000000-0000-4000-8000-000000000002',
    fullName: 'Sofía Ramírez',
    email: 'sofia@prestigio.mx',
    username: 'sramirez',
    role: 'agent',
    status: 'active',
    phone: null,
    createdAt: '2026-02-01T12:00:00.000Z',
    ...overrides,
  };
}

const kinds = (user: PublicUser, currentUserId = ADMIN_ID) => userActions(user, currentUserId, []).map((a) => a.kind);

describe('userActions', () => {
  it('offers approval (pending → active) or deactivation for a pending account', () => {
    const [approve, deactivate] = userActions(account({ status: 'pending' }), ADMIN_ID, []);

    expect(approve).toMatchObject({ kind: 'approve', label: 'Aprobar', change: { status: 'active' }, tone: 'default' });
    expect(approve!.confirmText).toContain('Sofía Ramírez');
    expect(deactivate).toMatchObject({ kind: 'deactivate', change: { status: 'deactivated' }, tone: 'danger' });
  });

  it('offers the other role and deactivation for an active account', () => {
    expect(kinds(account({ role: 'agent' }))).toEqual(['makeAdmin', 'deactivate']);
    expect(kinds(account({ role: 'admin' }))).toEqual(['makeAgent', 'deactivate']);
    expect(userActions(account({ role: 'agent' }), ADMIN_ID, [])[0]!.change).toEqual({ role: 'admin' });
    expect(userActions(account({ role: 'admin' }), ADMIN_ID, [])[0]!.change).toEqual({ role: 'agent' });
  });

  it('offers reactivation for a deactivated account', () => {
    const [reactivate] = userActions(account({ status: 'deactivated' }), ADMIN_ID, []);
    expect(reactivate).toMatchObject({ kind: 'reactivate', label: 'Reactivar', change: { status: 'active' } });
  });

  it('never offers administrators to deactivate themselves, and speaks to them when they change their own role', () => {
    const self = account({ id: ADMIN_ID, role: 'admin', fullName: 'Administración Prestigio' });
    const otherAdmin = account({ role: 'admin' });

    const actions = userActions(self, ADMIN_ID, [self, otherAdmin]);

    expect(actions.map((a) => a.kind)).toEqual(['makeAgent']);
    expect(actions[0]!.confirmText).toBe(
      '¿Cambiar tu rol a Agente? Dejarás de poder administrar a los usuarios del portal.',
    );
  });

  it('offers the last active administrator nothing on their own row (the server keeps them an administrator)', () => {
    const self = account({ id: ADMIN_ID, role: 'admin' });
    const formerAdmin = account({ role: 'admin', status: 'deactivated' });

    expect(userActions(self, ADMIN_ID, [self, formerAdmin, account()])).toEqual([]);
    expect(isLastActiveAdmin(self, [self, formerAdmin])).toBe(true);
    expect(isLastActiveAdmin(self, [self, account({ role: 'admin' })])).toBe(false);
  });

  it('names the account by its username when it has no full name', () => {
    const [approve] = userActions(account({ status: 'pending', fullName: null }), ADMIN_ID, []);
    expect(approve!.successText).toBe('sramirez ya puede acceder al portal.');
  });
});
