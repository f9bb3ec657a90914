import { Inject, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type OnGatewayConnection, type OnGatewayDisconnect, WebSocketGateway } from '@nestjs/websockets';
import {
  agentClientFrameSchema,
  AgentSocketCloseCodes,
  CHAT_MAX_FRAME_BYTES,
  IDENTITY_HEADER,
  REQUEST_ID_HEADER,
  type AgentClientFrame,
  type AgentServerFrame,
  type Identity,
} from '@prestigio/contracts';
import { verifyIdentity } from '@prestigio/contracts/identity-token';
import { IDENTITY_SECRET, SERVICE_ENV, withoutControlCharacters } from '@prestigio/nest-common';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Subscription } from 'nats';
import pLimit from 'p-limit';
import type { RawData, WebSocket } from 'ws';
import type { ChatEnv } from '../config/env.js';
import { LiveBus, type LiveNews } from './live-bus.js';
import { LiveChatTexts } from './live-chat-texts.js';
import { LiveChatRepository } from './live-chat.repository.js';
import { LiveChatRefusal, LiveChatService, maySee, type Advisor } from './live-chat.service.js';

/** An advisor's frames: a burst of this many, refilled this many a second (typing, replies, reads). */
const RATE_BURST = 30;
const RATE_PER_SECOND = 5;
const HEARTBEAT_MS = 30_000;
/**
 * Advisors' actions using the database at once on this replica: fewer than the pool's ten connections, so a burst of
 * takes (20 advisors, 200 conversations) never leaves a visitor's turn without one (it would fail after 3 s).
 */
const ADVISOR_DATABASE_SHARE = 5;

interface AgentConnection {
  socket: WebSocket;
  identity: Identity;
  /** Set once the advisor's name is known (the first thing a connection does). */
  advisor?: Advisor;
  /** Conversations followed, with the last seq delivered (a line already in the transcript is not sent twice). */
  watching: Map<string, number>;
  /**
   * Work in order per conversation (a watch's transcript before that conversation's live lines; replies in the order
   * typed); conversations apart run side by side, so one advisor's ten conversations do not queue behind each other.
   * Key '' is the connection's own (the hello).
   */
  queues: Map<string, Promise<void>>;
  tokens: number;
  lastRefill: number;
  alive: boolean;
}

function singleHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

/**
 * `/ws/agents`: the portal's inbox. The gateway resolved the portal session and signed the identity onto the upgrade,
 * as for HTTP; anything else is closed at once (4401, 4403), so a visitor cannot pose as an advisor. Any replica can
 * hold any advisor: what happens on another replica arrives over NATS (LiveBus) and is passed to the sockets that may
 * see it. While connected, an advisor is on duty (agent_presence, refreshed by this replica).
 */
