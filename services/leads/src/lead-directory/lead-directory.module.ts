import { Injectable, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { leadContactRequestSchema, RpcSubjects } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import { LeadDirectoryRepository } from './lead-directory.repository.js';

/**
 * Answers `leads.lead.contact`: whom a visitor's booking id stands for (see LeadDirectoryRepository), or null; and
 * `leads.client.contact`: a client by its own id, for the portal's bookings.
 */
@Injectable()
export class LeadContactResponder implements OnApplicationBootstrap {
  constructor(
    private readonly nats: NatsService,
    private readonly repository: LeadDirectoryRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.nats.serve(RpcSubjects.leadContact, leadContactRequestSchema, ({ leadId }) => this.repository.findContact(leadId));
    this.nats.serve(RpcSubjects.clientContact, leadContactRequestSchema, ({ leadId }) => this.repository.findClientContact(leadId));
  }
}

@Module({ providers: [LeadDirectoryRepository, LeadContactResponder] })
export class LeadDirectoryModule {}
