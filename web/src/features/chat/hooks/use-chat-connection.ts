import {
  CHAT_RECONNECT_DELAY_MS,
  visitorServerFrameSchema,
  type ChatBookedCall,
  type ChatInfoField,
  type ChatLink,
  type ChatPropertyLink,
  type LiveChatAdvisor,
  type LiveChatState,
  type VisitorServerFrame,
} from '@prestigio/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { randomId } from '../../../lib/random-id';

export interface ChatEntry {
  id: string;
  sender: 'user' | 'agent';
  text: string;
  properties?: ChatPropertyLink[];
  /** Links the assistant gives (the booked call's join and manage pages). */
  links?: ChatLink[];
  /** Answers offered as buttons; choosing one sends it as an ordinary message. */
  quickReplies?: string[];
  /** An error notice of the service, shown apart from the assistant's words. */
  notice?: boolean;
  /** Written by an advisor, not the assistant (issue 26). */
  advisor?: LiveChatAdvisor;
  /** A listing the advisor sent, shown as a card with its photo. */
  card?: ChatListingCard;
  /** A change of who answers ("Laura Méndez se unió a la conversación."), shown as a line apart. */
  stateChange?: boolean;
}

export type ChatListingCard = NonNullable<Extract<VisitorServerFrame, { type: 'message' }>['card']>;

/** Who answers the visitor now (the `conversation_state` frames); null until the server says. */
export interface ChatLiveState {
  state: LiveChatState;
  advisor: LiveChatAdvisor | null;
  estimatedWaitMinutes: number | null;
}

/** Someone is writing: the assistant (advisor null) or an advisor. */
export interface ChatTyping {
  advisor: LiveChatAdvisor | null;
}

/** The protocol's limit for the visitor's optional typing frames: at most one every 2 s. */
const TYPING_THROTTLE_MS = 2_000;

export type ChatStatus = 'connecting' | 'open' | 'closed';

interface ChatHandlers {
  /** A `request_info` arrived (after the spec's 300 ms delay the widget asks for it). */
  onRequestInfo: (field: ChatInfoField) => void;
  /** A `video_call_offer` with a lead. */
  onVideoCallOffer: (leadId: string) => void;
}

/**
 * A frame as the spec describes it (§3, §7) made whole before validation: its id is the client's to generate, its
 * text may come as `content` or `message`, and a welcome need not carry this server's resume token.
 */
export function completeFrame(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const frame = raw as Record<string, unknown>;
  const text = typeof frame.content === 'string' ? frame.content : typeof frame.message === 'string' ? frame.message : '';
  return {
    sender: 'agent',
    timestamp: new Date().toISOString(),
    ...(frame.type === 'welcome' && { resumeToken: '', resumed: false }),
    ...frame,
    id: typeof frame.id === 'string' && frame.id ? frame.id : randomId(),
    content: text,
    message: text,
  };
}

function socketUrl(resumeToken: string | null, lastFrameId: string | null): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams();
  if (resumeToken) query.set('resume', resumeToken);
  if (resumeToken && lastFrameId) query.set('after', lastFrameId);
  const search = query.toString();
  return `${scheme}://${window.location.host}/ws${search ? `?${search}` : ''}`;
}

/**
 * The live chat's connection while the panel is open (spec §2, §4, §7): connects on open, drops everything on close,
 * reconnects 3 s after a drop and at once when the page becomes visible again, resuming the same conversation so no
 * answer is lost. Frames are validated with the contract; one seen twice (a resume replays) is shown once.
 */