@WebSocketGateway({ path: '/ws/agents', maxPayload: CHAT_MAX_FRAME_BYTES })
export class AgentsGateway implements OnGatewayConnection, OnGatewayDisconnect, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AgentsGateway.name);
  private readonly replicaId = randomUUID();
  private readonly connections = new Map<WebSocket, AgentConnection>();
  private readonly byAgent = new Map<string, Set<AgentConnection>>();
  private readonly databaseShare = pLimit(ADVISOR_DATABASE_SHARE);
  /** Each advisor's presence writes in the order issued (a page reload's "gone" must not land after its "here"). */
  private readonly presenceWrites = new Map<string, Promise<void>>();
  private subscription?: Subscription;
  private accessSubscriptions: Subscription[] = [];
  private heartbeat?: NodeJS.Timeout;
  private housekeeping?: NodeJS.Timeout;

  constructor(
    private readonly liveChat: LiveChatService,
    private readonly repository: LiveChatRepository,
    private readonly bus: LiveBus,
    @Inject(IDENTITY_SECRET) private readonly secret: string,
    @Inject(SERVICE_ENV) private readonly env: ChatEnv,
  ) {}

  onApplicationBootstrap(): void {
    this.subscription = this.bus.onNews((news) => this.pass(news));
    // The identity on a socket was resolved once, at the upgrade: a sign-out or deactivation must not leave it open.
    this.accessSubscriptions = this.bus.onAccessChanged((userId) => {
      for (const connection of this.byAgent.get(userId) ?? []) connection.socket.close(AgentSocketCloseCodes.sessionChanged, 'Sesion actualizada');
    });
    this.heartbeat = setInterval(() => this.ping(), HEARTBEAT_MS);
    this.heartbeat.unref();
    // A third of the grace: an advisor still connected is never taken for gone.
    this.housekeeping = setInterval(() => void this.keepHouse(), Math.max(500, Math.floor(this.env.CHAT_AGENT_GRACE_MS / 3)));
    this.housekeeping.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.heartbeat);
    clearInterval(this.housekeeping);
    this.subscription?.unsubscribe();
    for (const subscription of this.accessSubscriptions) subscription.unsubscribe();
    // 1001: the portal reconnects to a replica that is up, within the grace, so nothing it holds is offered again.
    for (const socket of this.connections.keys()) socket.close(1001, 'Reinicio del servicio');
  }

  handleConnection(socket: WebSocket, request: IncomingMessage): void {
    const identity = verifyIdentity(singleHeader(request.headers[IDENTITY_HEADER]), this.secret, singleHeader(request.headers[REQUEST_ID_HEADER]));
    if (!identity) {
      socket.close(AgentSocketCloseCodes.signInRequired, 'Inicia sesion');
      return;
    }
    if (identity.status !== 'active') {
      socket.close(AgentSocketCloseCodes.forbidden, 'Cuenta no activa');
      return;
    }
    const connection: AgentConnection = {
      socket,
      identity,
      watching: new Map(),
      queues: new Map(),
      tokens: RATE_BURST,
      lastRefill: Date.now(),
      alive: true,
    };
    this.connections.set(socket, connection);
    const mine = this.byAgent.get(identity.userId) ?? new Set();
    mine.add(connection);
    this.byAgent.set(identity.userId, mine);
    socket.on('error', (error) => this.logger.debug(`agent socket error: ${error.message}`));
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (raw, isBinary) => this.onFrame(connection, raw, isBinary));
    this.enqueue(connection, '', () => this.open(connection));
  }

  handleDisconnect(socket: WebSocket): void {
    const connection = this.connections.get(socket);
    if (!connection) return;
    this.connections.delete(socket);
    const mine = this.byAgent.get(connection.identity.userId);
    mine?.delete(connection);
    if (mine && mine.size === 0) {
      this.byAgent.delete(connection.identity.userId);
      // The grace starts: a reconnect within it keeps what the advisor holds; after it, the sweep offers it again.
      const { userId } = connection.identity;
      this.writePresence(userId, async () => {
        // Reconnected meanwhile (a reload): still on duty.
        if (!this.byAgent.has(userId)) await this.repository.absent(this.replicaId, userId);
      }).catch((error: unknown) => this.logger.warn(`presence not updated: ${(error as Error).message}`));
    }
  }

  private async open(connection: AgentConnection): Promise<void> {
    const { identity } = connection;
    const advisor: Advisor = { ...identity, name: await this.liveChat.advisorName(identity.userId) };
    connection.advisor = advisor;
    await this.writePresence(identity.userId, () => this.repository.present(this.replicaId, { id: identity.userId, name: advisor.name, role: identity.role }));
    const conversations = await this.liveChat.list(identity);
    this.send(connection, {
      type: 'hello',
      agent: { id: identity.userId, name: advisor.name, portraitUrl: null, role: identity.role },
      agencyOpen: this.liveChat.agencyOpen(),
      conversations,
    });
  }

  private onFrame(connection: AgentConnection, raw: RawData, isBinary: boolean): void {
    if (!this.takeToken(connection)) {
      this.send(connection, { type: 'error', code: 'rate_limited', message: LiveChatTexts.tooFast });
      return;
    }
    let parsed: unknown;
    try {
      parsed = isBinary ? undefined : withoutControlCharacters(JSON.parse(raw.toString()));
    } catch {
      parsed = undefined;
    }
    const result = agentClientFrameSchema.safeParse(parsed);
    if (!result.success) {
      const issue = parsed !== undefined ? result.error.issues[0]?.message : undefined;
      this.send(connection, { type: 'error', code: 'invalid_frame', message: issue && !issue.startsWith('Invalid') ? issue : LiveChatTexts.invalidFrame });
      return;
    }
    const data = result.data;
    if (data.type === 'ping') {
      this.send(connection, { type: 'pong' });
      return;
    }
    this.enqueue(connection, data.conversationId, () => this.databaseShare(() => this.act(connection, data)));
  }

  private async act(connection: AgentConnection, data: Exclude<AgentClientFrame, { type: 'ping' }>): Promise<void> {
    const advisor = connection.advisor;
    if (!advisor) return;
    const id = data.conversationId;
    switch (data.type) {
      case 'watch': {
        await this.liveChat.visible(advisor, id);
        const messages = await this.liveChat.transcript(id, data.afterSeq ?? 0);
        connection.watching.set(id, Math.max(data.afterSeq ?? 0, messages.at(-1)?.seq ?? 0));
        this.send(connection, { type: 'transcript', conversationId: id, messages });
        return;
      }
      case 'unwatch':
        connection.watching.delete(id);
        return;
      case 'take':
        return this.liveChat.take(advisor, id);
      case 'reply':
        return this.liveChat.reply(advisor, id, data.clientMessageId, data.content);
      case 'send_property':
        return this.liveChat.sendProperty(advisor, id, data.clientMessageId, data.propertyId);
      case 'typing':
        return this.liveChat.advisorTyping(advisor, id);
      case 'hand_back':
        return this.liveChat.handBack(advisor, id);
      case 'close':
        return this.liveChat.close(advisor, id);
      case 'read':
        return this.liveChat.markRead(advisor, id, data.seq);
    }
  }

  /** News of a conversation from any replica, to each socket here that may see it, in that socket's order. */
  private pass(news: LiveNews): void {
    const { conversation } = news;
    for (const connection of this.connections.values()) {
      if (!connection.advisor) continue;
      if (!maySee(connection.identity, conversation)) {
        if (news.kind === 'reassigned') this.enqueue(connection, conversation.id, async () => this.forget(connection, conversation.id));
        continue;
      }
      const me = connection.identity.userId;
      const follows = connection.watching.has(conversation.id) || conversation.advisor?.id === me;
      this.enqueue(connection, conversation.id, async () => {
        switch (news.kind) {
          case 'message': {
            const delivered = connection.watching.get(conversation.id) ?? 0;
            if (follows && news.message.seq > delivered) {
              if (connection.watching.has(conversation.id)) connection.watching.set(conversation.id, news.message.seq);
              this.send(connection, { type: 'message', conversationId: conversation.id, message: news.message });
            }
            this.send(connection, { type: 'conversation_updated', conversation });
            return;
          }
          case 'updated':
          case 'reassigned':
            this.send(connection, { type: 'conversation_updated', conversation });
            return;
          case 'waiting':
            this.send(connection, { type: 'waiting', conversation, forYou: conversation.offeredTo === me });
            return;
          case 'typing':
            if (follows && news.advisorId !== me) this.send(connection, { type: 'typing', conversationId: conversation.id, from: news.from });
            return;
        }
      });
    }
  }

  /** A conversation this advisor may no longer see (its client went to another agent): dropped from their inbox. */
  private forget(connection: AgentConnection, conversationId: string): void {
    connection.watching.delete(conversationId);
    this.send(connection, { type: 'conversation_removed', conversationId });
  }

  private enqueue(connection: AgentConnection, key: string, work: () => Promise<void>): void {
    const conversationId = key || undefined;
    // Nothing for a conversation runs before the hello: its frames would reach a portal that has no list yet.
    const previous = connection.queues.get(key) ?? (key ? (connection.queues.get('') ?? Promise.resolve()) : Promise.resolve());
    const next = previous.then(work).catch((error: unknown) => {
      if (error instanceof LiveChatRefusal) {
        this.send(connection, { type: 'error', code: error.code, message: error.message, ...(conversationId && { conversationId }) });
        return;
      }
      this.logger.error(`agent frame failed: ${(error as Error).message}`, (error as Error).stack);
      this.send(connection, { type: 'error', code: 'unavailable', message: LiveChatTexts.unavailable, ...(conversationId && { conversationId }) });
    });
    connection.queues.set(key, next);
    // The map keeps only work still pending: a settled chain is dropped (unless something was queued after it).
    void next.then(() => {
      if (connection.queues.get(key) === next) connection.queues.delete(key);
    });
  }

  private send(connection: AgentConnection, outgoing: AgentServerFrame): void {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(outgoing));
  }

  private takeToken(connection: AgentConnection): boolean {
    const now = Date.now();
    connection.tokens = Math.min(RATE_BURST, connection.tokens + ((now - connection.lastRefill) / 1000) * RATE_PER_SECOND);
    connection.lastRefill = now;
    if (connection.tokens < 1) return false;
    connection.tokens -= 1;
    return true;
  }

  private ping(): void {
    for (const connection of this.connections.values()) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }

  /**
   * Runs `write` after the advisor's earlier presence writes: issued one after the other, two statements on the pool's
   * connections could otherwise land in either order, and a reload's "gone" after its "here" would take an advisor
   * with the inbox open for absent (visitors told nobody is connected) until the next housekeeping.
   */
  private writePresence(agentId: string, write: () => Promise<void>): Promise<void> {
    const written = (this.presenceWrites.get(agentId) ?? Promise.resolve()).then(write);
    const settled = written.catch(() => undefined);
    this.presenceWrites.set(agentId, settled);
    void settled.then(() => {
      if (this.presenceWrites.get(agentId) === settled) this.presenceWrites.delete(agentId);
    });
    return written;
  }

  /** Advisors here are still here; conversations whose advisor left, or nobody took, are offered again. */
  private async keepHouse(): Promise<void> {
    try {
      await this.repository.refresh(this.replicaId, [...this.byAgent.keys()]);
      await this.liveChat.sweep();
    } catch (error) {
      this.logger.warn(`live chat housekeeping failed: ${(error as Error).message}`);
    }
  }
}
