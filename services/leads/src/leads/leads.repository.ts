import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Inquiry } from './inquiry.entity.js';
import { Lead } from './lead.entity.js';

export type NewLead = Pick<
  Lead,
  | 'name' | 'email' | 'phone' | 'phoneDigits' | 'interest' | 'source' | 'lastInquiryAt' | 'assignedAgentId'
  | 'operationType' | 'propertyType' | 'state' | 'city' | 'budgetMin' | 'budgetMax' | 'bedrooms'
>;
export type NewInquiry = Omit<Inquiry, 'id' | 'createdAt'>;

/** Persistence of leads and their inquiries; every method runs in the caller's transaction. */
@Injectable()
export class LeadsRepository {
  /**
   * Holds, until the transaction ends, a lock per contact key, so submissions from the same person run one after
   * the other and the second finds the first one's lead. Keys are taken in sorted order, so two submissions sharing
   * only one key never wait on each other in a cycle.
   */
  async lockContactKeys(manager: EntityManager, email: string | null, phoneDigits: string | null): Promise<void> {
    const keys: string[] = [];
    if (email !== null) keys.push(`crm.leads.email:${email}`);
    if (phoneDigits !== null) keys.push(`crm.leads.phone:${phoneDigits}`);
    for (const key of keys.sort()) {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
    }
  }

  /** The leads holding this email or these phone digits: at most two, since both are unique. */
  findByEmailOrPhoneDigits(manager: EntityManager, email: string | null, phoneDigits: string | null): Promise<Lead[]> {
    if (email === null && phoneDigits === null) return Promise.resolve([]);
    const query = manager.getRepository(Lead).createQueryBuilder('lead').where('false');
    if (email !== null) query.orWhere('lead.email = :email', { email });
    if (phoneDigits !== null) query.orWhere('lead.phoneDigits = :phoneDigits', { phoneDigits });
    return query.getMany();
  }

  create(manager: EntityManager, lead: NewLead): Promise<Lead> {
    const repository = manager.getRepository(Lead);
    return repository.save(repository.create(lead));
  }

  save(manager: EntityManager, lead: Lead): Promise<Lead> {
    return manager.getRepository(Lead).save(lead);
  }

  async setNextFollowUp(manager: EntityManager, leadId: string, at: Date): Promise<void> {
    await manager.query(`UPDATE leads SET next_follow_up_at = $2 WHERE id = $1`, [leadId, at]);
  }

  addInquiry(manager: EntityManager, inquiry: NewInquiry): Promise<Inquiry> {
    const repository = manager.getRepository(Inquiry);
    return repository.save(repository.create(inquiry));
  }
}
