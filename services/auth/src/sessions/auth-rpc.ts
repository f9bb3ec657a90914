import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  activeAgentsRequestSchema,
  resolveSessionRequestSchema,
  RpcSubjects,
  userProfileRequestSchema,
} from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import type { Subscription } from 'nats';
import { UsersService } from '../users/users.service.js';
import { SessionsService } from './sessions.service.js';

const PURGE_INTERVAL_MS = 60 * 60_000;

/**
 * Answers other processes' questions over NATS: the gateway's `auth.session.resolve` (who holds this cookie?) and
 * `auth.user.profile` (a user's display name) and `auth.agents.active` (who can take clients). Also purges expired sessions hourly.
 */
@Injectable()
export class AuthRpc implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AuthRpc.name);
  private readonly subscriptions: Subscription[] = [];
  private purgeTimer?: NodeJS.Timeout;

  constructor(
    private readonly nats: NatsService,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
  ) {}

  onApplicationBootstrap(): void {
    this.subscriptions.push(
      this.nats.serve(RpcSubjects.resolveSession, resolveSessionRequestSchema, async ({ token }) => ({
        identity: await this.sessions.resolveIdentity(token),
      })),
      this.nats.serve(RpcSubjects.userProfile, userProfileRequestSchema, async ({ userId }) => {
        const user = await this.users.findById(userId);
        return user ? { fullName: user.fullName, username: user.username } : null;
      }),
      this.nats.serve(RpcSubjects.activeAgents, activeAgentsRequestSchema, async () => ({
        agents: (await this.users.listActiveAgents()).map(({ id, fullName, username, email, role }) => ({
          id,
          fullName,
          username,
          email,
          role,
        })),
      })),
    );
    this.purgeTimer = setInterval(() => {
      this.sessions.purgeExpired().then(
        (count) => count > 0 && this.logger.log(`Purged ${count} expired sessions`),
        (error: Error) => this.logger.warn(`Session purge failed: ${error.message}`),
      );
    }, PURGE_INTERVAL_MS).unref();
  }

  onApplicationShutdown(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    clearInterval(this.purgeTimer);
  }
}
