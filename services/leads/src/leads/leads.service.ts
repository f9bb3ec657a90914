import { Injectable, Logger } from '@nestjs/common';
import {
  EventSubjects,
  PRIVACY_NOTICE_VERSION,
  leadSourceLabels,
  pendingDetailFieldLabels,
  type ActiveAgent,
  type ChatContactCollectedEvent,
  type Identity,
  type Interest,
  type LeadCreate,
  type LeadInput,
  type LeadInquiryEvent,
  type LeadReceipt,
  type SavedSearchCriteria,
} from '@prestigio/contracts';
import { OutboxService } from '@prestigio/nest-common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AssignmentService } from '../assignment/assignment.service.js';
import { botSignal } from '../intake/bot-trap.js';
import { consentOf } from '../intake/consent.js';
import { leadWantsFields, type ContactInquiry, type LeadWants } from './contact-inquiry.js';
import { LeadMails } from './lead-mails.js';
import { LeadTimelineRepository, type TimelineRecord } from './lead-timeline.repository.js';
import type { ClientInfo } from '@prestigio/nest-common';
import type { Lead } from './lead.entity.js';
import { LeadsRepository, type NewInquiry, type NewLead, type PendingValues } from './leads.repository.js';
import { phoneKey } from './phone-key.js';

/** The consent version of a client recorded by an agent (by phone, in person): no notice was accepted on the site. */
const AGENT_RECORDED_NOTICE = 'registro-por-agente';

/** What a chat visitor seemed to look for, as the lead's criteria. */
function wantsOfCriteria(criteria: ChatContactCollectedEvent['criteria']): Partial<LeadWants> {
  return {
    operationType: criteria.operationType ?? null,
    propertyType: criteria.propertyType ?? null,
    state: criteria.state ?? null,
    city: criteria.location ?? null,
    budgetMin: criteria.minPrice || null,
    budgetMax: criteria.maxPrice ?? null,
    bedrooms: criteria.bedrooms || null,
  };
}

/** Chat visitors who ask about a search are buyers or renters; the CRM's interest field says which. */
function interestOfCriteria(criteria: ChatContactCollectedEvent['criteria']): Interest | null {
  if (criteria.operationType === 'rentar') return 'alquiler';
  if (criteria.operationType) return 'compra';
  return null;
}

/** How an inquiry was attached, as the agents see it on the timeline. */
export type Attachment =
  /** Nobody with this e-mail or phone: a new client. */
  | 'new'
  /** The e-mail of a known client: a new inquiry on it, differing details waiting as "datos por confirmar". */
  | 'same_email'
  /** Another e-mail with a known client's phone: a new client, marked as a possible duplicate of that one. */
  | 'possible_duplicate'
  /** Recorded by hand by an agent on a client another agent attends: the inquiry only, nothing else changes. */
  | 'other_agents'
  /**
   * A later contact from the chat conversation that created the client, with no other client's e-mail: the same
   * visitor completing what they gave (an e-mail for the video call after a phone), so what the client lacked is filled.
   */
  | 'same_conversation';

export interface RecordedInquiry {
  leadId: string;
  /** The inquiry's own id: the only id a visitor is ever given (the form's receipt, the chat's call offer). */
  inquiryId: string;
  attachment: Attachment;
  /** The agent in charge of the client afterwards, when there is one. */
  agent: ActiveAgent | null;
}

/** A name compared as people write it: case and surrounding spaces aside. */
const sameName = (a: string | null, b: string) => (a ?? '').trim().toLocaleLowerCase('es-MX') === b.trim().toLocaleLowerCase('es-MX');

