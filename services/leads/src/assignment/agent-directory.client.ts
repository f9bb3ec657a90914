import { Injectable, Logger } from '@nestjs/common';
import { activeAgentsReplySchema, RpcSubjects, type ActiveAgent } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';

const CACHE_MS = 10_000;
const TIMEOUT_MS = 1_500;

/** Who can take clients, asked of auth over NATS and kept briefly; none (and a warning) when auth does not answer. */
@Injectable()
export class AgentDirectoryClient {
  private readonly logger = new Logger(AgentDirectoryClient.name);
  private cached?: { agents: ActiveAgent[]; until: number };

  constructor(private readonly nats: NatsService) {}

  /** `fresh` skips the cache: an agent approved a moment ago must be assignable at once. */
  async activeAgents({ fresh = false }: { fresh?: boolean } = {}): Promise<ActiveAgent[]> {
    if (!fresh && this.cached && this.cached.until > Date.now()) return this.cached.agents;
    try {
      const { agents } = await this.nats.request(RpcSubjects.activeAgents, {}, activeAgentsReplySchema, TIMEOUT_MS);
      this.cached = { agents, until: Date.now() + CACHE_MS };
      return agents;
    } catch (error) {
      this.logger.warn(`Active agents unavailable, the lead stays unassigned: ${(error as Error).message}`);
      // Asked again after the same pause: a burst of leads while auth is down does not wait on it one by one.
      this.cached = { agents: [], until: Date.now() + CACHE_MS };
      return [];
    }
  }
}