export function useChatConnection(active: boolean, handlers: ChatHandlers) {
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [status, setStatus] = useState<ChatStatus>('closed');
  const [clientId, setClientId] = useState<string | null>(null);
  const [typing, setTyping] = useState<ChatTyping | null>(null);
  const [liveState, setLiveState] = useState<ChatLiveState | null>(null);
  const lastTypingSent = useRef(0);
  const socketRef = useRef<WebSocket | null>(null);
  const resumeToken = useRef<string | null>(null);
  const lastFrameId = useRef<string | null>(null);
  const seen = useRef(new Set<string>());
  const reconnectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const failedAlready = useRef(false);
  const handlersRef = useRef(handlers);
  /** The latest connect, for the reconnect timer it schedules itself. */
  const connectRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  const receive = useCallback((incoming: VisitorServerFrame) => {
    if (incoming.type === 'typing') {
      setTyping({ advisor: incoming.advisor ?? null });
      return;
    }
    // Any other frame ends the typing indicator (spec §2).
    setTyping(null);
    if (incoming.type === 'pong') return;
    if (seen.current.has(incoming.id)) return;
    seen.current.add(incoming.id);
    if (incoming.type === 'welcome') {
      resumeToken.current = incoming.resumeToken;
      setClientId(incoming.clientId);
      if (incoming.resumed) return;
    } else {
      lastFrameId.current = incoming.id;
    }
    if (incoming.type === 'request_info') handlersRef.current.onRequestInfo(incoming.field);
    if (incoming.type === 'video_call_offer') handlersRef.current.onVideoCallOffer(incoming.leadId);
    if (incoming.type === 'conversation_state') {
      setLiveState({ state: incoming.state, advisor: incoming.advisor, estimatedWaitMinutes: incoming.estimatedWaitMinutes });
      // The wait is in the header, and the assistant's own message says it with the estimate: no third line.
      if (incoming.state === 'waiting') return;
    }
    if (!incoming.content) return;
    setEntries((current) => [
      ...current,
      {
        id: incoming.id,
        sender: incoming.sender,
        text: incoming.content,
        ...(incoming.type === 'message' && incoming.properties ? { properties: incoming.properties } : {}),
        ...(incoming.type === 'message' && incoming.links ? { links: incoming.links } : {}),
        ...((incoming.type === 'message' || incoming.type === 'info_received') && incoming.quickReplies ? { quickReplies: incoming.quickReplies } : {}),
        ...(incoming.type === 'error' ? { notice: true } : {}),
        ...(incoming.type === 'message' && incoming.advisor ? { advisor: incoming.advisor } : {}),
        ...(incoming.type === 'message' && incoming.card ? { card: incoming.card } : {}),
        ...(incoming.type === 'conversation_state' ? { stateChange: true } : {}),
      },
    ]);
  }, []);

  const connect = useCallback(() => {
    clearTimeout(reconnectTimer.current);
    if (socketRef.current && socketRef.current.readyState <= WebSocket.OPEN) return;
    setStatus('connecting');
    const socket = new WebSocket(socketUrl(resumeToken.current, lastFrameId.current));
    socketRef.current = socket;
    socket.onopen = () => {
      failedAlready.current = false;
      setStatus('open');
    };
    socket.onmessage = (event) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const frame = visitorServerFrameSchema.safeParse(completeFrame(parsed));
      if (frame.success) receive(frame.data);
    };
    socket.onerror = () => {
      if (failedAlready.current) return;
      failedAlready.current = true;
      toast({ title: 'Error de conexión', description: 'No se pudo conectar al chat. Intente nuevamente.', variant: 'destructive' });
    };
    socket.onclose = () => {
      if (socketRef.current !== socket) return;
      socketRef.current = null;
      setStatus('closed');
      setTyping(null);
      // Spec §4: while the panel is open, try again after 3 seconds.
      reconnectTimer.current = setTimeout(() => connectRef.current(), CHAT_RECONNECT_DELAY_MS);
    };
  }, [receive]);
  useEffect(() => {
    connectRef.current = connect;
  }, [connect]);

  const disconnect = useCallback(() => {
    clearTimeout(reconnectTimer.current);
    const socket = socketRef.current;
    socketRef.current = null;
    socket?.close();
    // Closing the panel ends the conversation: the next opening starts a new one (spec §2).
    resumeToken.current = null;
    lastFrameId.current = null;
    seen.current = new Set();
    failedAlready.current = false;
    setEntries([]);
    setClientId(null);
    setTyping(null);
    setLiveState(null);
    lastTypingSent.current = 0;
    setStatus('closed');
  }, []);

  useEffect(() => {
    if (!active) return;
    connect();
    // A phone that slept comes back with a dead socket: reconnect as soon as the page is visible again.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !socketRef.current) connect();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      disconnect();
    };
  }, [active, connect, disconnect]);

  const ready = status === 'open' && clientId !== null;

  /**
   * Spec §5: trimmed, blank ignored, nothing sent unless the connection is open. Echoed as the visitor's message. A
   * booking's confirmation carries the call, so the assistant can answer with its links.
   */
  const sendMessage = useCallback((text: string, videoCall?: ChatBookedCall): boolean => {
    const content = text.trim();
    const socket = socketRef.current;
    if (!content || !socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify({ type: 'message', sender: 'user', content, timestamp: new Date().toISOString(), ...(videoCall && { videoCall }) }));
    setEntries((current) => [...current, { id: randomId(), sender: 'user', text: content }]);
    return true;
  }, []);

  /** An answer to `request_info`, sent as `info` and echoed as the visitor's message (spec §4). */
  const sendInfo = useCallback((field: 'name' | 'email' | 'phone', value: string): boolean => {
    const socket = socketRef.current;
    const content = value.trim();
    if (!content || !socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify({ type: 'info', [field]: content, timestamp: new Date().toISOString() }));
    setEntries((current) => [...current, { id: randomId(), sender: 'user', text: content }]);
    return true;
  }, []);

  /**
   * The visitor is typing: told to the advisor who answers (an optional frame of the handoff protocol, at most one
   * every 2 s); never sent to the assistant, which has no use for it.
   */
  const advisorAnswers = liveState?.state === 'agent';
  const sendTyping = useCallback(() => {
    const socket = socketRef.current;
    if (!advisorAnswers || !socket || socket.readyState !== WebSocket.OPEN) return;
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_THROTTLE_MS) return;
    lastTypingSent.current = now;
    socket.send(JSON.stringify({ type: 'typing' }));
  }, [advisorAnswers]);

  return { entries, status, clientId, typing, liveState, ready, sendMessage, sendInfo, sendTyping };
}
