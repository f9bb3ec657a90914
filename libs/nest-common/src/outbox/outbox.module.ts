import { Global, Module } from '@nestjs/common';
import { IdempotentEventConsumer } from './idempotent-event-consumer.service.js';
import { OutboxRelay } from './outbox-relay.service.js';
import { OutboxService } from './outbox.service.js';
import { ProcessedEventsService } from './processed-events.service.js';

/** Needs the DatabaseModule (DataSource) and the NatsModule (NatsService) in the same app. */
@Global()
@Module({
  providers: [OutboxService, OutboxRelay, ProcessedEventsService, IdempotentEventConsumer],
  exports: [OutboxService, OutboxRelay, ProcessedEventsService, IdempotentEventConsumer],
})
export class OutboxModule {}
