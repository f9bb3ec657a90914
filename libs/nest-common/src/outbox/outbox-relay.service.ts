import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { EventSubject } from '@prestigio/contracts';
import { DataSource, type EntitySubscriberInterface, type TransactionCommitEvent, type TransactionRollbackEvent } from 'typeorm';
import { NatsService } from '../nats/nats.service.js';
import { OutboxEvent } from './outbox-event.entity.js';
import { OUTBOX_PENDING } from './outbox.service.js';

const POLL_INTERVAL_MS = 500;
const BATCH_SIZE = 100;
const PUBLISH_TIMEOUT_MS = 2_000;

function describeFailure(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  // nats.js reports "no responders" as a bare 503: here it means JetStream has no stream for the subject.
  if (code === '503' || message === '503') return 'no JetStream stream accepts the subject (503)';
  return message ?? String(error);
}

/**
 * Publishes outbox rows to JetStream in order, a batch at a time, and marks them published. Runs every 500 ms and right after a
 * transaction that enqueued events commits. While NATS is unreachable rows simply stay unpublished and are retried
 * on the next pass. Replicas of a service take turns through an advisory lock, which also keeps the order.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, EntitySubscriberInterface {
  private readonly logger = new Logger('OutboxRelay');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private runAgain = false;
  private stopped = false;
  private failing = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly nats: NatsService,
  ) {}

  onApplicationBootstrap(): void {
    this.dataSource.subscribers.push(this);
    this.timer = setInterval(() => this.wake(), POLL_INTERVAL_MS);
    this.wake();
  }

  /** TypeORM calls this after every commit; only transactions that enqueued events wake the relay. */
  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (event.queryRunner.isTransactionActive || !event.queryRunner.data[OUTBOX_PENDING]) return;
    delete event.queryRunner.data[OUTBOX_PENDING];
    this.wake();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) delete event.queryRunner.data[OUTBOX_PENDING];
  }

  /** Starts a pass, or asks the running one to go again so events committed meanwhile are not left waiting. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.runAgain) {
        this.runAgain = false;
        this.wake();
      }
    });
  }

  /** Waits for the pass in progress; no new pass starts afterwards. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    const index = this.dataSource.subscribers.indexOf(this);
    if (index >= 0) this.dataSource.subscribers.splice(index, 1);
    await this.running;
  }

  private async drain(): Promise<void> {
    try {
      let published: number;
      do {
        published = await this.publishBatch();
      } while (published === BATCH_SIZE && !this.stopped);
      if (this.failing) {
        this.failing = false;
        this.logger.log('Outbox relay publishing again');
      }
    } catch (error) {
      // Logged once per outage, not every 500 ms.
      if (!this.failing) {
        this.failing = true;
        this.logger.warn(`Outbox relay paused, will retry every ${POLL_INTERVAL_MS} ms: ${describeFailure(error)}`);
      }
    }
  }

  /** Publishes up to one batch in order; marks what was published before the first failure. */
  private async publishBatch(): Promise<number> {
    if (!this.dataSource.isInitialized) return 0;
    const { count, failure } = await this.dataSource.transaction(async (manager) => {
      const lockKey = `prestigio:outbox:${this.dataSource.driver.schema ?? ''}`;
      const [{ locked }] = await manager.query('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [lockKey]);
      if (!locked) return { count: 0, failure: undefined };
      const pending = await manager
        .getRepository(OutboxEvent)
        .createQueryBuilder('event')
        .where('event.publishedAt IS NULL')
        .orderBy('event.position', 'ASC')
        .limit(BATCH_SIZE)
        .getMany();
      // Sent all at once and acknowledged together (one connection keeps their order): one JetStream round trip per
      // batch instead of one per event. Only the run up to the first failure is marked; a later event that did reach
      // the stream is sent again on the next pass and stored once (its msgID).
      const outcomes = await Promise.allSettled(
        pending.map((event) =>
          this.nats.publishEnvelope(
            event.subject as EventSubject,
            { eventId: event.id, occurredAt: event.occurredAt.toISOString(), correlationId: event.correlationId, data: event.payload },
            PUBLISH_TIMEOUT_MS,
          ),
        ),
      );
      const firstFailure = outcomes.findIndex((outcome) => outcome.status === 'rejected');
      const publishedIds = pending.slice(0, firstFailure === -1 ? pending.length : firstFailure).map((event) => event.id);
      const failure = firstFailure === -1 ? undefined : (outcomes[firstFailure] as PromiseRejectedResult).reason;
      if (publishedIds.length > 0) {
        await manager.update(OutboxEvent, publishedIds, { publishedAt: new Date() });
      }
      // Returned, not thrown: the rows published before the failure must still be marked (commit, not rollback).
      return { count: publishedIds.length, failure };
    });
    if (failure) throw failure;
    return count;
  }
}
