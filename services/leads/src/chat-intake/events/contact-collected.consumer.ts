import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { chatContactCollectedEventSchema, EventSubjects } from '@prestigio/contracts';
import { IdempotentEventConsumer } from '@prestigio/nest-common';
import { LeadsService } from '../../leads/leads.service.js';

/**
 * A visitor left a name and a way to reach them in the chat: the lead is created or merged (source chat) with the
 * conversation linked, and `leads.lead.created` / `leads.inquiry.received` tells the chat to offer a video call.
 */
@Injectable()
export class ContactCollectedConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly events: IdempotentEventConsumer,
    private readonly leads: LeadsService,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    // The durable name is the consumer's identity in JetStream and in processed_events: never rename it.
    return this.events.consume(EventSubjects.contactCollected, 'leads-chat-contact-collected', chatContactCollectedEventSchema, async (data, { manager }) => {
      await this.leads.receiveChatContact(manager, data);
    });
  }
}
