import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EventSubjects, type Identity, type UserAccessChangedEvent, type UserLoggedOutEvent } from '@prestigio/contracts';
import { sessionKeyOf } from '@prestigio/contracts/identity-token';
import { NatsService, SERVICE_ENV, type ClientInfo } from '@prestigio/nest-common';
import type { AuthEnv } from '../config/env.js';
import type { User } from '../users/user.entity.js';
import { SessionsRepository } from './sessions.repository.js';


/** last_seen_at is written at most this often, so reading a session is not a write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

@Injectable()
export class SessionsService {
  private readonly logger = new Logger(SessionsService.name);

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly nats: NatsService,
    @Inject(SERVICE_ENV) private readonly env: AuthEnv,
  ) {}

  get absoluteTtlMs(): number {
    return this.env.SESSION_ABSOLUTE_TTL_HOURS * 3_600_000;
  }

  /**
   * Signs a user in on this browser: any session it already had is ended, and a fresh random token is issued, so a
   * session id planted before login is worthless (no fixation).
   */
  async rotate(previousToken: string | undefined, userId: string, client: ClientInfo): Promise<{ token: string; expiresAt: Date }> {
    if (previousToken) await this.end(previousToken);
    return this.create(userId, client);
  }

  private async create(userId: string, client: ClientInfo): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.absoluteTtlMs);
    await this.sessions.insert({
      key: sessionKeyOf(token),
      userId,
      lastSeenAt: now,
      expiresAt,
      ipAddress: client.ipAddress,
      userAgent: client.userAgent,
    });
    return { token, expiresAt };
  }

  /** The session's active user, or null when the token is unknown, idle too long, expired, or the user deactivated. */
  async resolveUser(token: string | undefined): Promise<User | null> {
    if (!token) return null;
    const key = sessionKeyOf(token);
    const session = await this.sessions.findByKey(key);
    if (!session) return null;
    const now = Date.now();
    const idleLimit = session.lastSeenAt.getTime() + this.env.SESSION_IDLE_TTL_MINUTES * 60_000;
    if (session.expiresAt.getTime() <= now || idleLimit <= now) {
      await this.sessions.deleteByKey(key);
      return null;
    }
    const user = await this.sessions.findUser(session.userId);
    if (!user || user.status === 'deactivated') return null;
    if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.sessions.touch(key, new Date(now));
    }
    return user;
  }

  async resolveIdentity(token: string): Promise<Identity | null> {
    const user = await this.resolveUser(token);
    return user ? { userId: user.id, role: user.role, status: user.status } : null;
  }

  /** Ends the session at once and tells the gateway to forget its cached identity. */
  async end(token: string): Promise<void> {
    const key = sessionKeyOf(token);
    const session = await this.sessions.findByKey(key);
    if (!session) return;
    await this.sessions.deleteByKey(key);
    await this.announce(EventSubjects.userLoggedOut, { sessionKey: key, userId: session.userId } satisfies UserLoggedOutEvent);
  }

  async endAllFor(userId: string): Promise<void> {
    await this.sessions.deleteAllOf(userId);
  }

  purgeExpired(): Promise<number> {
    return this.sessions.deleteExpired(new Date());
  }

  /** The user's role or status changed: the gateway drops every identity it cached for them. */
  announceAccessChanged(userId: string): Promise<void> {
    return this.announce(EventSubjects.userAccessChanged, { userId } satisfies UserAccessChangedEvent);
  }

  /**
   * Cache invalidation for the gateway. Losing one only delays the effect until the gateway's short cache expires,
   * so a NATS outage must not fail the request.
   */
  private async announce(
    subject: typeof EventSubjects.userLoggedOut | typeof EventSubjects.userAccessChanged,
    data: UserLoggedOutEvent | UserAccessChangedEvent,
  ): Promise<void> {
    try {
      await this.nats.publishEvent(subject, data);
    } catch (error) {
      this.logger.warn(`Could not announce ${subject}: ${(error as Error).message}`);
    }
  }
}
