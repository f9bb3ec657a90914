import { z } from 'zod';
import { agencyParts } from './agency-time.js';
import { chatMessageFrameSchema, chatPropertyLinkSchema, chatServerFrameBase, chatServerFrameSchema, CHAT_MAX_MESSAGE_LENGTH } from './chat.js';
import { searchCriteriaSchema } from './search.js';

/**
 * The live chat's handoff (issue 26): an advisor takes a visitor's conversation from the assistant, answers, hands it
 * back or closes it. Two audiences:
 * - the visitor's `/ws` (chat.ts): the spec's frames plus a few fields and one frame type the spec's client ignores
 *   harmlessly (an `advisor` on messages and typing, `conversation_state`); the visitor may also send `typing`;
 * - the agents' `/ws/agents`, behind the portal session, with their own frames below, and the REST reads under
 *   `/api/conversations`.
 * docs: /work/wt/HANDOFF-PROTOCOL.md while the issue is open; services/chat/README.md after.
 */

/** Where a conversation stands: con el asistente, espera a un asesor, con <agente>, cerrada. */
export const liveChatStates = ['assistant', 'waiting', 'agent', 'closed'] as const;
export type LiveChatState = (typeof liveChatStates)[number];
export const liveChatStateSchema = z.enum(liveChatStates);

/** The inbox's words for a state (portal, tú): "con Laura Méndez". */
export function liveChatStateLabel(state: LiveChatState, advisorName?: string | null): string {
  switch (state) {
    case 'assistant':
      return 'con el asistente';
    case 'waiting':
      return 'espera a un asesor';
    case 'agent':
      return `con ${advisorName ?? 'un asesor'}`;
    case 'closed':
      return 'cerrada';
  }
}

/** The advisor as the visitor sees them: a name, and a portrait when the user has one (none do yet: null). */
export const liveChatAdvisorSchema = z.object({
  id: z.uuid(),
  name: z.string().max(200),
  portraitUrl: z.string().max(500).nullable(),
});
export type LiveChatAdvisor = z.infer<typeof liveChatAdvisorSchema>;

/** Spec §2: contact hours Mon–Fri 9:00–18:00, Sat 10:00–14:00, Mexico City's clock. */
export const AGENCY_OPENING_HOURS: Readonly<Record<number, readonly [number, number] | undefined>> = {
  1: [9, 18],
  2: [9, 18],
  3: [9, 18],
  4: [9, 18],
  5: [9, 18],
  6: [10, 14],
};

/** Whether advisors answer now (outside these hours the assistant offers the video call instead). */
export function isAgencyOpen(instant: Date): boolean {
  const { isoWeekday, hour } = agencyParts(instant);
  const hours = AGENCY_OPENING_HOURS[isoWeekday];
  return hours !== undefined && hour >= hours[0] && hour < hours[1];
}

// ---------------------------------------------------------------------------------------------------------------
// The visitor's side (/ws): additions to chat.ts's frames.
// ---------------------------------------------------------------------------------------------------------------

/** Visitor → server, optional: "está escribiendo", shown to the advisor. The spec's client never sends it. */
export const visitorTypingFrameSchema = z.object({ type: z.literal('typing') });

/**
 * Server → visitor, additions. `message` and `typing` keep the spec's shape (sender `agent`) and carry `advisor` when
 * a person, not the assistant, wrote or types; `conversation_state` tells the widget who answers now.
 */
export const visitorLiveFrameSchemas = {
  message: chatMessageFrameSchema.extend({
    /** A person wrote this message (absent: the assistant). */
    advisor: liveChatAdvisorSchema.optional(),
    /** A listing the advisor sent as a card (with its photo), beside `properties`' link for the spec's client. */
    card: z
      .object({ title: z.string(), url: z.string(), price: z.string(), location: z.string(), imageUrl: z.string().nullable() })
      .optional(),
  }),
  typing: z.object({ ...chatServerFrameBase, type: z.literal('typing'), advisor: liveChatAdvisorSchema.optional() }),
  conversationState: z.object({
    ...chatServerFrameBase,
    type: z.literal('conversation_state'),
    state: liveChatStateSchema,
    /** Who answers when `state` is `agent`; null otherwise. */
    advisor: liveChatAdvisorSchema.nullable(),
    /** While waiting: how long it may take, in minutes; null when nobody can say (no advisor connected). */
    estimatedWaitMinutes: z.number().int().nullable(),
  }),
};

