import { HttpException, Inject, Injectable, Logger, Optional, ServiceUnavailableException } from '@nestjs/common';
import {
  eventEnvelopeSchema,
  fieldErrors,
  eventStreamName,
  eventSubject,
  REQUEST_ID_HEADER,
  rpcSubject,
  type EventEnvelope,
  type EventSubject,
  type RpcSubject,
} from '@prestigio/contracts';
import {
  AckPolicy,
  DeliverPolicy,
  ErrorCode,
  headers as natsHeaders,
  type JetStreamClient,
  type JsMsg,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
  type NatsError,
  nanos,
  StorageType,
  type Subscription,
} from 'nats';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ErrorMessages } from '../http/error-messages.js';
import { toErrorBody } from '../http/http-exception.filter.js';
import { invalidDataException } from '../http/zod-validation.pipe.js';
import { currentCorrelationId, normalizeCorrelationId, runWithCorrelationId } from '../logging/request-context.js';
import { rpcReplySchema, type RpcReply } from './rpc-reply.js';
import { NATS_CONNECTION, NATS_NAMESPACE, NATS_STREAM_REPLICAS } from './nats.tokens.js';
import { ensureStream, isNatsNotFound, type StreamDeclaration } from './streams.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function encodeJson(value: unknown): Uint8Array {
  return encoder.encode(JSON.stringify(value));
}

function decodeJson(data: Uint8Array): unknown {
  return JSON.parse(decoder.decode(data));
}

function correlationHeaders(correlationId: string): MsgHdrs {
  const headers = natsHeaders();
  headers.set(REQUEST_ID_HEADER, correlationId);
  return headers;
}

export interface ConsumeOptions {
  /** How long a failed message waits before it is delivered again. */
  retryDelayMs?: number;
  /** How long the server waits for an ack before redelivering (a handler slower than this runs twice). */
  ackWaitMs?: number;
}

/**
 * How long one pull request waits. nats.js sends heartbeats at half of it and pulls again after two missed ones: on a
 * cluster, a pull held by a node that died is replaced within this time (the default 30 s would stall a consumer that
 * long after its leader moved).
 */
const PULL_EXPIRES_MS = 10_000;
/** How long a service waits at boot for JetStream to accept its streams (a cluster electing its leader). */
const STREAM_SETUP_PATIENCE_MS = 60_000;

export type EventHandler<T> = (data: T, envelope: EventEnvelope<T>) => Promise<void>;

/** A remote handler answered with an error: it keeps the status and message the remote chose. */
export class RpcError extends HttpException {}

/**
 * The app's single NATS connection: JetStream events (at least once, deduplicated by eventId) and core request/reply
 * for queries. Subjects are always namespaced with NATS_NAMESPACE through the helpers of libs/contracts.
 */
@Injectable()
export class NatsService {
  private readonly logger = new Logger('NatsService');
  private readonly jetStream: JetStreamClient;
  private readonly consumers = new Set<{ stop: () => Promise<void> }>();
  private closing: Promise<void> | undefined;

  constructor(
    @Inject(NATS_CONNECTION) readonly connection: NatsConnection,
    @Inject(NATS_NAMESPACE) readonly namespace: string,
    /** NATS_STREAM_REPLICAS: every stream and key-value bucket this service creates keeps this many copies. */
    @Optional() @Inject(NATS_STREAM_REPLICAS) readonly streamReplicas: number = 1,
  ) {
    this.jetStream = connection.jetstream();
  }

  get streamName(): string {
    return eventStreamName(this.namespace);
  }

  /**
   * Creates the namespace's event stream if it does not exist yet, or sets its replica count to NATS_STREAM_REPLICAS;
   * safe to run from every service at once.
   */
  async ensureEventStream(): Promise<void> {
    await this.ensureStream({ name: this.streamName, subjects: [`${this.namespace}.events.>`], storage: StorageType.File });
  }

