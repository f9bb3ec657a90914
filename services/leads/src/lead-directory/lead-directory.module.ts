import { Injectable, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { leadContactRequestSchema, RpcSubjects } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import { LeadDirectoryRepository } from './lead-directory.repository.js';

/** Answers `leads.lead.contact`: who a lead is and which agent is in charge (null for an unknown lead). */
@Injectable()
export class LeadContactResponder implements OnApplicationBootstrap {
  constructor(
    private readonly nats: NatsService,
    private readonly repository: LeadDirectoryRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.nats.serve(RpcSubjects.leadContact, leadContactRequestSchema, ({ leadId }) => this.repository.findContact(leadId));
  }
}

@Module({ providers: [LeadDirectoryRepository, LeadContactResponder] })
export class LeadDirectoryModule {}
