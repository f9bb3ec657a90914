import { Injectable } from '@nestjs/common';
import { eventEnvelopeSchema, EventSubjects, eventSubject, userAccessChangedEventSchema, type LiveChatAdvisor, type LiveChatConversation, type LiveChatMessage } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import type { Subscription } from 'nats';
import { deliverySubject } from '../realtime/delivery.js';

/** What one replica tells every other about a conversation, for the advisors' sockets it holds. */
export type LiveNews =
  | { kind: 'updated'; conversation: LiveChatConversation }
  | { kind: 'message'; conversation: LiveChatConversation; message: LiveChatMessage }
  | { kind: 'waiting'; conversation: LiveChatConversation }
  /** Its client was given to another agent: who may see it changed (those who no longer may are told to drop it). */
  | { kind: 'reassigned'; conversation: LiveChatConversation }
  | { kind: 'typing'; conversation: LiveChatConversation; from: 'visitor' | 'advisor'; advisorId: string | null };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Core NATS between replicas: a visitor's socket and an advisor's may be on different replicas. Nothing here is the
 * record (frames are stored first); a lost announcement only delays a frame until the next one or a reconnect.
 */
@Injectable()
export class LiveBus {
  constructor(private readonly nats: NatsService) {}

  private liveSubject(conversationId: string): string {
    return `${this.nats.namespace}.chat.live.${conversationId}`;
  }

  private advisorTypingSubject(conversationId: string): string {
    return `${this.nats.namespace}.chat.advisor-typing.${conversationId}`;
  }

  /** The visitor's replica sends what is stored for them (advisor messages, state changes). */
  deliverToVisitor(conversationId: string): void {
    this.nats.connection.publish(deliverySubject(this.nats.namespace, conversationId));
  }

  announce(news: LiveNews): void {
    this.nats.connection.publish(this.liveSubject(news.conversation.id), encoder.encode(JSON.stringify(news)));
  }

  advisorTyping(conversationId: string, advisor: LiveChatAdvisor): void {
    this.nats.connection.publish(this.advisorTypingSubject(conversationId), encoder.encode(JSON.stringify(advisor)));
  }

  onNews(handler: (news: LiveNews) => void): Subscription {
    return this.nats.connection.subscribe(this.liveSubject('*'), {
      callback: (_error, message) => handler(JSON.parse(decoder.decode(message.data)) as LiveNews),
    });
  }

  onAdvisorTyping(handler: (conversationId: string, advisor: LiveChatAdvisor) => void): Subscription {
    return this.nats.connection.subscribe(this.advisorTypingSubject('*'), {
      callback: (_error, message) => handler(message.subject.split('.').at(-1)!, JSON.parse(decoder.decode(message.data)) as LiveChatAdvisor),
    });
  }

  /**
   * Auth's announcements that a user's sessions or access changed (a sign-out, a deactivation, a new role): the user's
   * id, for the sockets opened under the identity the gateway resolved before.
   */
  onAccessChanged(handler: (userId: string) => void): Subscription[] {
    return [EventSubjects.userLoggedOut, EventSubjects.userAccessChanged].map((subject) =>
      this.nats.connection.subscribe(eventSubject(this.nats.namespace, subject), {
        callback: (_error, message) => {
          const parsed = eventEnvelopeSchema.safeParse(JSON.parse(decoder.decode(message.data)));
          const data = parsed.success ? userAccessChangedEventSchema.safeParse(parsed.data.data) : null;
          if (data?.success) handler(data.data.userId);
        },
      }),
    );
  }
}
