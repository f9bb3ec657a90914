import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { emailKey, usernameKey } from '@prestigio/contracts';
import { type EntityManager, Repository } from 'typeorm';
import { User } from './user.entity.js';

export type NewUser = Pick<User, 'fullName' | 'email' | 'username' | 'passwordHash' | 'role' | 'status' | 'approvedAt'> & {
  id?: string;
  phone?: string | null;
};

/**
 * Every query of the users table. Usernames are found by their key (usernameKey: case and accents folded in
 * JavaScript, compared with the stored ASCII name's lower case), emails by emailKey: one normalisation, never
 * Postgres' own lower() of what a visitor typed.
 */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  insert(user: NewUser, manager?: EntityManager): Promise<User> {
    const users = manager ? manager.getRepository(User) : this.users;
    return users.save(users.create(user));
  }

  /** The active administrators, who approve registrations. */
  listActiveAdmins(manager: EntityManager): Promise<User[]> {
    return manager.getRepository(User).find({ where: { role: 'admin', status: 'active' }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** A user already holding this username (any case) or this email, if any. */
  findHolderOf(username: string, email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.username) = :username', { username: usernameKey(username) })
      .orWhere('user.email = :email', { email: emailKey(email) })
      .getOne();
  }

  /** With the password hash, which no other query selects. */
  findForLogin(username: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('lower(user.username) = :username', { username: usernameKey(username) })
      .getOne();
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByUsername(username: string): Promise<User | null> {
    return this.users.createQueryBuilder('user').where('lower(user.username) = :username', { username: usernameKey(username) }).getOne();
  }

  async updatePasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.users.update({ id: userId }, { passwordHash });
  }

  /** Active accounts, oldest first so round-robin order is stable. */
  listActive(): Promise<User[]> {
    return this.users.find({ where: { status: 'active' }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** Pending accounts first (they need attention), then by name. */
  listForAdministration(): Promise<User[]> {
    return this.users
      .createQueryBuilder('user')
      .orderBy(`CASE user.status WHEN 'pending' THEN 0 WHEN 'active' THEN 1 ELSE 2 END`)
      .addOrderBy('lower(coalesce(user.fullName, user.username))')
      .getMany();
  }

  /**
   * Locks the active admins' rows until the caller's transaction ends, always in one order, so two admins demoting
   * each other at once wait for each other instead of deadlocking. Returns them.
   */
  lockActiveAdmins(manager: EntityManager): Promise<User[]> {
    return manager.getRepository(User).find({
      where: { role: 'admin', status: 'active' },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  lockById(manager: EntityManager, id: string): Promise<User | null> {
    return manager.getRepository(User).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  save(manager: EntityManager, user: User): Promise<User> {
    return manager.getRepository(User).save(user);
  }
}
