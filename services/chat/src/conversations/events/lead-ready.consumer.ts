import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EventSubjects, leadInquiryEventSchema, type LeadInquiryEvent } from '@prestigio/contracts';
import { IdempotentEventConsumer, NatsService, type EventContext } from '@prestigio/nest-common';
import { deliverySubject } from '../../realtime/delivery.js';
import { LiveChatService } from '../../live-chat/live-chat.service.js';
import { ConversationsService } from '../conversations.service.js';

/**
 * The CRM created (or found) the lead of a contact collected in chat: the conversation is linked to it, and the visitor
 * is offered a video call when they already said they want one (otherwise their "sí" brings the offer later).
 * Both subjects matter, since a visitor the CRM already knew gets `inquiry.received`, not `lead.created`.
 */
@Injectable()
export class LeadReadyConsumer implements OnApplicationBootstrap {
  private readonly logger = new Logger(LeadReadyConsumer.name);

  constructor(
    private readonly events: IdempotentEventConsumer,
    private readonly conversations: ConversationsService,
    private readonly nats: NatsService,
    private readonly liveChat: LiveChatService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // The durable names are the consumers' identity in JetStream and in processed_events: never rename them.
    await this.events.consume(EventSubjects.leadCreated, 'chat-lead-created', leadInquiryEventSchema, (data, context) => this.offer(context, data));
    await this.events.consume(EventSubjects.inquiryReceived, 'chat-inquiry-received', leadInquiryEventSchema, (data, context) => this.offer(context, data));
  }

  private async offer({ manager, afterCommit }: EventContext<LeadInquiryEvent>, data: LeadInquiryEvent): Promise<void> {
    if (data.source !== 'chat' || !data.chatConversationId) return;
    const conversationId = data.chatConversationId;
    // The one place that chooses what the booking will name: the inquiry's own id, never the client's (scheduling
    // resolves it inside, for a limited time); stored on the conversation and sent in the offer as is.
    const bookingLeadId = data.inquiryId;
    if (!(await this.conversations.linkLead(manager, conversationId, bookingLeadId))) {
      this.logger.warn(`Inquiry ${data.inquiryId} names conversation ${conversationId}, which this chat does not know`);
      return;
    }
    // The replica holding the visitor reads the offer when told: only once it is committed (a fixed delay lost it under
    // load, when the commit came later and nothing told the replica again).
    afterCommit(() => {
      this.nats.connection.publish(deliverySubject(this.nats.namespace, conversationId));
      // The conversation becomes this client's: their agent sees it in the inbox (and it is offered to them first).
      this.liveChat.clientLinked(conversationId, data.leadId).catch((error: unknown) => this.logger.warn(`Client of ${conversationId} not linked: ${(error as Error).message}`));
    });
  }
}
