import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  emailKey,
  EventSubjects,
  usernameKey,
  type RegisterPayload,
  type Role,
  type UpdateOwnProfileInput,
  type UpdateUserInput,
  type UserProfileUpdatedEvent,
  type UserStatus,
} from '@prestigio/contracts';
import { ErrorMessages, OutboxService, SERVICE_ENV } from '@prestigio/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthEnv } from '../config/env.js';
import { AccountMails } from './account-mails.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { SessionsService } from '../sessions/sessions.service.js';
import type { User } from './user.entity.js';
import { UsersRepository } from './users.repository.js';

export const AccountMessages = {
  usernameTaken: 'El nombre de usuario ya está registrado',
  emailTaken: 'Ya existe una cuenta con ese correo electrónico',
  userNotFound: 'Usuario no encontrado',
  lastAdmin: 'No puedes quitar al último administrador activo',
  selfDeactivation: 'No puedes desactivar tu propia cuenta',
  backToPending: 'Una cuenta no puede volver a quedar pendiente de aprobación',
} as const;

export interface NewAccount {
  id?: string;
  fullName: string;
  email: string;
  username: string;
  password: string;
  role: Role;
  status: UserStatus;
  /** Digits with the country code: given at registration or in "Mi perfil"; the demo agents are seeded with theirs. */
  phone?: string;
}

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly outbox: OutboxService,
    private readonly mails: AccountMails,
    @Inject(SERVICE_ENV) private readonly env: AuthEnv,
  ) {}

  /**
   * New registrations wait for an admin's approval unless registration is open (REGISTRATION_MODE=open); the
   * administrators are e-mailed in the same transaction, so nobody waits unseen.
   */
  register(payload: RegisterPayload): Promise<User> {
    const status = this.env.REGISTRATION_MODE === 'open' ? 'active' : 'pending';
    return this.create({ ...payload, role: 'agent', status }, async (manager, user) => {
      if (status === 'pending') await this.mails.awaitingApproval(manager, user, await this.users.listActiveAdmins(manager));
    });
  }

  async create(account: NewAccount, andThen?: (manager: EntityManager, user: User) => Promise<void>): Promise<User> {
    await this.assertAvailable(account.username, account.email);
    const passwordHash = await this.hasher.hash(account.password);
    const row = {
      id: account.id,
      fullName: account.fullName,
      phone: account.phone ?? null,
      email: emailKey(account.email),
      username: account.username,
      passwordHash,
      role: account.role,
      status: account.status,
      approvedAt: account.status === 'active' ? new Date() : null,
    };
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await this.users.insert(row, manager);
        await andThen?.(manager, user);
        return user;
      });
    } catch (error) {
      // Two registrations racing for the same name: the unique index decides.
      if ((error as { code?: string }).code === '23505') {
        await this.assertAvailable(account.username, account.email);
      }
      throw error;
    }
  }

  private async assertAvailable(username: string, email: string): Promise<void> {
    const clash = await this.users.findHolderOf(username, email);
    if (!clash) return;
    const usernameClash = usernameKey(clash.username) === usernameKey(username);
    const field = usernameClash ? 'username' : 'email';
    const message = usernameClash ? AccountMessages.usernameTaken : AccountMessages.emailTaken;
    throw new ConflictException({ statusCode: 409, message, errors: { [field]: message } });
  }

  /** With the hash, for verifying a login; by username ignoring case. */
  findForLogin(username: string): Promise<User | null> {
    return this.users.findForLogin(username);
  }

  findById(id: string): Promise<User | null> {
    return this.users.findById(id);
  }

  findByUsername(username: string): Promise<User | null> {
    return this.users.findByUsername(username);
  }

  /** Stores the password again at the current scrypt cost. */
  async rehashPassword(userId: string, password: string): Promise<void> {
    await this.users.updatePasswordHash(userId, await this.hasher.hash(password));
  }

  /** Who can take clients and calls: active accounts, oldest first so round-robin order is stable. */
  listActiveAgents(): Promise<User[]> {
    return this.users.listActive();
  }

  /** Pending accounts first (they need attention), then by name. */
  list(): Promise<User[]> {
    return this.users.listForAdministration();
  }

  /**
   * Approve, change role, deactivate or reactivate. The rules hold under concurrency: the admin count is checked
   * inside a transaction that locks the admins' rows, so two admins cannot demote each other at once.
   */
  async update(actorId: string, userId: string, change: UpdateUserInput): Promise<User> {
    if (change.status === 'pending') throw new ConflictException(AccountMessages.backToPending);
    if (change.status === 'deactivated' && userId === actorId) {
      throw new ConflictException(AccountMessages.selfDeactivation);
    }
    const updated = await this.dataSource.transaction(async (manager) => {
      // The active admins are locked first, so the second of two admins demoting each other sees the first's change.
      const admins = await this.users.lockActiveAdmins(manager);
      const user = await this.users.lockById(manager, userId);
      if (!user) throw new NotFoundException(AccountMessages.userNotFound);
      const losesAdmin =
        user.role === 'admin' &&
        user.status === 'active' &&
        ((change.role !== undefined && change.role !== 'admin') || change.status === 'deactivated');
      if (losesAdmin && admins.length <= 1) throw new ConflictException(AccountMessages.lastAdmin);
      if (change.role) user.role = change.role;
      if (change.status) {
        if (change.status === 'active' && user.status === 'pending') {
          user.approvedAt = new Date();
          user.approvedBy = actorId;
          await this.mails.approved(manager, user);
        }
        user.status = change.status;
      }
      return this.users.save(manager, user);
    });
    if (updated.status === 'deactivated') await this.sessions.endAllFor(updated.id);
    await this.sessions.announceAccessChanged(updated.id);
    return updated;
  }

  /**
   * A user changes their own name and phone (absent phone: unchanged; null: cleared). Active and pending accounts may;
   * an account deactivated since its identity was vouched for may not. The change and `auth.user.profile-updated` commit
   * together (outbox), so the copies other services keep of the card (each listing's agent) follow it; saving the same
   * values again changes and announces nothing.
   */
  async updateOwnProfile(userId: string, change: UpdateOwnProfileInput): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockById(manager, userId);
      if (!user) throw new NotFoundException(AccountMessages.userNotFound);
      if (user.status === 'deactivated') throw new ForbiddenException(ErrorMessages.accountDeactivated);
      const phone = change.phone === undefined ? user.phone : change.phone;
      if (user.fullName === change.fullName && user.phone === phone) return user;
      user.fullName = change.fullName;
      user.phone = phone;
      const saved = await this.users.save(manager, user);
      await this.outbox.enqueue(manager, EventSubjects.userProfileUpdated, {
        userId: saved.id,
        fullName: saved.fullName,
        username: saved.username,
        phone: saved.phone,
      } satisfies UserProfileUpdatedEvent);
      return saved;
    });
  }
}