/** Every frame the visitor may receive: the spec's (chat.ts), `message` and `typing` as extended above, `conversation_state`. */
export type VisitorServerFrame =
  | Exclude<z.infer<typeof chatServerFrameSchema>, { type: 'message' | 'typing' }>
  | z.infer<typeof visitorLiveFrameSchemas.message>
  | z.infer<typeof visitorLiveFrameSchemas.typing>
  | z.infer<typeof visitorLiveFrameSchemas.conversationState>;
export const visitorServerFrameSchema: z.ZodType<VisitorServerFrame> = z.discriminatedUnion('type', [
  visitorLiveFrameSchemas.message,
  visitorLiveFrameSchemas.typing,
  visitorLiveFrameSchemas.conversationState,
  ...chatServerFrameSchema.options.filter((option) => option.shape.type.value !== 'message' && option.shape.type.value !== 'typing'),
]);

// ---------------------------------------------------------------------------------------------------------------
// The agents' side (/ws/agents and /api/conversations).
// ---------------------------------------------------------------------------------------------------------------

/** WebSocket close codes of /ws/agents (4000–4999 are the application's). */
export const AgentSocketCloseCodes = {
  /** No portal session (or an expired one): sign in again. */
  signInRequired: 4401,
  /** A pending or deactivated account. */
  forbidden: 4403,
  /**
   * The user signed out somewhere or their access changed: the portal connects again, and the gateway decides
   * afresh (the same advisor goes on; a signed-out or deactivated one gets 4401 or 4403).
   */
  sessionChanged: 4409,
} as const;

/** One entry of the transcript as the inbox shows it. */
export const liveChatMessageSchema = z.object({
  id: z.uuid(),
  /** The conversation's order: strictly increasing; `afterSeq` resumes after it. */
  seq: z.number().int(),
  at: z.string(),
  author: z.enum(['visitor', 'assistant', 'advisor', 'system']),
  /** The advisor who wrote it (author advisor) or whom a system line names. */
  advisor: liveChatAdvisorSchema.nullable(),
  text: z.string(),
  properties: z.array(chatPropertyLinkSchema),
});
export type LiveChatMessage = z.infer<typeof liveChatMessageSchema>;

/** A conversation as the inbox lists it. */
export const liveChatConversationSchema = z.object({
  id: z.uuid(),
  state: liveChatStateSchema,
  /** The advisor answering (state agent), else null. */
  advisor: liveChatAdvisorSchema.nullable(),
  /** The agent the waiting conversation is offered to first (the client's agent, or the next in turn); null: anyone. */
  offeredTo: z.uuid().nullable(),
  /** The visitor's name once they gave it. */
  visitorName: z.string().nullable(),
  /** The CRM client the conversation became, once linked (for "Ver cliente"); null before. */
  clientLeadId: z.uuid().nullable(),
  /** The agent in charge of that client; null: unassigned. */
  clientAgentId: z.uuid().nullable(),
  /** What the assistant understood the visitor looks for. */
  criteria: searchCriteriaSchema.partial(),
  lastActivityAt: z.string(),
  /** Since when it waits for an advisor (state waiting), else null. */
  waitingSince: z.string().nullable(),
  /** The last line, shortened, for the list. */
  preview: z.string(),
  /** Visitor messages after the last one an advisor read. */
  unread: z.number().int(),
});
export type LiveChatConversation = z.infer<typeof liveChatConversationSchema>;

/** A listing the advisor may send as a card: the matches of the conversation's criteria. */
export const liveChatMatchSchema = z.object({
  propertyId: z.string(),
  title: z.string(),
  url: z.string(),
  price: z.string(),
  location: z.string(),
  imageUrl: z.string().nullable(),
});
export type LiveChatMatch = z.infer<typeof liveChatMatchSchema>;

/** GET /api/conversations?state=… (newest activity first, at most 200). */
export const liveChatListQuerySchema = z.object({ state: liveChatStateSchema.optional() });
export const liveChatListSchema = z.object({ conversations: z.array(liveChatConversationSchema) });
export type LiveChatList = z.infer<typeof liveChatListSchema>;

/** GET /api/conversations/:id: the conversation, its whole transcript and its matches. */
export const liveChatDetailSchema = z.object({
  conversation: liveChatConversationSchema,
  messages: z.array(liveChatMessageSchema),
  matches: z.array(liveChatMatchSchema),
});
export type LiveChatDetail = z.infer<typeof liveChatDetailSchema>;

const conversationId = z.uuid('Conversación no válida');
/** Set by the portal for each message it sends: a message re-sent after a reconnect is stored once. */
const clientMessageId = z.uuid('Mensaje no válido');