/** What an inquiry says that its client does not (or says otherwise): the "datos por confirmar". The e-mail is the match. */
function differingDetails(lead: NewLead, input: ContactInquiry, phoneDigits: string | null): PendingValues {
  const details: PendingValues = {};
  if (input.name !== null && !sameName(lead.name, input.name)) details.name = input.name;
  if (input.phone !== null) {
    const samePhone = phoneDigits !== null && lead.phoneDigits !== null ? phoneDigits === lead.phoneDigits : input.phone.trim() === (lead.phone ?? '').trim();
    if (!samePhone) details.phone = input.phone;
  }
  if (input.interest !== null && input.interest !== lead.interest) details.interest = input.interest;
  for (const field of leadWantsFields) {
    const offered = input.wants?.[field];
    if (offered !== undefined && offered !== null && offered !== lead[field]) details[field] = offered;
  }
  if (input.nextFollowUpAt && lead.nextFollowUpAt?.getTime() !== new Date(input.nextFollowUpAt).getTime()) details.nextFollowUpAt = input.nextFollowUpAt;
  return details;
}

/** "Teléfono «55 1234 5678», Nombre «Sofía»" for the timeline. */
export function describeDetails(details: PendingValues): string {
  return (Object.entries(details) as Array<[keyof typeof pendingDetailFieldLabels, string | number]>)
    .map(([field, value]) => `${pendingDetailFieldLabels[field]} «${value}»`)
    .join(', ');
}

@Injectable()
export class LeadsService {
  private readonly logger = new Logger(LeadsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly leads: LeadsRepository,
    private readonly outbox: OutboxService,
    private readonly assignment: AssignmentService,
    private readonly timeline: LeadTimelineRepository,
    private readonly mails: LeadMails,
  ) {}

  /**
   * A contact form submission. A filled honeypot (a hidden field no person sees) gets the same answer as people and
   * nothing is stored. A form filled faster than people do (browser autofill does that) is stored, marked for review.
   * The receipt carries the inquiry's own id, never a client's; the visitor is sent an acknowledgement at the address
   * they gave, in the same transaction.
   */
  async receiveContactForm(input: LeadInput, client: ClientInfo): Promise<LeadReceipt> {
    const signal = botSignal(input);
    if (signal === 'honeypot filled') {
      this.logger.warn(`Discarded a contact form from ${client.ipAddress ?? 'an unknown address'} as automated: ${signal}`);
      return { id: randomUUID(), status: 'recibido' };
    }
    const inquiry: ContactInquiry = {
      source: 'sitio_web',
      name: input.name,
      email: input.email,
      phone: input.phone,
      interest: input.interest ?? null,
      ...(input.message !== undefined && { message: input.message }),
      ...(input.propertyId !== undefined && { propertyId: input.propertyId }),
      ...(input.favouritePropertyIds?.length && { favouritePropertyIds: input.favouritePropertyIds }),
      ...(signal === 'filled too fast' && { looksAutomated: true }),
    };
    const inquiryId = await this.dataSource.transaction(async (manager) => {
      const recorded = await this.recordInquiryOf(manager, inquiry, client);
      // An address a bot may have typed gets nothing: the agents review the inquiry first.
      if (!inquiry.looksAutomated) await this.mails.acknowledgement(manager, recorded.inquiryId, input, recorded.agent);
      return recorded.inquiryId;
    });
    return { id: inquiryId, status: 'recibido' };
  }

  /**
   * A contact the chat assistant collected: the same rules as the contact form, source chat, the visitor's words as
   * the message. Runs in the consumer's transaction.
   */
  receiveChatContact(manager: EntityManager, contact: ChatContactCollectedEvent): Promise<RecordedInquiry> {
    const inquiry: ContactInquiry = {
      source: 'chat',
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      interest: interestOfCriteria(contact.criteria),
      message: `Conversación con el asistente (prefiere ${contact.preferredChannel === 'email' ? 'correo' : 'WhatsApp'}):\n${contact.transcript}`.slice(0, 2_000),
      chatConversationId: contact.conversationId,
      wants: wantsOfCriteria(contact.criteria),
    };
    return this.recordInquiryOf(manager, inquiry, { ipAddress: null, userAgent: null });
  }

