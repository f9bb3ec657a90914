import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EventSubjects, liveChatTimelineEventSchema, type LiveChatTimelineEvent } from '@prestigio/contracts';
import { IdempotentEventConsumer } from '@prestigio/nest-common';
import type { EntityManager } from 'typeorm';
import { LeadTimelineRepository } from '../../leads/lead-timeline.repository.js';

/** How each handoff step reads on the client's timeline (the portal, tú). */
export function liveChatTimelineSummary(event: LiveChatTimelineEvent): string {
  switch (event.kind) {
    case 'waiting':
      return 'Pidió hablar con un asesor en el chat; la conversación quedó en espera.';
    case 'taken':
      return `${event.agentName ?? 'Un asesor'} tomó la conversación del chat.`;
    case 'handed_back':
      return `${event.agentName ?? 'El asesor'} devolvió la conversación del chat al asistente.`;
    case 'closed':
      return `${event.agentName ?? 'Un asesor'} cerró la conversación del chat.${event.transcript ? `\n\nTranscripción:\n${event.transcript}` : ''}`;
  }
}

/**
 * A live-chat handoff step of a client's conversation (issue 26): written on that client's timeline, once per event
 * (the idempotent consumer's processed_events), by the advisor who acted. A client deleted since is skipped.
 */
@Injectable()
export class LiveChatTimelineConsumer implements OnApplicationBootstrap {
  private readonly logger = new Logger(LiveChatTimelineConsumer.name);

  constructor(
    private readonly events: IdempotentEventConsumer,
    private readonly timeline: LeadTimelineRepository,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    // The durable name is the consumer's identity in JetStream and in processed_events: never rename it.
    return this.events.consume(EventSubjects.liveChatRecorded, 'leads-live-chat-timeline', liveChatTimelineEventSchema, (data, { manager }) => this.record(manager, data));
  }

  private async record(manager: EntityManager, event: LiveChatTimelineEvent): Promise<void> {
    const found: unknown[] = await manager.query(`SELECT 1 FROM leads WHERE id = $1`, [event.leadId]);
    if (found.length === 0) {
      this.logger.warn(`Live chat ${event.conversationId}: client ${event.leadId} no longer exists`);
      return;
    }
    await this.timeline.record(manager, event.leadId, 'chat', liveChatTimelineSummary(event), event.agentId);
  }
}
