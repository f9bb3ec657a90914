import { Injectable } from '@nestjs/common';
import { leadContactReplySchema, RpcSubjects, type LeadContact } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';

const TIMEOUT_MS = 3_000;

/** Who a lead or a client is, asked of the leads service, which owns them (no answer in time → 503). */
@Injectable()
export class LeadDirectoryClient {
  constructor(private readonly nats: NatsService) {}

  /** Whom a visitor's booking id (an inquiry's receipt, valid for a day) stands for. */
  findLead(leadId: string): Promise<LeadContact | null> {
    return this.nats.request(RpcSubjects.leadContact, { leadId }, leadContactReplySchema, TIMEOUT_MS);
  }

  /** A client by its own id: only for bookings made in the portal, behind a session. */
  findClient(clientId: string): Promise<LeadContact | null> {
    return this.nats.request(RpcSubjects.clientContact, { leadId: clientId }, leadContactReplySchema, TIMEOUT_MS);
  }
}