  /**
   * A saved search whose confirmation link was opened (double opt-in): an inquiry from the site, under the same rules
   * as the form: a known address gets the criteria that differ as "datos por confirmar", never a changed field; a new
   * address is a new client without a name, dealt round-robin, looking for what the search asks (`criteria` without
   * an "or more" maximum). Runs in the confirmation's transaction.
   */
  receiveSavedSearch(manager: EntityManager, email: string, criteria: SavedSearchCriteria, message: string, client: ClientInfo): Promise<RecordedInquiry> {
    const inquiry: ContactInquiry = {
      source: 'sitio_web',
      name: null,
      email,
      phone: null,
      interest: interestOfCriteria(criteria),
      message,
      wants: wantsOfCriteria(criteria),
    };
    return this.recordInquiryOf(manager, inquiry, client);
  }

  /**
   * A client an agent adds by hand: the same rules as the intake (a known e-mail gets a new inquiry and "datos por
   * confirmar", never a twin). A new client is the recording agent's; an admin's goes round-robin. On a client another
   * agent attends only the inquiry is recorded ('other_agents'): nothing of that client changes.
   */
  async recordByAgent(caller: Identity, input: LeadCreate): Promise<RecordedInquiry> {
    const { name, email, phone, source, interest, message, nextFollowUpAt, ...wants } = input;
    const inquiry: ContactInquiry = {
      source,
      name,
      email: email ?? null,
      phone: phone ?? null,
      interest: interest ?? null,
      ...(message !== undefined && { message }),
      ...(nextFollowUpAt && { nextFollowUpAt }),
      wants,
      recordedBy: caller.userId,
    };
    return this.dataSource.transaction(async (manager) => {
      const agent = caller.role === 'agent' ? await this.assignment.agentById(caller.userId) : undefined;
      return this.recordInquiryOf(manager, inquiry, { ipAddress: null, userAgent: null }, agent, caller);
    });
  }

  /**
   * Stores the inquiry exactly as sent and attaches it by the rules agents see (services/leads/README.md): the same
   * e-mail joins that client, with what differs waiting for confirmation; a known phone with another e-mail is a new
   * client marked as a possible duplicate; otherwise a new client. `owner`: the agent a new client goes to
   * (undefined: round-robin). `caller`: the agent recording it by hand.
   */
  private async recordInquiryOf(
    manager: EntityManager,
    input: ContactInquiry,
    client: ClientInfo,
    owner?: ActiveAgent | null,
    caller?: Identity,
  ): Promise<RecordedInquiry> {
    const receivedAt = new Date();
    const phoneDigits = input.phone === null ? null : phoneKey(input.phone);
    await this.leads.lockContactKeys(manager, input.email, phoneDigits, input.chatConversationId);
    const found = await this.leads.findByContactKeys(manager, { email: input.email, conversationId: input.chatConversationId, phoneDigits });
    // What the timeline gets, written in one statement once the inquiry is stored.
    const entries: TimelineRecord[] = [];
    const inquiry: Omit<NewInquiry, 'leadId'> = {
      source: input.source,
      contactName: input.name,
      contactEmail: input.email,
      contactPhone: input.phone,
      interest: input.interest,
      message: input.message ?? null,
      propertyId: input.propertyId ?? null,
      favouritePropertyIds: input.favouritePropertyIds ?? [],
      // A client recorded by an agent gave no consent on the site: the agent is responsible for the notice.
      consent: consentOf(client, input.recordedBy ? AGENT_RECORDED_NOTICE : PRIVACY_NOTICE_VERSION, receivedAt),
      reviewReason: input.looksAutomated ? 'envio_rapido' : null,
      recordedBy: input.recordedBy ?? null,
    };
    const { lead, inquiryId, attachment, agent } = found.byEmail
      ? await this.joinKnownClient(manager, found.byEmail, input, inquiry, receivedAt, caller)
      : found.byConversation
        ? await this.completeConversationsClient(manager, found.byConversation, input, inquiry, phoneDigits, receivedAt)
        : await this.createClient(manager, input, inquiry, phoneDigits, receivedAt, found.oldestWithPhone, entries, owner);
    entries.push(this.inquiryEntry(lead.id, input, attachment));
    if (attachment === 'same_email' || attachment === 'same_conversation') {
      const added = await this.leads.addPendingDetails(manager, lead.id, inquiryId, differingDetails(lead, input, phoneDigits));
      if (Object.keys(added).length > 0) {
        entries.push({ leadId: lead.id, kind: 'details_pending', summary: `Datos por confirmar de la consulta: ${describeDetails(added)}`, actorId: input.recordedBy ?? null });
      }
    }
    await this.timeline.recordMany(manager, entries);
    const event: LeadInquiryEvent = {
      leadId: lead.id,
      inquiryId,
      // A saved search gives no name: the address stands for it in the event.
      name: input.name ?? input.email ?? '',
      email: input.email,
      phone: input.phone,
      interest: input.interest,
      source: input.source,
      ...(input.propertyId !== undefined && { propertyId: input.propertyId }),
      ...(input.message !== undefined && { message: input.message }),
      ...(input.chatConversationId !== undefined && { chatConversationId: input.chatConversationId }),
    };
    const isNew = attachment === 'new' || attachment === 'possible_duplicate';
    await this.outbox.enqueue(manager, isNew ? EventSubjects.leadCreated : EventSubjects.inquiryReceived, event);
    // Debug, not log: the inquiry is on the client's timeline, and a line per inquiry was a write of its own at hundreds a second.
    this.logger.debug(`Inquiry ${inquiryId} recorded on lead ${lead.id} (${attachment})`);
    return { leadId: lead.id, inquiryId, attachment, agent };
  }

