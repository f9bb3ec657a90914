import { Inject, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type OnGatewayConnection, type OnGatewayDisconnect, WebSocketGateway } from '@nestjs/websockets';
import { CHAT_MAX_FRAME_BYTES, chatClientFrameSchema, visitorTypingFrameSchema, type VisitorServerFrame } from '@prestigio/contracts';
import { clientInfo, NatsService, SERVICE_ENV, withoutControlCharacters, type ClientInfo } from '@prestigio/nest-common';
import type { IncomingMessage } from 'node:http';
import type { Subscription } from 'nats';
import pLimit from 'p-limit';
import type { RawData, WebSocket } from 'ws';
import { AgencyAnswers } from '../assistant/agency-answers.js';
import type { ChatEnv } from '../config/env.js';
import type { VisitorInput } from '../assistant/assistant.js';
import type { ConversationRow } from '../conversations/conversations.repository.js';
import { ConversationsService, frame } from '../conversations/conversations.service.js';
import { LiveBus } from '../live-chat/live-bus.js';
import { LiveChatService } from '../live-chat/live-chat.service.js';
import { deliverySubject } from './delivery.js';

/** Frames a visitor may send: a burst of this many, refilled one per second. */
const RATE_BURST = 10;
/** Past this many refused frames in a burst, the connection is closed (1008). */
const RATE_CLOSE_AFTER = 20;
const HEARTBEAT_MS = 30_000;
/** How often the sweep looks for connections due a check: each is pinged HEARTBEAT_MS after its last check, so the
 * pings (and the pongs' burst back) are spread over time instead of all sockets at one instant. */
const SWEEP_MS = 1_000;
const IDLE_CLOSE_MS = 15 * 60_000;
/** A visitor's typing is passed on at most this often (the advisor's indicator lasts a few seconds). */
const TYPING_EVERY_MS = 2_000;
/**
 * Visitors' turns using the database at once on this replica. A burst (200 visitors asking for an advisor in the same
 * second) then waits here, in order, instead of in the pool's queue, where a turn fails after 3 s and its words are lost.
 */
const TURNS_AT_ONCE = 8;

interface Connection {
  socket: WebSocket;
  /** The visitor's address and browser as the gateway forwarded them (the consent an alert records). */
  client: ClientInfo;
  conversation?: ConversationRow;
  /** The last stored frame delivered on this socket. */
  lastSeq: number;
  /** Frames are handled one after another, in the order they came. */
  queue: Promise<void>;
  tokens: number;
  refused: number;
  lastRefill: number;
  lastActivity: number;
  alive: boolean;
  /** When the sweep next pings it (or drops it, when the last ping went unanswered). */
  nextCheckAt: number;
  /** When the visitor's last typing was passed on to the advisors. */
  lastTypingAt?: number;
}

/**
 * `/ws`: the visitor's live chat. Any replica can hold any visitor: a visitor who reconnects with their resume token
 * continues the same conversation and receives every frame after the last one it saw; frames stored by another
 * replica (the CRM's video-call offer) are announced over NATS and delivered by the one holding the socket.
 */
