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

  /** Whom a visitor's booking id (an inquiry's receipt, valid for a day) stands for. */
  findLead(leadId: string): Promise<LeadContact | null> {
    return this.nats.request(RpcSubjects.leadContact, { leadId }, leadContactReplySchema, TIMEOUT_MS);
  }

  /** A client by its own id: only for bookings made in the portal, behind a session. */
  findClient(clientId: string): Promise<LeadContact | null> {
    return this.nats.request(RpcSubjects.clientContact, { leadId: clientId }, leadContactReplySchema, TIMEOUT_MS);
  }

  /** Active agents and admins, oldest account first. */
  async activeAgents(): Promise<ActiveAgent[]> {
    const { agents } = await this.nats.request(RpcSubjects.activeAgents, {}, activeAgentsReplySchema, TIMEOUT_MS);
    return agents;
  }
}
