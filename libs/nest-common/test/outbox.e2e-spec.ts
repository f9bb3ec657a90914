import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Module } from '@nestjs/common';
import { eventEnvelopeSchema, eventSubject, EventSubjects, type EventEnvelope } from '@prestigio/contracts';
import {
  createEventTables,
  currentCorrelationId,
  defineServiceEnv,
  dropEventTables,
  IdempotentEventConsumer,
  NatsService,
  OutboxEvent,
  OutboxService,
  runWithCorrelationId,
  ServiceCoreModule,
} from '@prestigio/nest-common';
import { eventually, sleep, startTestService, withNatsConnection, type TestService } from '@prestigio/testing';
import { randomUUID } from 'node:crypto';
import { DataSource, IsNull, type MigrationInterface, type QueryRunner } from 'typeorm';
import { z } from 'zod';

class OutboxTestInit1795327978000 implements MigrationInterface {
  name = 'OutboxTestInit1795327978000';
  up = (queryRunner: QueryRunner) => createEventTables(queryRunner);
  down = (queryRunner: QueryRunner) => dropEventTables(queryRunner);
}

@Module({ imports: [ServiceCoreModule.forService({ schema: 'outbox_test', migrations: [OutboxTestInit1795327978000] })] })
class OutboxTestModule {}

const subject = EventSubjects.inquiryReceived;
const inquirySchema = z.object({ inquiryId: z.string() });

/** Every message the namespace's stream holds for `subject`, in stream order, read straight from the stream. */
async function storedEvents(service: TestService<unknown>): Promise<EventEnvelope[]> {
  return withNatsConnection(async (connection) => {
    const manager = await connection.jetstreamManager();
    const { state } = await manager.streams.info(service.namespace.streamName);
    const wanted = eventSubject(service.namespace.namespace, subject);
    const envelopes: EventEnvelope[] = [];
    for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq++) {
      const message = await manager.streams.getMessage(service.namespace.streamName, { seq });
      if (message.subject === wanted) envelopes.push(eventEnvelopeSchema.parse(message.json()));
    }
    return envelopes;
  });
}