@WebSocketGateway({ path: '/ws', maxPayload: CHAT_MAX_FRAME_BYTES })
export class ChatGateway implements OnGatewayConnection, OnGatewayDisconnect, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ChatGateway.name);
  private readonly connections = new Map<WebSocket, Connection>();
  private readonly byConversation = new Map<string, Set<Connection>>();
  private heartbeat?: NodeJS.Timeout;
  private subscription?: Subscription;
  private typingSubscription?: Subscription;
  private readonly turns = pLimit(TURNS_AT_ONCE);

  constructor(
    private readonly conversations: ConversationsService,
    private readonly nats: NatsService,
    @Inject(SERVICE_ENV) private readonly env: ChatEnv,
    private readonly liveChat: LiveChatService,
    private readonly bus: LiveBus,
  ) {}

  onApplicationBootstrap(): void {
    this.subscription = this.nats.connection.subscribe(deliverySubject(this.nats.namespace, '*'), {
      callback: (_error, message) => {
        const conversationId = message.subject.split('.').at(-1)!;
        for (const connection of this.byConversation.get(conversationId) ?? []) this.enqueue(connection, () => this.deliverPending(connection));
      },
    });
    // The advisor types: shown to the visitor at once, never stored (it means nothing after a reconnect).
    this.typingSubscription = this.bus.onAdvisorTyping((conversationId, advisor) => {
      for (const connection of this.byConversation.get(conversationId) ?? []) this.send(connection, frame({ type: 'typing', text: '', advisor }));
    });
    this.heartbeat = setInterval(() => this.sweep(), SWEEP_MS);
    this.heartbeat.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.heartbeat);
    this.subscription?.unsubscribe();
    this.typingSubscription?.unsubscribe();
    // 1001 "going away": the widget reconnects after 3 s, to a replica that is up.
    for (const socket of this.connections.keys()) socket.close(1001, 'Reinicio del servicio');
  }

  handleConnection(socket: WebSocket, request: IncomingMessage): void {
    const now = Date.now();
    const connection: Connection = {
      socket,
      client: clientInfo(request),
      lastSeq: 0,
      queue: Promise.resolve(),
      tokens: RATE_BURST,
      refused: 0,
      lastRefill: now,
      lastActivity: now,
      alive: true,
      nextCheckAt: now + HEARTBEAT_MS,
    };
    this.connections.set(socket, connection);
    socket.on('error', (error) => this.logger.debug(`socket error: ${error.message}`));
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (raw, isBinary) => this.onFrame(connection, raw, isBinary));
    const query = new URL(request.url ?? '/ws', 'http://chat').searchParams;
    const resume = query.get('resume')?.slice(0, 200) || undefined;
    const after = query.get('after') ?? undefined;
    this.enqueue(connection, () => this.open(connection, resume, after && /^[0-9a-f-]{36}$/i.test(after) ? after : undefined));
  }

  handleDisconnect(socket: WebSocket): void {
    const connection = this.connections.get(socket);
    this.connections.delete(socket);
    if (connection?.conversation) this.byConversation.get(connection.conversation.id)?.delete(connection);
  }

  private async open(connection: Connection, resume: string | undefined, after: string | undefined): Promise<void> {
    const opened = await this.conversations.open(resume, after);
    connection.conversation = opened.conversation;
    const holders = this.byConversation.get(opened.conversation.id) ?? new Set();
    holders.add(connection);
    this.byConversation.set(opened.conversation.id, holders);
    this.send(connection, opened.welcome);
    for (const stored of opened.backlog) {
      this.send(connection, stored.frame);
      connection.lastSeq = stored.seq;
    }
    // Delivery continues after what the visitor already has (a new conversation has nothing stored yet).
    if (opened.resumed && opened.backlog.length === 0) connection.lastSeq = await this.conversations.latestSeq(opened.conversation.id);
  }

  private onFrame(connection: Connection, raw: RawData, isBinary: boolean): void {
    connection.lastActivity = Date.now();
    if (!this.takeToken(connection)) return;
    let parsed: unknown;
    try {
      // Cleaned as every HTTP body is: Postgres' jsonb refuses NUL, and a lone surrogate would be stored as U+FFFD.
      parsed = isBinary ? undefined : withoutControlCharacters(JSON.parse(raw.toString()));
    } catch {
      parsed = undefined;
    }
    if (visitorTypingFrameSchema.safeParse(parsed).success) {
      this.visitorTyping(connection);
      return;
    }
    const result = chatClientFrameSchema.safeParse(parsed);
    if (!result.success) {
      this.send(connection, frame({ type: 'error', code: 'invalid_frame', text: result.error?.issues[0]?.message && parsed !== undefined ? result.error.issues[0].message : AgencyAnswers.invalidFrame }));
      return;
    }
    const data = result.data;
    if (data.type === 'ping') {
      this.send(connection, frame({ type: 'pong', text: '' }));
      return;
    }
    let input: VisitorInput;
    if (data.type === 'message') {
      const text = data.content.trim();
      if (!text) return; // spec §5: blank messages are ignored
      input = { kind: 'message', text, ...(data.videoCall && { videoCall: data.videoCall }) };
    } else {
      const field = data.name !== undefined ? 'name' : data.email !== undefined ? 'email' : 'phone';
      input = { kind: 'info', field, value: (data[field] ?? '').trim() };
    }
    this.enqueue(connection, async () => {
      if (!connection.conversation) return;
      const started = Date.now();
      let assistantAnswers = false;
      const conversation = connection.conversation;
      await this.turns(() =>
        this.conversations.handle(
          conversation,
          input,
          () => {
            assistantAnswers = true;
            this.send(connection, frame({ type: 'typing', text: '' }));
          },
          connection.client,
        ),
      );
      const wait = assistantAnswers ? this.env.CHAT_TYPING_MS - (Date.now() - started) : 0;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await this.deliverPending(connection);
    });
  }

  /** The visitor types: advisors following the conversation are told, at most once every TYPING_EVERY_MS. */
  private visitorTyping(connection: Connection): void {
    const now = Date.now();
    if (!connection.conversation || now - (connection.lastTypingAt ?? 0) < TYPING_EVERY_MS) return;
    connection.lastTypingAt = now;
    const conversationId = connection.conversation.id;
    this.liveChat
      .summary(conversationId)
      .then((conversation) => conversation && conversation.state !== 'assistant' && this.liveChat.visitorTyping(conversation))
      .catch((error: unknown) => this.logger.warn(`typing not announced: ${(error as Error).message}`));
  }

  /** Everything stored for the conversation since the last frame this socket delivered. */
  private async deliverPending(connection: Connection): Promise<void> {
    if (!connection.conversation) return;
    const pending = await this.conversations.framesAfter(connection.conversation.id, { seq: connection.lastSeq });
    for (const stored of pending) this.deliverStored(connection, stored.frame, stored.seq);
  }

  private deliverStored(connection: Connection, stored: VisitorServerFrame, seq: number): void {
    if (seq <= connection.lastSeq) return;
    connection.lastSeq = seq;
    this.send(connection, stored);
  }

  private enqueue(connection: Connection, work: () => Promise<void>): void {
    connection.queue = connection.queue.then(work).catch((error: unknown) => {
      this.logger.error(`chat frame failed: ${(error as Error).message}`, (error as Error).stack);
      this.send(connection, frame({ type: 'error', code: 'unavailable', text: 'El asistente no está disponible en este momento. Intente de nuevo en unos minutos.' }));
    });
  }

  private send(connection: Connection, outgoing: VisitorServerFrame): void {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(outgoing));
  }

  /** Token bucket per connection; a client that keeps flooding is disconnected. */
  private takeToken(connection: Connection): boolean {
    const now = Date.now();
    connection.tokens = Math.min(RATE_BURST, connection.tokens + (now - connection.lastRefill) / 1000);
    connection.lastRefill = now;
    if (connection.tokens >= 1) {
      connection.tokens -= 1;
      connection.refused = 0;
      return true;
    }
    connection.refused += 1;
    if (connection.refused > RATE_CLOSE_AFTER) connection.socket.close(1008, 'Demasiados mensajes');
    else if (connection.refused === 1) this.send(connection, frame({ type: 'error', code: 'rate_limited', text: AgencyAnswers.tooFast }));
    return false;
  }

  /** Dead peers (no pong since the last ping) are dropped; quiet ones are closed after a while. */
  private sweep(): void {
    const now = Date.now();
    for (const connection of this.connections.values()) {
      if (connection.nextCheckAt > now) continue;
      connection.nextCheckAt = now + HEARTBEAT_MS;
      if (!connection.alive || now - connection.lastActivity > IDLE_CLOSE_MS) {
        if (!connection.alive) connection.socket.terminate();
        else connection.socket.close(1000, 'Inactividad');
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }
}
