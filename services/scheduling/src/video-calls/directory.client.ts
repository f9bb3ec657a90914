import { Injectable } from '@nestjs/common';
import {
  activeAgentsReplySchema,
  leadContactReplySchema,
  RpcSubjects,
  type ActiveAgent,
  type LeadContact,
} from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';

const TIMEOUT_MS = 3_000;

/** Who the leads and agents are, asked of the services that own them (no answer in time → 503). */
@Injectable()
export class DirectoryClient {
  constructor(private readonly nats: NatsService) {}

  findLead(leadId: string): Promise<LeadContact | null> {
    return this.nats.request(RpcSubjects.leadContact, { leadId }, leadContactReplySchema, TIMEOUT_MS);
  }

  /** Active agents and admins, oldest account first. */
  async activeAgents(): Promise<ActiveAgent[]> {
    const { agents } = await this.nats.request(RpcSubjects.activeAgents, {}, activeAgentsReplySchema, TIMEOUT_MS);
    return agents;
  }
}
