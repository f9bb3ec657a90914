import { Injectable, Logger } from '@nestjs/common';
import {
  EventSubjects,
  PRIVACY_NOTICE_VERSION,
  leadSourceLabels,
  type ActiveAgent,
  type ChatContactCollectedEvent,
  type Identity,
  type Interest,
  type LeadCreate,
  type LeadInput,
  type LeadInquiryEvent,
  type LeadReceipt,
} from '@prestigio/contracts';
import { OutboxService } from '@prestigio/nest-common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AssignmentService } from '../assignment/assignment.service.js';
import { botSignal } from '../intake/bot-trap.js';
import { leadWantsFields, type ContactInquiry, type LeadWants } from './contact-inquiry.js';
import { LeadMails } from './lead-mails.js';
import { LeadTimelineRepository } from './lead-timeline.repository.js';
import type { ClientInfo } from '@prestigio/nest-common';
import type { Lead } from './lead.entity.js';
import { LeadsRepository, type NewLead } from './leads.repository.js';

/** The consent version of a client recorded by an agent (by phone, in person): no notice was accepted on the site. */
const AGENT_RECORDED_NOTICE = 'registro-por-agente';
import { phoneKey } from './phone-key.js';

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

/** The leads each of the two contact keys points to (the same lead, two different ones, or none). */
interface ContactMatches {
  byEmail: Lead | undefined;
  byPhone: Lead | undefined;
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
   * A contact form submission. Automated ones get the same answer as people but nothing is stored, so bots learn
   * nothing. Otherwise the person's lead (found by email or phone) gets the inquiry, or a new lead is created, and
   * the matching event is written to the outbox in the same transaction.
   */
  async receiveContactForm(input: LeadInput, client: ClientInfo): Promise<LeadReceipt> {
    const signal = botSignal(input);
    if (signal) {
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
    };
    const leadId = await this.dataSource.transaction((manager) => this.recordInquiry(manager, inquiry, client));
    return { id: leadId, status: 'recibido' };
  }

  /**
   * A contact the chat assistant collected: the same create-or-merge as the contact form (same person by email or
   * phone), source chat, the visitor's words as the message. Runs in the consumer's transaction.
   */
  receiveChatContact(manager: EntityManager, contact: ChatContactCollectedEvent): Promise<string> {
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
    return this.recordInquiry(manager, inquiry, { ipAddress: null, userAgent: null });
  }

  /**
   * A client an agent adds by hand: the same create-or-merge as the intake (an existing lead, by e-mail or phone, gets
   * a new inquiry, never a twin). A new lead is the recording agent's; an admin's goes round-robin.
   */
  async recordByAgent(caller: Identity, input: LeadCreate): Promise<{ id: string; merged: boolean }> {
    const { name, email, phone, source, interest, message, nextFollowUpAt, ...wants } = input;
    const inquiry: ContactInquiry = {
      source,
      name,
      email: email ?? null,
      phone: phone ?? null,
      interest: interest ?? null,
      ...(message !== undefined && { message }),
      wants,
      recordedBy: caller.userId,
    };
    return this.dataSource.transaction(async (manager) => {
      const agent = caller.role === 'agent' ? await this.assignment.agentById(caller.userId) : undefined;
      const { leadId, merged } = await this.recordInquiryOf(manager, inquiry, { ipAddress: null, userAgent: null }, agent);
      if (nextFollowUpAt) await this.leads.setNextFollowUp(manager, leadId, new Date(nextFollowUpAt));
      return { id: leadId, merged };
    });
  }

  private async recordInquiry(manager: EntityManager, input: ContactInquiry, client: ClientInfo): Promise<string> {
    return (await this.recordInquiryOf(manager, input, client)).leadId;
  }

