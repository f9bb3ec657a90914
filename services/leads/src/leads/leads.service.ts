import { Injectable, Logger } from '@nestjs/common';
import {
  EventSubjects,
  PRIVACY_NOTICE_VERSION,
  leadSourceLabels,
  type ChatContactCollectedEvent,
  type Interest,
  type LeadInput,
  type LeadInquiryEvent,
  type LeadReceipt,
} from '@prestigio/contracts';
import { OutboxService } from '@prestigio/nest-common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AssignmentService } from '../assignment/assignment.service.js';
import { botSignal } from '../intake/bot-trap.js';
import type { ContactInquiry } from './contact-inquiry.js';
import { LeadMails } from './lead-mails.js';
import { LeadTimelineRepository } from './lead-timeline.repository.js';
import type { ClientInfo } from '@prestigio/nest-common';
import type { Lead } from './lead.entity.js';
import { LeadsRepository } from './leads.repository.js';
import { phoneKey } from './phone-key.js';

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
    };
    return this.recordInquiry(manager, inquiry, { ipAddress: null, userAgent: null });
  }

  private async recordInquiry(manager: EntityManager, input: ContactInquiry, client: ClientInfo): Promise<string> {
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
    const agent = existing ? null : await this.assignment.nextAgent(manager);
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
        });
    await this.timeline.record(manager, lead.id, 'inquiry', `${existing ? 'Nueva consulta' : 'Primer contacto'} por ${leadSourceLabels[input.source].toLowerCase()}${input.message ? `: ${input.message.slice(0, 280)}` : ''}`);
    if (agent) {
      await this.timeline.record(manager, lead.id, 'assigned', `Asignado a ${agent.fullName ?? agent.username} por reparto automático`);
      await this.mails.leadAssigned(manager, agent, lead.id, input);
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
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
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
    return lead.id;
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
    lead.lastInquiryAt = receivedAt;
    return lead;
  }
}
