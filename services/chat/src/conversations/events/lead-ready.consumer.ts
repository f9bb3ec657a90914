import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EventSubjects, leadInquiryEventSchema, type LeadInquiryEvent } from '@prestigio/contracts';
import { IdempotentEventConsumer, NatsService } from '@prestigio/nest-common';
import type { EntityManager } from 'typeorm';
import { deliverySubject } from '../../realtime/delivery.js';
import { ConversationsService } from '../conversations.service.js';

/** After the commit, the replica holding the visitor is told; by then the offer is stored. */
const ANNOUNCE_DELAY_MS = 150;

/**
 * The CRM created (or found) the lead of a contact collected in chat: the visitor is offered a video call with it.
 * Both subjects matter, since a visitor the CRM already knew gets `inquiry.received`, not `lead.created`.
 */
@Injectable()
export class LeadReadyConsumer implements OnApplicationBootstrap {
  private readonly logger = new Logger(LeadReadyConsumer.name);

  constructor(
    private readonly events: IdempotentEventConsumer,
    private readonly conversations: ConversationsService,
    private readonly nats: NatsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // The durable names are the consumers' identity in JetStream and in processed_events: never rename them.
    await this.events.consume(EventSubjects.leadCreated, 'chat-lead-created', leadInquiryEventSchema, (data, { manager }) => this.offer(manager, data));
    await this.events.consume(EventSubjects.inquiryReceived, 'chat-inquiry-received', leadInquiryEventSchema, (data, { manager }) => this.offer(manager, data));
  }

  private async offer(manager: EntityManager, data: LeadInquiryEvent): Promise<void> {
    if (data.source !== 'chat' || !data.chatConversationId) return;
    const conversationId = data.chatConversationId;
    if (!(await this.conversations.offerVideoCall(manager, conversationId, data.leadId))) {
      this.logger.warn(`Lead ${data.leadId} names conversation ${conversationId}, which this chat does not know`);
      return;
    }
    setTimeout(() => this.nats.connection.publish(deliverySubject(this.nats.namespace, conversationId)), ANNOUNCE_DELAY_MS).unref();
  }
}
