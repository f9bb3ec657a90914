import { Injectable } from '@nestjs/common';
import type { EventEnvelope, EventSubject } from '@prestigio/contracts';
import type { EntityManager } from 'typeorm';
import { NatsService } from '../nats/nats.service.js';
import { OutboxEvent } from './outbox-event.entity.js';

/** Marks a transaction that wrote outbox rows, so the relay is woken as soon as it commits. */
export const OUTBOX_PENDING = 'prestigio:outbox-pending';

@Injectable()
export class OutboxService {
  constructor(private readonly nats: NatsService) {}

  /**
   * Records an event inside the caller's transaction: it is published if and only if the transaction commits
   * (nothing is lost when NATS is down, nothing is announced for a rolled-back change).
   */
  async enqueue<T>(manager: EntityManager, subject: EventSubject, data: T): Promise<EventEnvelope<T>> {
    const queryRunner = manager.queryRunner;
    if (!queryRunner?.isTransactionActive) {
      throw new Error('OutboxService.enqueue must be called with the entity manager of an open transaction');
    }
    const envelope = this.nats.createEnvelope(data);
    await manager.insert(OutboxEvent, {
      id: envelope.eventId,
      subject,
      payload: data as object,
      correlationId: envelope.correlationId,
      occurredAt: new Date(envelope.occurredAt),
    });
    queryRunner.data[OUTBOX_PENDING] = true;
    return envelope;
  }
}
