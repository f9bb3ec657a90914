import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { activeAgentsRequestSchema, RpcSubjects, userProfileRequestSchema } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import type { Subscription } from 'nats';
import { UsersService } from './users.service.js';

/** Answers other services over NATS: `auth.user.profile` (a user's display name and phone) and `auth.agents.active` (who can take clients). */
@Injectable()
export class UsersRpc implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly subscriptions: Subscription[] = [];

  constructor(
    private readonly nats: NatsService,
    private readonly users: UsersService,
  ) {}

  onApplicationBootstrap(): void {
    this.subscriptions.push(
      this.nats.serve(RpcSubjects.userProfile, userProfileRequestSchema, async ({ userId }) => {
        const user = await this.users.findById(userId);
        return user ? { fullName: user.fullName, username: user.username, phone: user.phone } : null;
      }),
      this.nats.serve(RpcSubjects.activeAgents, activeAgentsRequestSchema, async () => ({
        agents: (await this.users.listActiveAgents()).map(({ id, fullName, username, email, role, phone }) => ({
          id,
          fullName,
          username,
          email,
          role,
          phone,
        })),
      })),
    );
  }

  onApplicationShutdown(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
  }
}
