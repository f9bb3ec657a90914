import { Injectable, Logger } from '@nestjs/common';
import { RpcSubjects, userProfileReplySchema } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';

/** Who an agent is, asked of the auth service (which owns users) when a listing is created. */
@Injectable()
export class AgentDirectory {
  private readonly logger = new Logger(AgentDirectory.name);

  constructor(private readonly nats: NatsService) {}

  /** The agent's name, or null when auth cannot say right now: a listing is never refused for that. */
  async displayName(userId: string): Promise<string | null> {
    try {
      const profile = await this.nats.request(RpcSubjects.userProfile, { userId }, userProfileReplySchema, 1_500);
      return profile ? (profile.fullName ?? profile.username) : null;
    } catch (error) {
      this.logger.warn(`Could not look up the name of agent ${userId}: ${(error as Error).message}`);
      return null;
    }
  }
}
