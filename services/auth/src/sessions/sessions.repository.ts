import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { User } from '../users/user.entity.js';
import { Session } from './session.entity.js';

export type NewSession = Pick<Session, 'key' | 'userId' | 'lastSeenAt' | 'expiresAt' | 'ipAddress' | 'userAgent'>;

/** Every query of the sessions table, and the one read of a session's user. */
@Injectable()
export class SessionsRepository {
  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  async insert(session: NewSession): Promise<void> {
    await this.sessions.insert(session);
  }

  findByKey(key: string): Promise<Session | null> {
    return this.sessions.findOneBy({ key });
  }

  findUser(userId: string): Promise<User | null> {
    return this.users.findOneBy({ id: userId });
  }

  async touch(key: string, lastSeenAt: Date): Promise<void> {
    await this.sessions.update({ key }, { lastSeenAt });
  }

  async deleteByKey(key: string): Promise<void> {
    await this.sessions.delete({ key });
  }

  async deleteAllOf(userId: string): Promise<void> {
    await this.sessions.delete({ userId });
  }

  /** How many expired sessions were deleted. */
  async deleteExpired(now: Date): Promise<number> {
    const result = await this.sessions.delete({ expiresAt: LessThan(now) });
    return result.affected ?? 0;
  }
}