  /** The same e-mail: the client gets the inquiry; its own fields stay as they are (an agent confirms what differs). */
  private async joinKnownClient(manager: EntityManager, lead: Lead, input: ContactInquiry, inquiry: Omit<NewInquiry, 'leadId'>, receivedAt: Date, caller?: Identity) {
    const inquiryId = await this.leads.addInquiry(manager, { ...inquiry, leadId: lead.id });
    const othersClient = caller?.role === 'agent' && lead.assignedAgentId !== null && lead.assignedAgentId !== caller.userId;
    if (othersClient) return { lead, inquiryId, attachment: 'other_agents' as const, agent: null };
    await this.leads.touchForInquiry(manager, lead.id, receivedAt, input.looksAutomated === true);
    const agent = lead.assignedAgentId === null ? null : await this.assignment.agentById(lead.assignedAgentId);
    return { lead, inquiryId, attachment: 'same_email' as const, agent };
  }

  /**
   * The client this chat conversation created hears from the same visitor again: what it lacked (an e-mail, a phone)
   * is filled, since only this visitor ever gave its details; what differs from what it has waits for confirmation.
   */
  private async completeConversationsClient(
    manager: EntityManager,
    lead: Lead,
    input: ContactInquiry,
    inquiry: Omit<NewInquiry, 'leadId'>,
    phoneDigits: string | null,
    receivedAt: Date,
  ) {
    const saved = await this.leads.fillMissingContact(manager, lead.id, { email: input.email, phone: input.phone, phoneDigits }, receivedAt);
    const inquiryId = await this.leads.addInquiry(manager, { ...inquiry, leadId: lead.id });
    const agent = saved.assignedAgentId === null ? null : await this.assignment.agentById(saved.assignedAgentId);
    return { lead: saved, inquiryId, attachment: 'same_conversation' as const, agent };
  }

