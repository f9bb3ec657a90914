import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@prestigio/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { ProcessedEvent } from './processed-event.entity.js';

@Injectable()
export class ProcessedEventsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Runs `work` in a transaction that also records (consumer, eventId); returns false without running it when
   * that pair was already recorded. A concurrent second delivery waits on the first one's row and is then skipped.
   */
  async runOnce(
    consumer: string,
    envelope: Pick<EventEnvelope, 'eventId'>,
    subject: string,
    work: (manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(ProcessedEvent)
        .values({ consumer, eventId: envelope.eventId, subject })
        .orIgnore()
        .returning(['event_id'])
        .execute();
      if ((inserted.raw as unknown[]).length === 0) return false;
      await work(manager);
      return true;
    });
  }
}
