import { z } from 'zod';

/**
 * Every NATS event carries this envelope. Consumers validate `data` with the subject's own schema and are
 * idempotent on `eventId` (JetStream delivers at least once).
 */
export const eventEnvelopeSchema = z.object({
  eventId: z.string().uuid(),
  occurredAt: z.string().datetime({ offset: true }),
  correlationId: z.string().min(1),
  data: z.unknown(),
});
export type EventEnvelope<T = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'data'> & { data: T };

/**
 * Subject names, past tense for events. On the wire every subject is prefixed with the deployment's namespace
 * (NATS_NAMESPACE, default `prestigio`): events as `<ns>.events.<subject>`, queries as `<ns>.rpc.<subject>`, so test
 * runs never see each other's traffic and the JetStream stream captures only events, never request/reply traffic.
 */
export const EventSubjects = {
  /** A session ended; `sessionKey` is the SHA-256 of its token, as the gateway keys its cache. */
  userLoggedOut: 'auth.user.logged-out',
  /** A user's role or status changed (approved, role changed, deactivated): cached identities must be dropped. */
  userAccessChanged: 'auth.user.access-changed',
  /** A user changed their own name or phone (outbox): copies of their public card are replaced. */
  userProfileUpdated: 'auth.user.profile-updated',
  leadCreated: 'leads.lead.created',
  /** A client was given to another agent (or to nobody) in the portal (outbox): copies of its agent follow. */
  leadAssigned: 'leads.lead.assigned',
  inquiryReceived: 'leads.inquiry.received',
  contactCollected: 'chat.contact.collected',
  /** A live-chat handoff step (waiting, taken, handed back, closed with its transcript), for the client's timeline. */
  liveChatRecorded: 'chat.conversation.recorded',
  videoCallScheduled: 'scheduling.video-call.scheduled',
  videoCallRescheduled: 'scheduling.video-call.rescheduled',
  videoCallCancelled: 'scheduling.video-call.cancelled',
  /** The agent recorded how a call went (completed or not attended): its activity is closed. */
  videoCallOutcomeRecorded: 'scheduling.video-call.outcome-recorded',
  /** A listing became visible on the site (outbox; saved-search alerts match it). */
  propertyPublished: 'properties.property.published',
  /** A visible listing lowered its price (outbox; saved-search alerts match it). */
  propertyPriceLowered: 'properties.property.price-lowered',
  /** A visible listing got its first photo (outbox; alerts matched before it was stored get it). */
  propertyMainPhotoSet: 'properties.property.main-photo-set',
} as const;
export type EventSubject = (typeof EventSubjects)[keyof typeof EventSubjects];

export const RpcSubjects = {
  resolveSession: 'auth.session.resolve',
  /** A user's display name, for services that show who is in charge of something. */
  userProfile: 'auth.user.profile',
  /** The active agents (and admins), for round-robin assignment and video-call availability. */
  activeAgents: 'auth.agents.active',
  searchProperties: 'properties.search',
  /** The published listings that fit a lead's criteria, best first (the CRM's matching). */
  matchProperties: 'properties.match',
  /** Published listings by id (what the CRM sends a client, with titles, prices and links). */
  propertySummaries: 'properties.summaries',
  /** A lead's contact details and assigned agent, for services that act on a lead they do not own. */
  leadContact: 'leads.lead.contact',
  /**
   * A client's contact by the client's own id, for the portal's bookings only (scheduling asks it behind a session,
   * for an agent's own client or an admin's): never reachable from a visitor's id.
   */
  clientContact: 'leads.client.contact',
  /** The chat assistant saves a visitor's search with alerts ("avísame si aparece algo así"), as the site's form does. */
  saveSearch: 'leads.saved-search.save',
} as const;
export type RpcSubject = (typeof RpcSubjects)[keyof typeof RpcSubjects];

export const DEFAULT_NATS_NAMESPACE = 'prestigio';

export function eventSubject(namespace: string, subject: EventSubject): string {
  return `${namespace}.events.${subject}`;
}
export function rpcSubject(namespace: string, subject: RpcSubject): string {
  return `${namespace}.rpc.${subject}`;
}
/** The one JetStream stream of a namespace; it captures `<ns>.events.>`. */
export function eventStreamName(namespace: string): string {
  return `${namespace.replace(/[^A-Za-z0-9_-]/g, '_').toUpperCase()}_EVENTS`;
}