/** Agent → server on /ws/agents. */
export const agentClientFrameSchema = z.discriminatedUnion('type', [
  /** Follow one conversation: its transcript after `afterSeq` (all when absent), then its live messages and typing. */
  z.object({ type: z.literal('watch'), conversationId, afterSeq: z.number().int().min(0).optional() }),
  z.object({ type: z.literal('unwatch'), conversationId }),
  /** "Tomar conversación": the assistant stops answering; the visitor sees the advisor's name. */
  z.object({ type: z.literal('take'), conversationId }),
  z.object({
    type: z.literal('reply'),
    conversationId,
    clientMessageId,
    content: z
      .string()
      .trim()
      .min(1, 'Escribe un mensaje')
      .max(CHAT_MAX_MESSAGE_LENGTH, `El mensaje no puede tener más de ${CHAT_MAX_MESSAGE_LENGTH} caracteres`),
  }),
  /** A listing from the conversation's matches, as a card. */
  z.object({ type: z.literal('send_property'), conversationId, clientMessageId, propertyId: z.string().min(1).max(100) }),
  z.object({ type: z.literal('typing'), conversationId }),
  /** Back to the assistant. */
  z.object({ type: z.literal('hand_back'), conversationId }),
  z.object({ type: z.literal('close'), conversationId }),
  /** The advisor read the conversation up to `seq`: its unread count drops. */
  z.object({ type: z.literal('read'), conversationId, seq: z.number().int().min(0) }),
  z.object({ type: z.literal('ping') }),
]);
export type AgentClientFrame = z.infer<typeof agentClientFrameSchema>;

/** Server → agent on /ws/agents. */
export const agentServerFrameSchema = z.discriminatedUnion('type', [
  /** First frame of every connection (and so after each reconnect): who you are and every conversation you may see. */
  z.object({
    type: z.literal('hello'),
    agent: liveChatAdvisorSchema.extend({ role: z.enum(['admin', 'agent']) }),
    agencyOpen: z.boolean(),
    conversations: z.array(liveChatConversationSchema),
  }),
  /** A conversation you may see changed (state, new message, unread): replace it in the list. */
  z.object({ type: z.literal('conversation_updated'), conversation: liveChatConversationSchema }),
  /** Answer to `watch`: the messages after `afterSeq`, then live `message` frames follow. */
  z.object({ type: z.literal('transcript'), conversationId, messages: z.array(liveChatMessageSchema) }),
  z.object({ type: z.literal('message'), conversationId, message: liveChatMessageSchema }),
  /** The visitor (or another advisor) is typing in a conversation you watch. */
  z.object({ type: z.literal('typing'), conversationId, from: z.enum(['visitor', 'advisor']) }),
  /**
   * A conversation waits for an advisor and you are among those it is offered to (`forYou`: it is your client, or your
   * turn): the portal's toast, sound and browser notification.
   */
  z.object({ type: z.literal('waiting'), conversation: liveChatConversationSchema, forYou: z.boolean() }),
  /**
   * A conversation you may no longer see: its client was given to another agent (you are not an admin). Drop it from
   * the list and stop following it; its id answers `not_found` from now on.
   */
  z.object({ type: z.literal('conversation_removed'), conversationId }),
  /** A frame refused (`invalid_frame`, `not_found`, `forbidden`, `conflict`, `rate_limited`), in Spanish for you. */
  z.object({ type: z.literal('error'), code: z.string(), message: z.string(), conversationId: z.uuid().optional() }),
  z.object({ type: z.literal('pong') }),
]);
export type AgentServerFrame = z.infer<typeof agentServerFrameSchema>;

/** Data of `chat.conversation.recorded`: a handoff step, for the client's timeline in the CRM. */
export const liveChatTimelineEventSchema = z.object({
  conversationId: z.uuid(),
  /** The CRM client (the chat learnt it from `leads.lead.created` / `inquiry.received`). */
  leadId: z.uuid(),
  kind: z.enum(['waiting', 'taken', 'handed_back', 'closed']),
  /** The advisor who acted (taken, handed back, closed by an advisor), else null. */
  agentId: z.uuid().nullable(),
  agentName: z.string().nullable(),
  /** With `closed`: the whole conversation as text ("Visitante: …"), newest last, at most 20,000 characters. */
  transcript: z.string().max(20_000).nullable(),
  occurredAt: z.iso.datetime({ offset: true }),
});
export type LiveChatTimelineEvent = z.infer<typeof liveChatTimelineEventSchema>;
