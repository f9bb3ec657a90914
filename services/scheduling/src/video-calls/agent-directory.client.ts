import { Injectable } from '@nestjs/common';
import { activeAgentsReplySchema, RpcSubjects, type ActiveAgent } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';

const TIMEOUT_MS = 3_000;

/** Who the agents are, asked of the auth service, which owns users (no answer in time → 503). */
@Injectable()
export class AgentDirectoryClient {
  constructor(private readonly nats: NatsService) {}

  /** Active agents and admins, oldest account first. */
  async activeAgents(): Promise<ActiveAgent[]> {
    const { agents } = await this.nats.request(RpcSubjects.activeAgents, {}, activeAgentsReplySchema, TIMEOUT_MS);
    return agents;
  }
}
