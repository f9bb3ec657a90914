import { Injectable, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { leadContactRequestSchema, RpcSubjects } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import { LeadsModule } from '../leads/leads.module.js';
import { LeadsRepository } from '../leads/leads.repository.js';

/**
 * Answers `leads.lead.contact`: whom a visitor's booking id stands for (LeadsRepository.findContactByReceipt), or null; and
 * `leads.client.contact`: a client by its own id, for the portal's bookings.
 */
@Injectable()
export class LeadContactResponder implements OnApplicationBootstrap {
  constructor(
    private readonly nats: NatsService,
    private readonly leads: LeadsRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.nats.serve(RpcSubjects.leadContact, leadContactRequestSchema, ({ leadId }) => this.leads.findContactByReceipt(leadId));
    this.nats.serve(RpcSubjects.clientContact, leadContactRequestSchema, ({ leadId }) => this.leads.findClientContact(leadId));
  }
}

@Module({ imports: [LeadsModule], providers: [LeadContactResponder] })
export class LeadDirectoryModule {}
