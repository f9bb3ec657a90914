import { describe, expect, it } from '@jest/globals';
import type { LeadInquiryEvent } from '@prestigio/contracts';
import type { EventContext, IdempotentEventConsumer, NatsService } from '@prestigio/nest-common';
import type { EntityManager } from 'typeorm';
import type { ConversationsService } from '../conversations.service.js';
import type { LiveChatService } from '../../live-chat/live-chat.service.js';
import { LeadReadyConsumer } from './lead-ready.consumer.js';

type Handler = (data: LeadInquiryEvent, context: EventContext<LeadInquiryEvent>) => Promise<void>;

/** The consumer with its handlers captured, and which id it linked to which conversation (the id the offer carries). */
async function consumer() {
  const handlers: Handler[] = [];
  const offers: Array<{ conversationId: string; offeredId: string }> = [];
  const events = { consume: async (_subject: string, _durable: string, _schema: unknown, handler: Handler) => void handlers.push(handler) };
  const conversations = {
    linkLead: async (_manager: EntityManager, conversationId: string, offeredId: string) => {
      offers.push({ conversationId, offeredId });
      return true;
    },
  };
  const nats = { namespace: 'prueba', connection: { publish: () => undefined } };
  const liveChat = { clientLinked: async () => undefined };
  const subject = new LeadReadyConsumer(
    events as unknown as IdempotentEventConsumer,
    conversations as unknown as ConversationsService,
    nats as unknown as NatsService,
    liveChat as unknown as LiveChatService,
  );
  await subject.onApplicationBootstrap();
  return { handlers, offers };
}

describe('LeadReadyConsumer', () => {
  it("links the conversation, and so the video-call offer, to the inquiry's own id, never the client's (issue 23)", async () => {
    const { handlers, offers } = await consumer();
    const event: LeadInquiryEvent = {
      leadId: '11111111-1111-4111-8111-111111111111',
      inquiryId: '22222222-2222-4222-8222-222222222222',
      name: 'Lucía',
      email: 'lucia@correo.mx',
      phone: null,
      interest: 'compra',
      source: 'chat',
      chatConversationId: '33333333-3333-4333-8333-333333333333',
    };
    const context = { manager: {} as EntityManager, afterCommit: () => undefined } as unknown as EventContext<LeadInquiryEvent>;
    // A new client (lead.created) and a known one (inquiry.received) alike.
    for (const handler of handlers) await handler(event, context);
    expect(offers).toEqual([
      { conversationId: event.chatConversationId, offeredId: event.inquiryId },
      { conversationId: event.chatConversationId, offeredId: event.inquiryId },
    ]);
  });
});
