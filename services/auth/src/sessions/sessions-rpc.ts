import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { resolveSessionRequestSchema, RpcSubjects } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import type { Subscription } from 'nats';
import { SessionsService } from './sessions.service.js';

const PURGE_INTERVAL_MS = 60 * 60_000;

/** Answers the gateway's `auth.session.resolve` (who holds this cookie?) over NATS, and purges expired sessions hourly. */
@Injectable()
export class SessionsRpc implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SessionsRpc.name);
  private subscription?: Subscription;
  private purgeTimer?: NodeJS.Timeout;

  constructor(
    private readonly nats: NatsService,
    private readonly sessions: SessionsService,
  ) {}

  onApplicationBootstrap(): void {
    this.subscription = this.nats.serve(RpcSubjects.resolveSession, resolveSessionRequestSchema, async ({ token }) => ({
      identity: await this.sessions.resolveIdentity(token),
    }));
    this.purgeTimer = setInterval(() => {
      this.sessions.purgeExpired().then(
        (count) => count > 0 && this.logger.log(`Purged ${count} expired sessions`),
        (error: Error) => this.logger.warn(`Session purge failed: ${error.message}`),
      );
    }, PURGE_INTERVAL_MS).unref();
  }

  onApplicationShutdown(): void {
    this.subscription?.unsubscribe();
    clearInterval(this.purgeTimer);
  }
}
