import { z } from 'zod';
import { leadSchema } from './lead.js';
import { searchCriteriaSchema } from './search.js';

/**
 * The live chat's protocol (spec §3 "Chat message", §7 "Live chat"): JSON frames over a WebSocket at /ws,
 * discriminated by `type`. Additions the spec does not list (`error`, `pong`, and the `resume`/`after` query
 * parameters of the URL) are ones the spec's client ignores harmlessly.
 */

/** A frame larger than this closes the connection with 1009. */
export const CHAT_MAX_FRAME_BYTES = 16 * 1024;
/** Longest text a visitor may send in one message. */
export const CHAT_MAX_MESSAGE_LENGTH = 1_000;
/** Spec §9: reconnect delay, info prompt delay, panel height. */
export const CHAT_RECONNECT_DELAY_MS = 3_000;
export const CHAT_INFO_PROMPT_DELAY_MS = 300;

export const chatInfoFields = ['name', 'email', 'phone', 'contact'] as const;
export type ChatInfoField = (typeof chatInfoFields)[number];
export const chatContactChannels = ['email', 'whatsapp'] as const;
export type ChatContactChannel = (typeof chatContactChannels)[number];

const timestamp = z.string().max(40).optional();

/**
 * The call the visitor has just booked, as the booking answer gave it: only ever shown back to the same visitor. The
 * manage page is a path of this site and the meeting a web address, so nothing else can be made to look like the
 * assistant's link.
 */
export const chatBookedCallSchema = z.object({
  scheduledAt: z.iso.datetime({ offset: true }),
  meetingUrl: z.url({ protocol: /^https?$/ }).max(500),
  managePath: z.string().regex(/^\/videollamada\/[A-Za-z0-9_-]{1,200}$/),
});
export type ChatBookedCall = z.infer<typeof chatBookedCallSchema>;

/** Client → server. `info` carries exactly one of name, email or phone (spec §7). */
export const chatClientFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    sender: z.literal('user').optional(),
    content: z.string().max(CHAT_MAX_MESSAGE_LENGTH, `El mensaje no puede tener más de ${CHAT_MAX_MESSAGE_LENGTH} caracteres`),
    timestamp,
    /** With the booking dialog's confirmation (spec §8): the call just booked, so the assistant can give its links. */
    videoCall: chatBookedCallSchema.optional(),
  }),
  z
    .object({
      type: z.literal('info'),
      name: z.string().max(200).optional(),
      email: z.string().max(254).optional(),
      phone: z.string().max(40).optional(),
      timestamp,
    })
    .refine((info) => [info.name, info.email, info.phone].filter((value) => value !== undefined).length === 1, {
      message: 'Envíe uno solo de los datos: nombre, correo o teléfono',
    }),
  z.object({ type: z.literal('ping') }),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;

/** What the visitor answers to each `request_info`, checked with the contact form's own rules. */
export const chatInfoSchemas = {
  name: leadSchema.shape.name,
  email: leadSchema.shape.email,
  phone: leadSchema.shape.phone,
} as const;

/** A listing an answer points to. */
export const chatPropertyLinkSchema = z.object({ title: z.string(), url: z.string(), price: z.string() });
export type ChatPropertyLink = z.infer<typeof chatPropertyLinkSchema>;

/** A link the assistant gives (the video call's join and manage pages). */
export const chatLinkSchema = z.object({ label: z.string(), url: z.string() });
export type ChatLink = z.infer<typeof chatLinkSchema>;

/** Answers the widget offers as buttons; choosing one sends it as an ordinary `message`. */
const quickReplies = z.array(z.string().max(60)).max(4).optional();

/** What every server frame carries (the live chat's additions reuse it, live-chat.ts). */
export const chatServerFrameBase = {
  id: z.uuid(),
  timestamp: z.string(),
  sender: z.enum(['agent', 'user']),
  /** The text, under both names the spec's message carries. */
  content: z.string(),
  message: z.string(),
};

const serverBase = chatServerFrameBase;

export const chatMessageFrameSchema = z.object({
  ...serverBase,
  type: z.literal('message'),
  properties: z.array(chatPropertyLinkSchema).optional(),
  links: z.array(chatLinkSchema).optional(),
  quickReplies,
});

/** Server → client. Every frame has an id and an ISO timestamp. */
export const chatServerFrameSchema = z.discriminatedUnion('type', [
  z.object({ ...serverBase, type: z.literal('welcome'), clientId: z.uuid(), resumeToken: z.string(), resumed: z.boolean() }),
  chatMessageFrameSchema,
  z.object({ ...serverBase, type: z.literal('typing') }),
  z.object({ ...serverBase, type: z.literal('request_info'), field: z.enum(chatInfoFields) }),
  z.object({ ...serverBase, type: z.literal('info_received'), field: z.enum(chatInfoFields), quickReplies }),
  z.object({ ...serverBase, type: z.literal('video_call_offer'), leadId: z.uuid() }),
  z.object({ ...serverBase, type: z.literal('error'), code: z.string() }),
  z.object({ ...serverBase, type: z.literal('pong') }),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;
export type ChatServerFrameType = ChatServerFrame['type'];

/**
 * Data of `chat.contact.collected`: a visitor gave the assistant a name and a way to reach them. The CRM creates or
 * merges the lead (source chat) and answers with `leads.lead.created` / `leads.inquiry.received` carrying the
 * conversation id, so the chat can offer the video call.
 */
export const chatContactCollectedEventSchema = z.object({
  conversationId: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  preferredChannel: z.enum(chatContactChannels),
  /** What the visitor seemed to look for, as search criteria. */
  criteria: searchCriteriaSchema.partial(),
  /** The visitor's own words, newest last, for the advisor. */
  transcript: z.string().max(8_000),
  collectedAt: z.iso.datetime({ offset: true }),
});
export type ChatContactCollectedEvent = z.infer<typeof chatContactCollectedEventSchema>;
