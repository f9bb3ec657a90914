import { Injectable, Logger } from '@nestjs/common';
import { RpcSubjects, userProfileReplySchema } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';

export interface AgentCard {
  name: string | null;
  phone: string | null;
}

/** What a listing shows of its agent: the full name (the username when there is none) and the phone, if any. */
export function agentCardOf(profile: { fullName: string | null; username: string; phone?: string | null }): AgentCard {
  return { name: profile.fullName ?? profile.username, phone: profile.phone ?? null };
}

/**
 * Who an agent is, asked of the auth service (which owns users) when a listing is created; later changes arrive as
 * `auth.user.profile-updated` (events/agent-profile-updated.consumer.ts).
 */
@Injectable()
export class AgentDirectoryClient {
  private readonly logger = new Logger(AgentDirectoryClient.name);

  constructor(private readonly nats: NatsService) {}

  /** The agent's name and phone, or nulls when auth cannot say right now: a listing is never refused for that. */
  async card(userId: string): Promise<AgentCard> {
    try {
      const profile = await this.nats.request(RpcSubjects.userProfile, { userId }, userProfileReplySchema, 1_500);
      return profile ? agentCardOf(profile) : { name: null, phone: null };
    } catch (error) {
      this.logger.warn(`Could not look up the name of agent ${userId}: ${(error as Error).message}`);
      return { name: null, phone: null };
    }
  }
}