  /**
   * Creates or merges the lead and adds the inquiry. `owner`: the agent a new lead goes to (undefined: round-robin;
   * an agent recording a client keeps it).
   */
  private async recordInquiryOf(manager: EntityManager, input: ContactInquiry, client: ClientInfo, owner?: ActiveAgent | null): Promise<{ leadId: string; merged: boolean }> {
    const receivedAt = new Date();
    const phoneDigits = input.phone === null ? null : phoneKey(input.phone);
    await this.leads.lockContactKeys(manager, input.email, phoneDigits);
    const found = await this.leads.findByEmailOrPhoneDigits(manager, input.email, phoneDigits);
    const matches: ContactMatches = {
      byEmail: found.find((lead) => lead.email === input.email),
      byPhone: found.find((lead) => phoneDigits !== null && lead.phoneDigits === phoneDigits),
    };
    // An email belongs to one person; a phone may be a household's or an office's, so the email match wins.
    const existing = matches.byEmail ?? matches.byPhone;
    const agent = existing ? null : owner !== undefined ? owner : await this.assignment.nextAgent(manager);
    const lead = existing
      ? await this.leads.save(manager, this.fillGaps(existing, input, phoneDigits, matches, receivedAt))
      : await this.leads.create(manager, {
          name: input.name,
          email: input.email,
          phone: input.phone,
          phoneDigits,
          interest: input.interest,
          source: input.source,
          lastInquiryAt: receivedAt,
          assignedAgentId: agent?.id ?? null,
          ...Object.fromEntries(leadWantsFields.map((field) => [field, input.wants?.[field] ?? null])),
        } as NewLead);
    const by = input.recordedBy ? ' (registrado por un agente)' : '';
    await this.timeline.record(manager, lead.id, 'inquiry', `${existing ? 'Nueva consulta' : 'Primer contacto'} por ${leadSourceLabels[input.source].toLowerCase()}${by}${input.message ? `: ${input.message.slice(0, 280)}` : ''}`, input.recordedBy ?? null);
    if (agent) {
      const how = agent.id === input.recordedBy ? 'quien lo registró' : 'reparto automático';
      await this.timeline.record(manager, lead.id, 'assigned', `Asignado a ${agent.fullName ?? agent.username} por ${how}`, input.recordedBy ?? null);
      // An agent who records a client knows of it already.
      if (agent.id !== input.recordedBy) await this.mails.leadAssigned(manager, agent, lead.id, input);
    }
    const inquiry = await this.leads.addInquiry(manager, {
      leadId: lead.id,
      source: input.source,
      contactName: input.name,
      contactEmail: input.email,
      contactPhone: input.phone,
      interest: input.interest,
      message: input.message ?? null,
      propertyId: input.propertyId ?? null,
      consentAt: receivedAt,
      // A client recorded by an agent gave no consent on the site: the agent is responsible for the notice.
      privacyNoticeVersion: input.recordedBy ? AGENT_RECORDED_NOTICE : PRIVACY_NOTICE_VERSION,
      ipAddress: client.ipAddress,
      userAgent: client.userAgent,
    });
    const event: LeadInquiryEvent = {
      leadId: lead.id,
      inquiryId: inquiry.id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      interest: input.interest,
      source: input.source,
      ...(input.propertyId !== undefined && { propertyId: input.propertyId }),
      ...(input.message !== undefined && { message: input.message }),
      ...(input.chatConversationId !== undefined && { chatConversationId: input.chatConversationId }),
    };
    await this.outbox.enqueue(manager, existing ? EventSubjects.inquiryReceived : EventSubjects.leadCreated, event);
    this.logger.log(existing ? `Inquiry ${inquiry.id} added to lead ${lead.id}` : `Lead ${lead.id} created`);
    return { leadId: lead.id, merged: Boolean(existing) };
  }

  /**
   * What the lead did not know yet is taken from the new inquiry; what it knew is kept (each inquiry keeps the
   * details as given). A phone already identifying another lead is not copied onto this one.
   */
  private fillGaps(lead: Lead, input: ContactInquiry, phoneDigits: string | null, matches: ContactMatches, receivedAt: Date): Lead {
    lead.name ||= input.name;
    lead.email ??= input.email;
    const phoneIsFree = matches.byPhone === undefined;
    const phoneImproves = lead.phone === null || (lead.phoneDigits === null && phoneDigits !== null);
    if (input.phone !== null && phoneIsFree && phoneImproves) {
      lead.phone = input.phone;
      lead.phoneDigits = phoneDigits;
    }
    lead.interest ??= input.interest;
    for (const field of leadWantsFields) {
      const known = input.wants?.[field];
      if (lead[field] === null && known !== undefined && known !== null) (lead as unknown as Record<string, unknown>)[field] = known;
    }
    lead.lastInquiryAt = receivedAt;
    return lead;
  }
}