  /**
   * A new client with the inquiry's own details. One that shares a known client's phone (`twin`) is marked as a
   * possible duplicate and goes to that client's agent, who can merge the two; one that looks automated waits
   * unassigned. Its timeline entries are added to `entries`.
   */
  private async createClient(
    manager: EntityManager,
    input: ContactInquiry,
    inquiry: Omit<NewInquiry, 'leadId'>,
    phoneDigits: string | null,
    receivedAt: Date,
    twin: Lead | null,
    entries: TimelineRecord[],
    owner?: ActiveAgent | null,
  ) {
    const agent = await this.agentForNewClient(manager, input, twin, owner);
    const lead = {
      name: input.name,
      email: input.email,
      phone: input.phone,
      phoneDigits,
      interest: input.interest,
      source: input.source,
      lastInquiryAt: receivedAt,
      assignedAgentId: agent?.id ?? null,
      nextFollowUpAt: input.nextFollowUpAt ? new Date(input.nextFollowUpAt) : null,
      possibleDuplicateOf: twin?.id ?? null,
      originConversationId: input.chatConversationId ?? null,
      needsReview: input.looksAutomated === true,
      ...Object.fromEntries(leadWantsFields.map((field) => [field, input.wants?.[field] ?? null])),
    } as NewLead;
    const { leadId: id, inquiryId } = await this.leads.createWithInquiry(manager, lead, inquiry);
    const actorId = input.recordedBy ?? null;
    if (agent) {
      const how = agent.id === input.recordedBy ? 'quien lo registró' : twin?.assignedAgentId === agent.id ? 'ser posible duplicado de uno de sus clientes' : 'reparto automático';
      entries.push({ leadId: id, kind: 'assigned', summary: `Asignado a ${agent.fullName ?? agent.username} por ${how}`, actorId });
      // An agent who records a client knows of it already.
      if (agent.id !== input.recordedBy) await this.mails.leadAssigned(manager, agent, id, input);
    }
    if (twin) {
      const summary = 'Posible duplicado: otro cliente dio el mismo teléfono con otro correo. Revisa ambos y únelos si son la misma persona.';
      entries.push({ leadId: id, kind: 'possible_duplicate', summary, actorId }, { leadId: twin.id, kind: 'possible_duplicate', summary, actorId });
    }
    return { lead: { id, ...lead }, inquiryId, attachment: twin ? ('possible_duplicate' as const) : ('new' as const), agent };
  }

  private async agentForNewClient(manager: EntityManager, input: ContactInquiry, twin: Lead | null, owner?: ActiveAgent | null): Promise<ActiveAgent | null> {
    if (owner !== undefined) return owner;
    // Not dealt round-robin, nor e-mailed to an agent: any agent sees an unassigned client, with its review mark.
    if (input.looksAutomated) return null;
    if (twin?.assignedAgentId) {
      const twinsAgent = await this.assignment.agentById(twin.assignedAgentId);
      if (twinsAgent) return twinsAgent;
    }
    return this.assignment.nextAgent(manager);
  }

  private inquiryEntry(leadId: string, input: ContactInquiry, attachment: Attachment): TimelineRecord {
    const by = attachment === 'other_agents' ? ' (registrada por otro agente)' : input.recordedBy ? ' (registrado por un agente)' : '';
    const review = input.looksAutomated ? ' [posible envío automático: revísela]' : '';
    const opening = attachment === 'new' || attachment === 'possible_duplicate' ? 'Primer contacto' : 'Nueva consulta';
    const favouriteCount = input.favouritePropertyIds?.length ?? 0;
    const favourites = favouriteCount === 0 ? '' : ` con ${favouriteCount} ${favouriteCount === 1 ? 'propiedad favorita' : 'propiedades favoritas'}`;
    const summary = `${opening} por ${leadSourceLabels[input.source].toLowerCase()}${favourites}${by}${review}${input.message ? `: ${input.message.slice(0, 280)}` : ''}`;
    return { leadId, kind: 'inquiry', summary, actorId: input.recordedBy ?? null };
  }
}
