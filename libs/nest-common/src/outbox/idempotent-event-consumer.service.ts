import { Injectable, Logger } from '@nestjs/common';
import type { EventEnvelope, EventSubject } from '@prestigio/contracts';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { type ConsumeOptions, NatsService } from '../nats/nats.service.js';
import { ProcessedEventsService } from './processed-events.service.js';

export interface EventContext<T> {
  envelope: EventEnvelope<T>;
  /** The transaction the event is recorded in: write through it so the change and the record commit together. */
  manager: EntityManager;
  /**
   * Runs `task` once that transaction has committed (never when it rolls back): a signal to another process that
   * will read what the handler wrote must not arrive before it can.
   */
  afterCommit(task: () => void): void;
}

/**
 * A durable JetStream consumer whose handler runs at most once per eventId (JetStream delivers at least once),
 * inside a transaction shared with the processed-events record.
 */
@Injectable()
export class IdempotentEventConsumer {
  private readonly logger = new Logger('IdempotentEventConsumer');

  constructor(
    private readonly nats: NatsService,
    private readonly processedEvents: ProcessedEventsService,
  ) {}

  consume<Data extends z.ZodType>(
    subject: EventSubject,
    durableName: string,
    dataSchema: Data,
    handler: (data: z.output<Data>, context: EventContext<z.output<Data>>) => Promise<void>,
    options?: ConsumeOptions,
  ): Promise<void> {
    return this.nats.consume(
      subject,
      durableName,
      dataSchema,
      async (data, envelope) => {
        const committed: Array<() => void> = [];
        const handled = await this.processedEvents.runOnce(durableName, envelope, subject, (manager) =>
          handler(data, { envelope, manager, afterCommit: (task) => committed.push(task) }),
        );
        if (!handled) this.logger.debug(`${durableName} skipped ${subject} ${envelope.eventId}: already processed`);
        for (const task of committed) task();
      },
      options,
    );
  }
}
