import { Injectable } from '@nestjs/common';
import type { PendingDetailField } from '@prestigio/contracts';
import type { EntityManager } from 'typeorm';
import { Inquiry } from './inquiry.entity.js';
import { Lead } from './lead.entity.js';

export type NewLead = Pick<
  Lead,
  | 'name' | 'email' | 'phone' | 'phoneDigits' | 'interest' | 'source' | 'lastInquiryAt' | 'assignedAgentId'
  | 'operationType' | 'propertyType' | 'state' | 'city' | 'budgetMin' | 'budgetMax' | 'bedrooms'
  | 'nextFollowUpAt' | 'possibleDuplicateOf' | 'needsReview' | 'originConversationId'
>;
export type NewInquiry = Omit<Inquiry, 'id' | 'createdAt'>;
/** Values offered for a client's fields, waiting for an agent ("datos por confirmar"). */
export type PendingValues = Partial<Record<PendingDetailField, string | number>>;

/** Persistence of leads and their inquiries; every method runs in the caller's transaction. */
@Injectable()
export class LeadsRepository {
  /**
   * Holds, until the transaction ends, a lock per contact key, so submissions from the same person run one after
   * the other and the second finds the first one's lead. Keys are taken in sorted order, so two submissions sharing
   * only one key never wait on each other in a cycle.
   */
  async lockContactKeys(manager: EntityManager, email: string | null, phoneDigits: string | null, conversationId?: string): Promise<void> {
    const keys: string[] = conversationId ? [`crm.leads.conversation:${conversationId}`] : [];
    if (email !== null) keys.push(`crm.leads.email:${email}`);
    if (phoneDigits !== null) keys.push(`crm.leads.phone:${phoneDigits}`);
    for (const key of keys.sort()) {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
    }
  }

  /** The client with exactly this e-mail (the identity key: unique, lower-case). */
  async findByEmail(manager: EntityManager, email: string | null): Promise<Lead | null> {
    return email === null ? null : manager.getRepository(Lead).findOne({ where: { email } });
  }

  /** The client a chat conversation created, if it created one. */
  async findByOriginConversation(manager: EntityManager, conversationId: string | undefined): Promise<Lead | null> {
    return conversationId === undefined ? null : manager.getRepository(Lead).findOne({ where: { originConversationId: conversationId } });
  }

  /** Fills what a client lacks, never overwriting (the columns on the right of SET are the row's old values). */
  async fillMissingContact(manager: EntityManager, leadId: string, contact: Pick<Lead, 'email' | 'phone' | 'phoneDigits'>, at: Date): Promise<Lead> {
    await manager.query(
      `UPDATE leads SET email = COALESCE(email, $2), phone = COALESCE(phone, $3),
              phone_digits = CASE WHEN phone IS NULL THEN $4 ELSE phone_digits END, last_inquiry_at = $5, updated_at = now()
        WHERE id = $1`,
      [leadId, contact.email, contact.phone, contact.phoneDigits, at],
    );
    return manager.getRepository(Lead).findOneByOrFail({ id: leadId });
  }

  /** The oldest client with these phone digits, the one a newcomer with the same phone may be a duplicate of. */
  async findByPhoneDigits(manager: EntityManager, phoneDigits: string | null): Promise<Lead | null> {
    return phoneDigits === null ? null : manager.getRepository(Lead).findOne({ where: { phoneDigits }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  create(manager: EntityManager, lead: NewLead): Promise<Lead> {
    const repository = manager.getRepository(Lead);
    return repository.save(repository.create(lead));
  }

  /**
   * A known client wrote again: only the time of its last inquiry moves. It stays "to review" only while every
   * inquiry looked automated.
   */
  async touchForInquiry(manager: EntityManager, leadId: string, at: Date, looksAutomated: boolean): Promise<void> {
    await manager.query(`UPDATE leads SET last_inquiry_at = $2, needs_review = needs_review AND $3, updated_at = now() WHERE id = $1`, [leadId, at, looksAutomated]);
  }

  /** Adds the details waiting for an agent's confirmation; a value already waiting is not added twice. Returns those added. */
  async addPendingDetails(manager: EntityManager, leadId: string, inquiryId: string | null, details: PendingValues): Promise<PendingValues> {
    const added: PendingValues = {};
    for (const [field, value] of Object.entries(details) as Array<[PendingDetailField, string | number]>) {
      const rows: unknown[] = await manager.query(
        `INSERT INTO lead_pending_details (lead_id, inquiry_id, field, value) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (lead_id, field, value) DO NOTHING RETURNING id`,
        [leadId, inquiryId, field, JSON.stringify(value)],
      );
      if (rows.length > 0) added[field] = value;
    }
    return added;
  }

  addInquiry(manager: EntityManager, inquiry: NewInquiry): Promise<Inquiry> {
    const repository = manager.getRepository(Inquiry);
    return repository.save(repository.create(inquiry));
  }
}