  /**
   * The one way a service creates a stream (or a key-value bucket's `KV_<bucket>`): with NATS_STREAM_REPLICAS copies,
   * updating an existing stream whose count differs. A bucket opened with `jetstream().views.kv(bucket, { replicas:
   * nats.streamReplicas })` gets the same count.
   */
  async ensureStream(declaration: StreamDeclaration): Promise<void> {
    // A cluster starting with the services has no JetStream leader for its first seconds: wait for it, within bounds.
    const deadline = Date.now() + STREAM_SETUP_PATIENCE_MS;
    for (;;) {
      try {
        await ensureStream(await this.connection.jetstreamManager(), declaration, this.streamReplicas);
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        this.logger.warn(`JetStream not ready for stream ${declaration.name} (${(error as Error).message}); trying again`);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  }

  /** Builds the envelope of a new event, correlated with the current request when there is one. */
  createEnvelope<T>(data: T, correlationId = currentCorrelationId() ?? randomUUID()): EventEnvelope<T> {
    return { eventId: randomUUID(), occurredAt: new Date().toISOString(), correlationId, data };
  }

  /**
   * Publishes straight to JetStream (no outbox): for events whose loss is acceptable or that are not tied to a
   * database change. Changes of state should use OutboxService.enqueue instead.
   */
  async publishEvent<T>(subject: EventSubject, data: T): Promise<EventEnvelope<T>> {
    const envelope = this.createEnvelope(data);
    await this.publishEnvelope(subject, envelope);
    return envelope;
  }

  /** JetStream publish with msgID = eventId, so a republished event (outbox retry) is stored once. */
  async publishEnvelope(subject: EventSubject, envelope: EventEnvelope, timeoutMs = 5_000): Promise<void> {
    await this.jetStream.publish(eventSubject(this.namespace, subject), encodeJson(envelope), {
      msgID: envelope.eventId,
      timeout: timeoutMs,
      headers: correlationHeaders(envelope.correlationId),
    });
  }

  /** Core request/reply with a timeout; the reply is validated with `responseSchema`. */
  async request<Response extends z.ZodType>(
    subject: RpcSubject,
    data: unknown,
    responseSchema: Response,
    timeoutMs = 3_000,
  ): Promise<z.output<Response>> {
    let message: Msg;
    try {
      message = await this.connection.request(rpcSubject(this.namespace, subject), encodeJson(data), {
        timeout: timeoutMs,
        headers: correlationHeaders(currentCorrelationId() ?? randomUUID()),
      });
    } catch (error) {
      const code = (error as NatsError).code;
      if (code === ErrorCode.Timeout || code === ErrorCode.NoResponders) {
        this.logger.warn(`No answer to ${subject} (${code})`);
        throw new ServiceUnavailableException(ErrorMessages.serviceUnavailable);
      }
      throw error;
    }
    const reply = rpcReplySchema.parse(decodeJson(message.data));
    if (!reply.ok) throw new RpcError(reply.error, reply.error.statusCode);
    const parsed = responseSchema.safeParse(reply.data);
    if (!parsed.success) throw new Error(`Invalid reply to ${subject}: ${JSON.stringify(fieldErrors(parsed.error))}`);
    return parsed.data;
  }

  /**
   * Answers `subject` with `handler`. Replicas share the load (queue group). Requests are validated; the handler
   * runs in the caller's correlation context and its HttpExceptions travel back as error bodies.
   */
  serve<Request extends z.ZodType>(
    subject: RpcSubject,
    requestSchema: Request,
    handler: (data: z.output<Request>) => Promise<unknown>,
  ): Subscription {
    const subscription = this.connection.subscribe(rpcSubject(this.namespace, subject), {
      queue: subject,
      callback: (error, message) => {
        if (error) {
          this.logger.error(`Subscription to ${subject} failed: ${error.message}`);
          return;
        }
        const correlationId = normalizeCorrelationId(message.headers?.get(REQUEST_ID_HEADER));
        void runWithCorrelationId(correlationId, () => this.answer(subject, message, requestSchema, handler));
      },
    });
    return subscription;
  }

  private async answer<Request extends z.ZodType>(
    subject: RpcSubject,
    message: Msg,
    requestSchema: Request,
    handler: (data: z.output<Request>) => Promise<unknown>,
  ): Promise<void> {
    let reply: RpcReply;
    try {
      const parsed = requestSchema.safeParse(decodeJson(message.data));
      if (!parsed.success) throw invalidDataException(fieldErrors(parsed.error));
      reply = { ok: true, data: await handler(parsed.data) };
    } catch (error) {
      const malformed = error instanceof SyntaxError;
      reply = {
        ok: false,
        error: toErrorBody(malformed ? invalidDataException({ body: ErrorMessages.malformedJson }) : error),
      };
      if (reply.error.statusCode >= 500) {
        this.logger.error(`Handler of ${subject} failed: ${(error as Error).message}`, (error as Error).stack);
      }
    }
    if (message.reply) message.respond(encodeJson(reply));
  }

  /**
   * Durable JetStream consumer: every event on `subject` reaches this service at least once, even if it was down
   * when the event was published. Messages are handled one at a time, in order; a handler that throws gets the
   * message again after `retryDelayMs`. Malformed messages are logged and terminated (they would never succeed).
   * Call from onApplicationBootstrap; consumers stop before the connection drains at shutdown.
   */
  async consume<Data extends z.ZodType>(
    subject: EventSubject,
    durableName: string,
    dataSchema: Data,
    handler: EventHandler<z.output<Data>>,
    options: ConsumeOptions = {},
  ): Promise<void> {
    const { retryDelayMs = 2_000, ackWaitMs = 30_000 } = options;
    const manager = await this.connection.jetstreamManager();
    const config = {
      durable_name: durableName,
      filter_subject: eventSubject(this.namespace, subject),
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(ackWaitMs),
      max_deliver: -1,
    };
    try {
      await manager.consumers.info(this.streamName, durableName);
      await manager.consumers.update(this.streamName, durableName, {
        filter_subject: config.filter_subject,
        ack_wait: config.ack_wait,
      });
    } catch (error) {
      if (!isNatsNotFound(error)) throw error;
      await manager.consumers.add(this.streamName, config);
    }
    const consumer = await this.jetStream.consumers.get(this.streamName, durableName);
    const messages = await consumer.consume({ max_messages: 16, expires: PULL_EXPIRES_MS });
    const loop = (async () => {
      for await (const message of messages) {
        await this.handleEvent(subject, durableName, message, dataSchema, handler, retryDelayMs);
      }
    })().catch((error: Error) => this.logger.error(`Consumer ${durableName} stopped: ${error.message}`, error.stack));
    const registration = {
      stop: async () => {
        await messages.close();
        await loop;
      },
    };
    this.consumers.add(registration);
    this.logger.log(`Consuming ${subject} as ${durableName}`);
  }

  private async handleEvent<Data extends z.ZodType>(
    subject: EventSubject,
    durableName: string,
    message: JsMsg,
    dataSchema: Data,
    handler: EventHandler<z.output<Data>>,
    retryDelayMs: number,
  ): Promise<void> {
    let envelope: EventEnvelope<z.output<Data>>;
    try {
      const parsed = eventEnvelopeSchema.parse(decodeJson(message.data));
      envelope = { ...parsed, data: dataSchema.parse(parsed.data) };
    } catch (error) {
      this.logger.error(`Discarding malformed ${subject} message for ${durableName}: ${(error as Error).message}`);
      message.term('malformed');
      return;
    }
    await runWithCorrelationId(envelope.correlationId, async () => {
      try {
        await handler(envelope.data, envelope);
        message.ack();
      } catch (error) {
        this.logger.error(
          `${durableName} failed on ${subject} ${envelope.eventId} (attempt ${message.info.redeliveryCount}); retrying in ${retryDelayMs} ms: ${(error as Error).message}`,
          (error as Error).stack,
        );
        message.nak(retryDelayMs);
      }
    });
  }

  /** Stops consumers and request handlers, then drains the connection (pending publishes are flushed). */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await Promise.all([...this.consumers].map((consumer) => consumer.stop()));
      this.consumers.clear();
      if (!this.connection.isClosed()) {
        await this.connection.drain().catch((error: Error) => this.logger.warn(`NATS drain failed: ${error.message}`));
      }
      this.logger.log('NATS connection closed');
    })();
    return this.closing;
  }
}
