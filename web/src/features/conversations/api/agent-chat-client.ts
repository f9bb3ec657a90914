import {
  AgentSocketCloseCodes,
  agentServerFrameSchema,
  CHAT_RECONNECT_DELAY_MS,
  type AgentClientFrame,
  type AgentServerFrame,
  type ChatPropertyLink,
  type LiveChatAdvisor,
  type LiveChatConversation,
  type LiveChatMatch,
  type LiveChatMessage,
} from '@prestigio/contracts';
import { randomId } from '../../../lib/random-id';

/**
 * - connecting: the first connection is being opened;
 * - open: connected and greeted (`hello`);
 * - reconnecting: the socket dropped, another attempt follows in 3 s;
 * - signed_out / forbidden: the server refused the session (4401 / 4403): no more attempts.
 */
export type AgentSocketStatus = 'connecting' | 'open' | 'reconnecting' | 'signed_out' | 'forbidden';

export type AgentIdentity = LiveChatAdvisor & { role: 'admin' | 'agent' };

/** A reply or a listing sent by you and not yet confirmed by the server (its id is the frame's clientMessageId). */
export interface PendingMessage {
  id: string;
  conversationId: string;
  text: string;
  properties: ChatPropertyLink[];
  /** The server refused it (the conversation is no longer yours): shown as not sent. */
  failed: boolean;
  frame: Extract<AgentClientFrame, { type: 'reply' | 'send_property' }>;
}

export interface LiveChatState {
  status: AgentSocketStatus;
  me: AgentIdentity | null;
  /** Within the agency's hours (from `hello`); null before it. */
  agencyOpen: boolean | null;
  /** Every conversation you may see, newest activity first. */
  conversations: readonly LiveChatConversation[];
  /** The list came from the server (REST or `hello`), so an empty list means "none". */
  listLoaded: boolean;
  transcripts: Readonly<Record<string, readonly LiveChatMessage[]>>;
  pending: Readonly<Record<string, readonly PendingMessage[]>>;
  /** Who is typing in a conversation right now (cleared ~3 s after the last `typing`). */
  typing: Readonly<Record<string, 'visitor' | 'advisor' | undefined>>;
}

export interface LiveChatHandlers {
  /** A conversation now waits for an advisor; `forYou`: it is offered to you. */
  onWaiting?: (conversation: LiveChatConversation, forYou: boolean) => void;
  /** The server refused something you did; `message` is Spanish for you. */
  onError?: (frame: Extract<AgentServerFrame, { type: 'error' }>) => void;
}

/** How long "escribiendo…" stays after the last typing frame. */
export const TYPING_SHOWN_MS = 3_000;
/** The protocol's limit for your own typing frames: at most one every 2 s per conversation. */
export const TYPING_THROTTLE_MS = 2_000;
/** Keeps idle proxies from closing a quiet socket. */
const PING_INTERVAL_MS = 25_000;

function agentsSocketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/ws/agents`;
}

const byNewestActivity = (a: LiveChatConversation, b: LiveChatConversation) => b.lastActivityAt.localeCompare(a.lastActivityAt);

/** Messages by id, oldest first: a message seen twice (REST and socket, a replayed watch) is kept once. */
function mergeMessages(current: readonly LiveChatMessage[] = [], incoming: readonly LiveChatMessage[]): LiveChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

const initialState: LiveChatState = {
  status: 'connecting',
  me: null,
  agencyOpen: null,
  conversations: [],
  listLoaded: false,
  transcripts: {},
  pending: {},
  typing: {},
};

/**
 * The portal's connection to `/ws/agents` (docs/live-chat.md): one per signed-in tab, opened on every portal page so
 * the agent counts as on duty and hears of waiting visitors. Keeps the conversations you may see, the transcripts of
 * those you follow and your unconfirmed messages; after a dropped socket it reconnects in 3 s and resumes each
 * followed conversation after its last `seq`, re-sending what the server has not confirmed (stored once by id).
 * A plain store for React's useSyncExternalStore: `getState` returns the same object until something changes.
 */
export class AgentChatClient {
  private handlers: LiveChatHandlers = {};
  private state: LiveChatState = initialState;
  private readonly listeners = new Set<() => void>();
  private socket: WebSocket | null = null;
  private helloReceived = false;
  private started = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private readonly typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly lastTypingSent = new Map<string, number>();
  /** Followed conversations, counted (two views may follow the same one). */
  private readonly watched = new Map<string, number>();
  private readonly lastReadSent = new Map<string, number>();

  constructor(private readonly url: () => string = agentsSocketUrl) {}

  getState = (): LiveChatState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(): void {
    if (this.started) return;
    this.started = true;
    document.addEventListener('visibilitychange', this.onVisible);
    this.connect();
  }

  stop(): void {
    this.started = false;
    document.removeEventListener('visibilitychange', this.onVisible);
    clearTimeout(this.reconnectTimer);
    clearInterval(this.pingTimer);
    this.typingTimers.forEach((timer) => clearTimeout(timer));
    this.typingTimers.clear();
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  /** What the portal does with waiting visitors and refusals (the provider's alerts). */
  setHandlers(handlers: LiveChatHandlers): void {
    this.handlers = handlers;
  }

  /** The REST list, shown until the socket's `hello` brings the same list live. */
  seedConversations(conversations: readonly LiveChatConversation[]): void {
    if (this.helloReceived) return;
    this.update({ conversations: [...conversations].sort(byNewestActivity), listLoaded: true });
  }

  /** A conversation read over REST (its detail): newer news from the socket is not overwritten. */
  seedConversation(conversation: LiveChatConversation, messages: readonly LiveChatMessage[]): void {
    const known = this.state.conversations.find((item) => item.id === conversation.id);
    if (!known || known.lastActivityAt < conversation.lastActivityAt) this.upsert(conversation);
    this.addMessages(conversation.id, messages);
  }

  /** Follow a conversation (its messages and typing); returns the way to stop following it. */
  watch(conversationId: string): () => void {
    const count = this.watched.get(conversationId) ?? 0;
    this.watched.set(conversationId, count + 1);
    if (count === 0) this.sendWatch(conversationId);
    return () => {
      const left = (this.watched.get(conversationId) ?? 1) - 1;
      if (left > 0) {
        this.watched.set(conversationId, left);
        return;
      }
      this.watched.delete(conversationId);
      this.send({ type: 'unwatch', conversationId });
    };
  }

  /** "Tomar conversación", "Devolver al asistente", "Cerrar conversación": false when not connected. */
  act(type: 'take' | 'hand_back' | 'close', conversationId: string): boolean {
    return this.send({ type, conversationId });
  }

  reply(conversationId: string, content: string): void {
    const id = randomId();
    this.queue({ id, conversationId, text: content, properties: [], failed: false, frame: { type: 'reply', conversationId, clientMessageId: id, content } });
  }

  sendProperty(conversationId: string, match: LiveChatMatch): void {
    const id = randomId();
    this.queue({
      id,
      conversationId,
      text: '',
      properties: [{ title: match.title, url: match.url, price: match.price }],
      failed: false,
      frame: { type: 'send_property', conversationId, clientMessageId: id, propertyId: match.propertyId },
    });
  }

  /** Sends a message that was refused again (e.g. after taking the conversation back). */
  retry(conversationId: string, messageId: string): void {
    const message = this.state.pending[conversationId]?.find((item) => item.id === messageId);
    if (!message) return;
    this.setPending(conversationId, (list) => list.map((item) => (item.id === messageId ? { ...item, failed: false } : item)));
    this.send(message.frame);
  }

  discard(conversationId: string, messageId: string): void {
    this.setPending(conversationId, (list) => list.filter((item) => item.id !== messageId));
  }

  /** You are typing: sent at most once every 2 s per conversation. */
  typing(conversationId: string): void {
    const now = Date.now();
    if (now - (this.lastTypingSent.get(conversationId) ?? 0) < TYPING_THROTTLE_MS) return;
    if (this.send({ type: 'typing', conversationId })) this.lastTypingSent.set(conversationId, now);
  }

  /** You have read the conversation up to `seq`: its unread count drops for everybody. */
  markRead(conversationId: string, seq: number): void {
    if ((this.lastReadSent.get(conversationId) ?? -1) >= seq) return;
    if (!this.send({ type: 'read', conversationId, seq })) return;
    this.lastReadSent.set(conversationId, seq);
    const conversation = this.state.conversations.find((item) => item.id === conversationId);
    if (conversation && conversation.unread > 0) this.upsert({ ...conversation, unread: 0 });
  }

  private readonly onVisible = () => {
    // A phone that slept comes back with a dead socket: try at once rather than after the timer.
    if (document.visibilityState === 'visible' && !this.socket && this.state.status === 'reconnecting') this.connect();
  };

  private connect(): void {
    clearTimeout(this.reconnectTimer);
    if (!this.started || this.socket) return;
    const socket = new WebSocket(this.url());
    this.socket = socket;
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      let raw: unknown;
      try {
        raw = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const frame = agentServerFrameSchema.safeParse(raw);
      if (frame.success) this.receive(frame.data);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.helloReceived = false;
      clearInterval(this.pingTimer);
      this.clearTyping();
      if (event.code === AgentSocketCloseCodes.signInRequired) return this.update({ status: 'signed_out' });
      if (event.code === AgentSocketCloseCodes.forbidden) return this.update({ status: 'forbidden' });
      this.update({ status: 'reconnecting' });
      if (this.started) this.reconnectTimer = setTimeout(() => this.connect(), CHAT_RECONNECT_DELAY_MS);
    };
  }

  private receive(frame: AgentServerFrame): void {
    switch (frame.type) {
      case 'hello':
        this.helloReceived = true;
        this.update({
          status: 'open',
          me: frame.agent,
          agencyOpen: frame.agencyOpen,
          conversations: [...frame.conversations].sort(byNewestActivity),
          listLoaded: true,
        });
        this.resume();
        return;
      case 'conversation_updated':
        return this.upsert(frame.conversation);
      case 'conversation_removed':
        return this.remove(frame.conversationId);
      case 'transcript':
        return this.addMessages(frame.conversationId, frame.messages);
      case 'message':
        this.addMessages(frame.conversationId, [frame.message]);
        if (this.state.typing[frame.conversationId] === (frame.message.author === 'visitor' ? 'visitor' : 'advisor')) this.setTyping(frame.conversationId, undefined);
        return;
      case 'typing':
        return this.showTyping(frame.conversationId, frame.from);
      case 'waiting':
        this.upsert(frame.conversation);
        this.handlers.onWaiting?.(frame.conversation, frame.forYou);
        return;
      case 'error':
        if (frame.conversationId && (frame.code === 'conflict' || frame.code === 'forbidden' || frame.code === 'not_found')) {
          this.setPending(frame.conversationId, (list) => list.map((item) => ({ ...item, failed: true })));
        }
        this.handlers.onError?.(frame);
        return;
      case 'pong':
        return;
    }
  }

  /** After each `hello`: follow again after the last message known, and re-send what was not confirmed. */
  private resume(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => this.send({ type: 'ping' }), PING_INTERVAL_MS);
    this.lastReadSent.clear();
    for (const conversationId of this.watched.keys()) this.sendWatch(conversationId);
    for (const list of Object.values(this.state.pending)) {
      for (const message of list) if (!message.failed) this.send(message.frame);
    }
  }

  private sendWatch(conversationId: string): void {
    const known = this.state.transcripts[conversationId];
    const afterSeq = known?.length ? known[known.length - 1]!.seq : undefined;
    this.send({ type: 'watch', conversationId, ...(afterSeq !== undefined && { afterSeq }) });
  }

  private queue(message: PendingMessage): void {
    this.setPending(message.conversationId, (list) => [...list, message]);
    // Not connected: it goes with the resume after the next `hello`.
    this.send(message.frame);
  }

  private send(frame: AgentClientFrame): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN || !this.helloReceived) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  private upsert(conversation: LiveChatConversation): void {
    const others = this.state.conversations.filter((item) => item.id !== conversation.id);
    this.update({ conversations: [...others, conversation].sort(byNewestActivity) });
  }

  /** No longer yours to see (the client went to another agent): out of the list, its transcript forgotten. */
  private remove(conversationId: string): void {
    const { [conversationId]: _transcript, ...transcripts } = this.state.transcripts;
    this.update({ conversations: this.state.conversations.filter((item) => item.id !== conversationId), transcripts });
  }

  private addMessages(conversationId: string, messages: readonly LiveChatMessage[]): void {
    if (messages.length === 0 && this.state.transcripts[conversationId]) return;
    const confirmed = new Set(messages.map((message) => message.id));
    this.update({ transcripts: { ...this.state.transcripts, [conversationId]: mergeMessages(this.state.transcripts[conversationId], messages) } });
    if (this.state.pending[conversationId]?.some((item) => confirmed.has(item.id))) {
      this.setPending(conversationId, (list) => list.filter((item) => !confirmed.has(item.id)));
    }
  }

  private setPending(conversationId: string, change: (list: readonly PendingMessage[]) => readonly PendingMessage[]): void {
    this.update({ pending: { ...this.state.pending, [conversationId]: change(this.state.pending[conversationId] ?? []) } });
  }

  private showTyping(conversationId: string, from: 'visitor' | 'advisor'): void {
    clearTimeout(this.typingTimers.get(conversationId));
    this.typingTimers.set(
      conversationId,
      setTimeout(() => this.setTyping(conversationId, undefined), TYPING_SHOWN_MS),
    );
    this.setTyping(conversationId, from);
  }

  private setTyping(conversationId: string, from: 'visitor' | 'advisor' | undefined): void {
    if (this.state.typing[conversationId] === from) return;
    if (from === undefined) clearTimeout(this.typingTimers.get(conversationId));
    this.update({ typing: { ...this.state.typing, [conversationId]: from } });
  }

  private clearTyping(): void {
    this.typingTimers.forEach((timer) => clearTimeout(timer));
    this.typingTimers.clear();
    if (Object.values(this.state.typing).some(Boolean)) this.update({ typing: {} });
  }

  private update(change: Partial<LiveChatState>): void {
    this.state = { ...this.state, ...change };
    this.listeners.forEach((listener) => listener());
  }
}