describe('transactional outbox and idempotent consumers (real Postgres + JetStream)', () => {
  let service: TestService<unknown>;
  let dataSource: DataSource;
  let outbox: OutboxService;
  let nats: NatsService;

  beforeAll(async () => {
    service = await startTestService(OutboxTestModule, { name: 'outbox-test', envSchema: defineServiceEnv(0) });
    dataSource = service.app.get(DataSource);
    outbox = service.app.get(OutboxService);
    nats = service.app.get(NatsService);
  }, 30_000);

  afterAll(async () => {
    await service?.stop();
  }, 30_000);

  async function unpublishedCount(): Promise<number> {
    return dataSource.getRepository(OutboxEvent).countBy({ publishedAt: IsNull() });
  }

  it('publishes an event enqueued in a committed transaction to JetStream exactly once, with its correlation id', async () => {
    const inquiryId = randomUUID();
    const envelope = await runWithCorrelationId('req-outbox-1', () =>
      dataSource.transaction((manager) => outbox.enqueue(manager, subject, { inquiryId })),
    );
    expect(envelope.correlationId).toBe('req-outbox-1');

    const [stored] = await eventually(async () => {
      const events = (await storedEvents(service)).filter((event) => event.eventId === envelope.eventId);
      expect(events).toHaveLength(1);
      return events;
    });
    expect(stored).toEqual({
      eventId: envelope.eventId,
      occurredAt: envelope.occurredAt,
      correlationId: 'req-outbox-1',
      data: { inquiryId },
    });
    // The relay marks the row once JetStream acknowledged it, a moment after the event is readable there.
    await eventually(async () => {
      const row = await dataSource.getRepository(OutboxEvent).findOneByOrFail({ id: envelope.eventId });
      expect(row.publishedAt).toBeInstanceOf(Date);
    });

    // Several more relay passes later, it is still stored once.
    await sleep(1_200);
    expect((await storedEvents(service)).filter((event) => event.eventId === envelope.eventId)).toHaveLength(1);
  }, 15_000);

  it('publishes nothing for a rolled-back transaction', async () => {
    const before = (await storedEvents(service)).length;
    let eventId: string | undefined;
    await expect(
      dataSource.transaction(async (manager) => {
        eventId = (await outbox.enqueue(manager, subject, { inquiryId: 'rolled-back' })).eventId;
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await sleep(1_200);
    expect(await dataSource.getRepository(OutboxEvent).findOneBy({ id: eventId! })).toBeNull();
    expect(await storedEvents(service)).toHaveLength(before);
  }, 15_000);

  it('refuses to enqueue outside a transaction, where the event could outlive a failed change', async () => {
    await expect(outbox.enqueue(dataSource.manager, subject, { inquiryId: 'x' })).rejects.toThrow(/open transaction/);
  });

  it('keeps events while JetStream cannot store them and publishes them, in order, once it can', async () => {
    await withNatsConnection(async (connection) => {
      await (await connection.jetstreamManager()).streams.delete(service.namespace.streamName);
    });
    const ids = ['first', 'second', 'third'];
    const envelopes = [];
    for (const inquiryId of ids) {
      envelopes.push(await dataSource.transaction((manager) => outbox.enqueue(manager, subject, { inquiryId })));
    }
    await sleep(1_500);
    expect(await unpublishedCount()).toBe(3);

    await nats.ensureEventStream();
    const stored = await eventually(async () => {
      const events = await storedEvents(service);
      expect(events).toHaveLength(3);
      return events;
    }, 10_000);
    expect(stored.map((event) => event.eventId)).toEqual(envelopes.map((envelope) => envelope.eventId));
    expect(stored.map((event) => (event.data as { inquiryId: string }).inquiryId)).toEqual(ids);
    await eventually(async () => expect(await unpublishedCount()).toBe(0));
  }, 20_000);

  it('sends a batch at once; an event whose sending failed is sent again, and every event of the batch is stored once', async () => {
    const publish = nats.publishEnvelope.bind(nats);
    let failedOnce = false;
    const spy = jest.spyOn(nats, 'publishEnvelope').mockImplementation((eventSubjectName, envelope, timeoutMs) => {
      if ((envelope.data as { inquiryId?: string }).inquiryId === 'batch-3' && !failedOnce) {
        failedOnce = true;
        return Promise.reject(new Error('JetStream did not answer'));
      }
      return publish(eventSubjectName, envelope, timeoutMs);
    });
    try {
      const ids = ['batch-1', 'batch-2', 'batch-3', 'batch-4', 'batch-5'];
      const envelopes = await dataSource.transaction(async (manager) => {
        const enqueued = [];
        for (const inquiryId of ids) enqueued.push(await outbox.enqueue(manager, subject, { inquiryId }));
        return enqueued;
      });
      await eventually(async () => expect(await unpublishedCount()).toBe(0), 10_000);
      expect(failedOnce).toBe(true);
      const stored = (await storedEvents(service)).filter((event) => envelopes.some((envelope) => envelope.eventId === event.eventId));
      expect(stored.map((event) => (event.data as { inquiryId: string }).inquiryId).sort()).toEqual(ids);
    } finally {
      spy.mockRestore();
    }
  }, 20_000);

  it('runs a consumer handler once per eventId, retries it after a failure, and keeps the correlation id', async () => {
    const consumer = service.app.get(IdempotentEventConsumer);
    const calls: { inquiryId: string; correlationId: string | undefined }[] = [];
    let failNext = true;
    await consumer.consume(
      subject,
      'outbox-test-inquiries',
      inquirySchema,
      async (data) => {
        calls.push({ inquiryId: data.inquiryId, correlationId: currentCorrelationId() });
        if (data.inquiryId === 'flaky' && failNext) {
          failNext = false;
          throw new Error('temporarily unavailable');
        }
      },
      { retryDelayMs: 200 },
    );
    // The consumer starts from the beginning of the stream: let it go through what earlier tests published.
    await eventually(() => expect(calls.map((call) => call.inquiryId)).toContain('third'));
    calls.length = 0;

    // The same event delivered twice (what JetStream does after a lost ack): published without dedupe on purpose.
    const duplicate: EventEnvelope = {
      eventId: randomUUID(),
      occurredAt: new Date().toISOString(),
      correlationId: 'req-duplicate',
      data: { inquiryId: 'duplicate' },
    };
    await withNatsConnection(async (connection) => {
      const jetStream = connection.jetstream();
      const payload = JSON.stringify(duplicate);
      await jetStream.publish(eventSubject(service.namespace.namespace, subject), payload);
      await jetStream.publish(eventSubject(service.namespace.namespace, subject), payload);
    });
    await nats.publishEvent(subject, { inquiryId: 'flaky' });
    await runWithCorrelationId('req-after', () => nats.publishEvent(subject, { inquiryId: 'after' }));

    await eventually(() => expect(calls.map((call) => call.inquiryId)).toContain('after'));
    await eventually(() => expect(calls.filter((call) => call.inquiryId === 'flaky')).toHaveLength(2));
    await sleep(500);
    expect(calls.filter((call) => call.inquiryId === 'duplicate')).toEqual([
      { inquiryId: 'duplicate', correlationId: 'req-duplicate' },
    ]);
    expect(calls.find((call) => call.inquiryId === 'after')?.correlationId).toBe('req-after');

    const processed = await dataSource.query(
      `SELECT event_id FROM outbox_test.processed_events WHERE consumer = 'outbox-test-inquiries' AND event_id = $1`,
      [duplicate.eventId],
    );
    expect(processed).toHaveLength(1);
  }, 20_000);

  it('runs what a handler leaves for after the commit only once its change is visible, and never for a rolled-back one', async () => {
    const consumer = service.app.get(IdempotentEventConsumer);
    const seenAfterCommit: Array<{ inquiryId: string; recorded: number }> = [];
    await consumer.consume(subject, 'outbox-test-after-commit', inquirySchema, async (data, { envelope, afterCommit }) => {
      afterCommit(() => {
        // Another connection, as the replica told of it would use: the processed-event record must be there already.
        void dataSource
          .query(`SELECT count(*)::int AS recorded FROM outbox_test.processed_events WHERE consumer = 'outbox-test-after-commit' AND event_id = $1`, [envelope.eventId])
          .then(([row]: Array<{ recorded: number }>) => seenAfterCommit.push({ inquiryId: data.inquiryId, recorded: row!.recorded }));
      });
      if (data.inquiryId === 'rolled-back') throw new Error('refused');
      // A slow commit: the signal must wait for it.
      await sleep(300);
    }, { retryDelayMs: 60_000 });
    await nats.publishEvent(subject, { inquiryId: 'rolled-back' });
    await nats.publishEvent(subject, { inquiryId: 'committed' });
    await eventually(() => expect(seenAfterCommit.map((seen) => seen.inquiryId)).toContain('committed'));
    await sleep(300);
    expect(seenAfterCommit.find((seen) => seen.inquiryId === 'committed')).toEqual({ inquiryId: 'committed', recorded: 1 });
    expect(seenAfterCommit.filter((seen) => seen.inquiryId === 'rolled-back')).toEqual([]);
  }, 20_000);
});
