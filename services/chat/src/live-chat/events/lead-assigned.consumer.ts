import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EventSubjects, leadAssignedEventSchema } from '@prestigio/contracts';
import { IdempotentEventConsumer } from '@prestigio/nest-common';
import { LiveChatService } from '../live-chat.service.js';

/**
 * The CRM gave a client to another agent: the client's live conversations follow at once (the new agent's inbox,
 * an offer when one waits), not only at the next handoff. Durable: one replica handles each event, once.
 */
@Injectable()
export class LeadAssignedConsumer implements OnApplicationBootstrap {
  private readonly logger = new Logger(LeadAssignedConsumer.name);

  constructor(
    private readonly events: IdempotentEventConsumer,
    private readonly liveChat: LiveChatService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // The durable name is the consumer's identity in JetStream and in processed_events: never rename it.
    await this.events.consume(EventSubjects.leadAssigned, 'chat-lead-assigned', leadAssignedEventSchema, async (data, { manager, afterCommit }) => {
      const announce = await this.liveChat.clientReassigned(manager, data);
      afterCommit(() => {
        announce().catch((error: unknown) => this.logger.warn(`Reassignment of client ${data.leadId} not announced: ${(error as Error).message}`));
      });
    });
  }
}
