import { Injectable, Logger } from '@nestjs/common';
import {
  EventSubjects,
  PRIVACY_NOTICE_VERSION,
  type LeadInput,
  type LeadInquiryEvent,
  type LeadReceipt,
  type LeadSource,
} from '@prestigio/contracts';
import { OutboxService } from '@prestigio/nest-common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { botSignal } from '../intake/bot-trap.js';
import type { ClientInfo } from '@prestigio/nest-common';
import type { Lead } from './lead.entity.js';
import { LeadsRepository } from './leads.repository.js';
import { phoneKey } from './phone-key.js';

const CONTACT_FORM_SOURCE: LeadSource = 'sitio_web';

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
    const leadId = await this.dataSource.transaction((manager) => this.recordInquiry(manager, input, client));
    return { id: leadId, status: 'recibido' };
  }

  private async recordInquiry(manager: EntityManager, input: LeadInput, client: ClientInfo): Promise<string> {
    const receivedAt = new Date();
    const phoneDigits = phoneKey(input.phone);
    await this.leads.lockContactKeys(manager, input.email, phoneDigits);
    const found = await this.leads.findByEmailOrPhoneDigits(manager, input.email, phoneDigits);
    const matches: ContactMatches = {
      byEmail: found.find((lead) => lead.email === input.email),
      byPhone: found.find((lead) => phoneDigits !== null && lead.phoneDigits === phoneDigits),
    };
    // An email belongs to one person; a phone may be a household's or an office's, so the email match wins.
    const existing = matches.byEmail ?? matches.byPhone;
    const lead = existing
      ? await this.leads.save(manager, this.fillGaps(existing, input, phoneDigits, matches, receivedAt))
      : await this.leads.create(manager, {
          name: input.name,
          email: input.email,
          phone: input.phone,
          phoneDigits,
          interest: input.interest ?? null,
          source: CONTACT_FORM_SOURCE,
          lastInquiryAt: receivedAt,
        });
    const inquiry = await this.leads.addInquiry(manager, {
      leadId: lead.id,
      source: CONTACT_FORM_SOURCE,
      contactName: input.name,
      contactEmail: input.email,
      contactPhone: input.phone,
      interest: input.interest ?? null,
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
      interest: input.interest ?? null,
      source: CONTACT_FORM_SOURCE,
      ...(input.propertyId !== undefined && { propertyId: input.propertyId }),
      ...(input.message !== undefined && { message: input.message }),
    };
    await this.outbox.enqueue(manager, existing ? EventSubjects.inquiryReceived : EventSubjects.leadCreated, event);
    this.logger.log(existing ? `Inquiry ${inquiry.id} added to lead ${lead.id}` : `Lead ${lead.id} created`);
    return lead.id;
  }

  /**
   * What the lead did not know yet is taken from the new inquiry; what it knew is kept (each inquiry keeps the
   * details as given). A phone already identifying another lead is not copied onto this one.
   */
  private fillGaps(lead: Lead, input: LeadInput, phoneDigits: string | null, matches: ContactMatches, receivedAt: Date): Lead {
    lead.name ||= input.name;
    lead.email ??= input.email;
    const phoneIsFree = matches.byPhone === undefined;
    const phoneImproves = lead.phone === null || (lead.phoneDigits === null && phoneDigits !== null);
    if (phoneIsFree && phoneImproves) {
      lead.phone = input.phone;
      lead.phoneDigits = phoneDigits;
    }
    lead.interest ??= input.interest ?? null;
    lead.lastInquiryAt = receivedAt;
    return lead;
  }
}
