import { Injectable } from '@nestjs/common';
import {
  BOOKING_RECEIPT_VALID_MS,
  type Identity,
  type LeadContact,
  type LeadDuplicate,
  type LeadInquiry,
  type LeadStage,
  type PendingDetail,
  type PendingDetailField,
} from '@prestigio/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { Inquiry } from './inquiry.entity.js';
import { EDITABLE_COLUMNS, LEAD_COLUMNS, leadsVisibleTo, toLeadRecord, type EditableField, type LeadRecord, type LeadRow } from './lead-record.js';
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

/** The given (defined) values of an entity as an INSERT's column list and placeholders, their parameters appended to `params`. */
function insertValues<T extends object>(manager: EntityManager, entity: new () => T, values: Partial<T>, params: unknown[]) {
  const given = manager.connection.getMetadata(entity).columns.filter((column) => column.getEntityValue(values) !== undefined);
  const placeholders = given.map((column) => {
    params.push(column.getEntityValue(values, true));
    return `$${params.length}`;
  });
  return { columns: given.map((column) => column.databaseName).join(', '), placeholders: placeholders.join(', ') };
}

/**
 * The lead aggregate's persistence, the one owner of the `leads`, `inquiries` and `lead_pending_details` tables:
 * every lookup of a lead, every lock and every change goes through here (other modules ask it). Methods taking a
 * manager run in the caller's transaction.
 */
@Injectable()
export class LeadsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Holds, until the transaction ends, a lock per contact key, so submissions from the same person run one after
   * the other and the second finds the first one's lead. Keys are taken in sorted order (unnest keeps the array's),
   * so two submissions sharing only one key never wait on each other in a cycle; all in one statement.
   */
  async lockContactKeys(manager: EntityManager, email: string | null, phoneDigits: string | null, conversationId?: string): Promise<void> {
    const keys: string[] = conversationId ? [`crm.leads.conversation:${conversationId}`] : [];
    if (email !== null) keys.push(`crm.leads.email:${email}`);
    if (phoneDigits !== null) keys.push(`crm.leads.phone:${phoneDigits}`);
    if (keys.length === 0) return;
    await manager.query('SELECT pg_advisory_xact_lock(hashtext(key)) FROM unnest($1::text[]) AS key', [keys.sort()]);
  }

  /**
   * The clients an inquiry's contact keys name, in one statement (after lockContactKeys, so a submission with the
   * same keys that committed meanwhile is seen): the one with exactly this e-mail (the identity key: unique,
   * lower-case), the one this chat conversation created, and the oldest with these phone digits (the one a newcomer
   * with the same phone may be a duplicate of).
   */
  async findByContactKeys(
    manager: EntityManager,
    { email, conversationId, phoneDigits }: { email: string | null; conversationId?: string; phoneDigits: string | null },
  ): Promise<{ byEmail: Lead | null; byConversation: Lead | null; oldestWithPhone: Lead | null }> {
    const query = manager.getRepository(Lead).createQueryBuilder('lead').where('false');
    // Only the keys given: a condition on a null key would match nothing but could cost a scan.
    if (email !== null) query.orWhere('lead.email = :email', { email });
    if (conversationId !== undefined) query.orWhere('lead.originConversationId = :conversationId', { conversationId });
    if (phoneDigits !== null) {
      query.orWhere('lead.id = (SELECT oldest.id FROM leads AS oldest WHERE oldest.phone_digits = :phoneDigits ORDER BY oldest.created_at, oldest.id LIMIT 1)', { phoneDigits });
    }
    const found = email === null && conversationId === undefined && phoneDigits === null ? [] : await query.orderBy('lead.createdAt').addOrderBy('lead.id').getMany();
    return {
      byEmail: (email !== null && found.find((lead) => lead.email === email)) || null,
      byConversation: (conversationId !== undefined && found.find((lead) => lead.originConversationId === conversationId)) || null,
      // In creation order, the first with these digits is the oldest (the one the subquery picked, or an older match).
      oldestWithPhone: (phoneDigits !== null && found.find((lead) => lead.phoneDigits === phoneDigits)) || null,
    };
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

  /**
   * A new client with its first inquiry, in one statement (a round trip less for every new client; the intake's
   * budget is counted in round trips on a busy machine). Columns as the entities map them.
   */
  async createWithInquiry(manager: EntityManager, lead: NewLead, inquiry: Omit<NewInquiry, 'leadId'>): Promise<{ leadId: string; inquiryId: string }> {
    const params: unknown[] = [];
    const leadValues = insertValues(manager, Lead, lead, params);
    const inquiryValues = insertValues(manager, Inquiry, inquiry, params);
    const rows: Array<{ lead_id: string; id: string }> = await manager.query(
      `WITH lead AS (INSERT INTO leads (${leadValues.columns}) VALUES (${leadValues.placeholders}) RETURNING id)
       INSERT INTO inquiries (lead_id, ${inquiryValues.columns}) VALUES ((SELECT id FROM lead), ${inquiryValues.placeholders}) RETURNING lead_id, id`,
      params,
    );
    return { leadId: rows[0]!.lead_id, inquiryId: rows[0]!.id };
  }

  /**
   * A known client wrote again: only the time of its last inquiry moves. It stays "to review" only while every
   * inquiry looked automated.
   */
  async touchForInquiry(manager: EntityManager, leadId: string, at: Date, looksAutomated: boolean): Promise<void> {
    await manager.query(`UPDATE leads SET last_inquiry_at = $2, needs_review = needs_review AND $3, updated_at = now() WHERE id = $1`, [leadId, at, looksAutomated]);
  }

  /** Adds the details waiting for an agent's confirmation, in one statement; a value already waiting is not added twice. Returns those added. */
  async addPendingDetails(manager: EntityManager, leadId: string, inquiryId: string | null, details: PendingValues): Promise<PendingValues> {
    const offered = Object.entries(details) as Array<[PendingDetailField, string | number]>;
    if (offered.length === 0) return {};
    const rows: Array<{ field: PendingDetailField }> = await manager.query(
      `INSERT INTO lead_pending_details (lead_id, inquiry_id, field, value)
       SELECT $1::uuid, $2::uuid, offered.field, offered.value FROM unnest($3::text[], $4::jsonb[]) AS offered (field, value)
       ON CONFLICT (lead_id, field, value) DO NOTHING RETURNING field`,
      [leadId, inquiryId, offered.map(([field]) => field), offered.map(([, value]) => JSON.stringify(value))],
    );
    const added = new Set(rows.map((row) => row.field));
    return Object.fromEntries(offered.filter(([field]) => added.has(field))) as PendingValues;
  }

  /** The inquiry as given; its id. */
  async addInquiry(manager: EntityManager, inquiry: NewInquiry): Promise<string> {
    const { identifiers } = await manager.insert(Inquiry, inquiry);
    return identifiers[0]!.id as string;
  }

  /** The lead if the caller may see it, locked for update when `manager` is a transaction's. */
  async findVisible(manager: EntityManager, caller: Identity, leadId: string, forUpdate = false): Promise<LeadRecord | null> {
    const params: unknown[] = [leadId];
    const rows: LeadRow[] = await manager.query(
      `SELECT ${LEAD_COLUMNS} FROM leads WHERE id = $1 AND ${leadsVisibleTo(caller, params)}${forUpdate ? ' FOR UPDATE' : ''}`,
      params,
    );
    return rows[0] ? toLeadRecord(rows[0]) : null;
  }

  /** The client's inquiries with the contact details each gave, newest first; `caller` tells which another agent recorded. */
  async inquiries(manager: EntityManager, leadId: string, assignedAgentId: string | null): Promise<LeadInquiry[]> {
    const rows: Array<{
      id: string;
      source: LeadInquiry['source'];
      interest: LeadInquiry['interest'];
      message: string | null;
      property_id: string | null;
      favourite_property_ids: string[];
      contact_name: string | null;
      contact_email: string | null;
      contact_phone: string | null;
      review_reason: string | null;
      recorded_by: string | null;
      created_at: Date;
    }> = await manager.query(
      `SELECT id, source, interest, message, property_id, favourite_property_ids, contact_name, contact_email, contact_phone, review_reason, recorded_by, created_at
         FROM inquiries WHERE lead_id = $1 ORDER BY created_at DESC, id LIMIT 100`,
      [leadId],
    );
    return rows.map((row) => ({
      id: row.id,
      source: row.source,
      interest: row.interest,
      message: row.message,
      propertyId: row.property_id,
      favouritePropertyIds: row.favourite_property_ids,
      contactName: row.contact_name,
      contactEmail: row.contact_email,
      contactPhone: row.contact_phone,
      needsReview: row.review_reason !== null,
      recordedByOtherAgent: row.recorded_by !== null && assignedAgentId !== null && row.recorded_by !== assignedAgentId,
      at: row.created_at.toISOString(),
    }));
  }

  /** The "datos por confirmar" of a client, oldest first. */
  async pendingDetails(manager: EntityManager, leadId: string): Promise<PendingDetail[]> {
    const rows: Array<{ id: string; field: PendingDetail['field']; value: string | number; inquiry_id: string | null; created_at: Date }> = await manager.query(
      `SELECT id, field, value, inquiry_id, created_at FROM lead_pending_details WHERE lead_id = $1 ORDER BY created_at, id`,
      [leadId],
    );
    return rows.map((row) => ({ id: row.id, field: row.field, value: row.value, inquiryId: row.inquiry_id, at: row.created_at.toISOString() }));
  }

  /** One pending detail of a client, locked while it is accepted or dismissed. */
  async lockPendingDetail(manager: EntityManager, leadId: string, detailId: string): Promise<PendingDetail | null> {
    const rows: Array<{ id: string; field: PendingDetail['field']; value: string | number; inquiry_id: string | null; created_at: Date }> = await manager.query(
      `SELECT id, field, value, inquiry_id, created_at FROM lead_pending_details WHERE id = $1 AND lead_id = $2 FOR UPDATE`,
      [detailId, leadId],
    );
    const row = rows[0];
    return row ? { id: row.id, field: row.field, value: row.value, inquiryId: row.inquiry_id, at: row.created_at.toISOString() } : null;
  }

  async removePendingDetail(manager: EntityManager, detailId: string): Promise<void> {
    await manager.query(`DELETE FROM lead_pending_details WHERE id = $1`, [detailId]);
  }

  /** The clients marked as possible duplicates of this one, or that this one is marked a duplicate of. */
  async duplicatesOf(manager: EntityManager, leadId: string): Promise<Array<LeadDuplicate & { assignedAgentId: string | null }>> {
    const rows: Array<{ id: string; name: string | null; email: string | null; phone: string | null; assigned_agent_id: string | null }> = await manager.query(
      `SELECT id, name, email, phone, assigned_agent_id FROM leads
        WHERE id = (SELECT possible_duplicate_of FROM leads WHERE id = $1) OR possible_duplicate_of = $1
        ORDER BY created_at, id`,
      [leadId],
    );
    return rows.map((row) => ({ id: row.id, name: row.name, email: row.email, phone: row.phone, assignedAgentId: row.assigned_agent_id }));
  }

  /** Whether the two clients carry the possible-duplicate mark between them (either way). */
  async markedAsDuplicates(manager: EntityManager, a: string, b: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM leads WHERE (id = $1 AND possible_duplicate_of = $2) OR (id = $2 AND possible_duplicate_of = $1)`,
      [a, b],
    );
    return rows.length > 0;
  }

  async unmarkDuplicates(manager: EntityManager, a: string, b: string): Promise<void> {
    await manager.query(
      `UPDATE leads SET possible_duplicate_of = NULL, updated_at = now() WHERE (id = $1 AND possible_duplicate_of = $2) OR (id = $2 AND possible_duplicate_of = $1)`,
      [a, b],
    );
  }

  /**
   * Moves what the lead aggregate holds of `otherId` onto `survivorId` (inquiries, pending details, duplicate marks)
   * and removes `otherId`; its timeline and activities are moved first by their own repositories. The survivor's own
   * fields are not touched.
   */
  async mergeInto(manager: EntityManager, survivorId: string, otherId: string): Promise<void> {
    await manager.query(`UPDATE inquiries SET lead_id = $1 WHERE lead_id = $2`, [survivorId, otherId]);
    // A value both were waiting on waits once.
    await manager.query(
      `UPDATE lead_pending_details AS moved SET lead_id = $1 WHERE lead_id = $2
         AND NOT EXISTS (SELECT 1 FROM lead_pending_details AS kept WHERE kept.lead_id = $1 AND kept.field = moved.field AND kept.value = moved.value)`,
      [survivorId, otherId],
    );
    await manager.query(`UPDATE leads SET possible_duplicate_of = NULL WHERE id = $1 AND possible_duplicate_of = $2`, [survivorId, otherId]);
    await manager.query(`UPDATE leads SET possible_duplicate_of = CASE WHEN id = $1 THEN NULL ELSE $1::uuid END WHERE possible_duplicate_of = $2`, [survivorId, otherId]);
    await manager.query(
      `UPDATE leads SET last_inquiry_at = greatest(last_inquiry_at, (SELECT last_inquiry_at FROM leads WHERE id = $2)),
         needs_review = needs_review AND (SELECT needs_review FROM leads WHERE id = $2), updated_at = now() WHERE id = $1`,
      [survivorId, otherId],
    );
    await manager.query(`DELETE FROM leads WHERE id = $1`, [otherId]);
  }

  async setStage(manager: EntityManager, leadId: string, stage: LeadStage, lostReason: string | null): Promise<void> {
    await manager.query(`UPDATE leads SET stage = $2, lost_reason = $3, updated_at = now() WHERE id = $1`, [leadId, stage, lostReason]);
  }

  async setAssignee(manager: EntityManager, leadId: string, agentId: string | null): Promise<void> {
    await manager.query(`UPDATE leads SET assigned_agent_id = $2, updated_at = now() WHERE id = $1`, [leadId, agentId]);
  }

  /** Writes the given fields (already validated); `phoneDigits` keeps the dedupe key in step with the phone. */
  async update(manager: EntityManager, leadId: string, changes: Partial<Record<EditableField, unknown>>, phoneDigits?: string | null): Promise<void> {
    const params: unknown[] = [leadId];
    const sets = Object.entries(changes).map(([field, value]) => {
      params.push(value);
      return `${EDITABLE_COLUMNS[field as EditableField]} = $${params.length}`;
    });
    if (phoneDigits !== undefined) {
      params.push(phoneDigits);
      sets.push(`phone_digits = $${params.length}`);
    }
    if (sets.length === 0) return;
    await manager.query(`UPDATE leads SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
  }

  /** Another lead already holding this e-mail or these phone digits (the keys people are recognised by). */
  async holderOfContact(manager: EntityManager, leadId: string, email: string | null, phoneDigits: string | null): Promise<{ email: boolean; phone: boolean }> {
    const rows: Array<{ email: string | null; phone_digits: string | null }> = await manager.query(
      `SELECT email, phone_digits FROM leads WHERE id <> $1 AND ((email IS NOT NULL AND email = $2) OR (phone_digits IS NOT NULL AND phone_digits = $3))`,
      [leadId, email, phoneDigits],
    );
    return { email: rows.some((row) => email !== null && row.email === email), phone: rows.some((row) => phoneDigits !== null && row.phone_digits === phoneDigits) };
  }

  /** Whether the lead exists (a booked call names one that may have been merged away since). */
  async exists(manager: EntityManager, leadId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM leads WHERE id = $1`, [leadId]);
    return rows.length > 0;
  }

  /**
   * Whom a booking is for, for scheduling. The id a visitor holds is an inquiry's (the form's receipt, the chat's
   * offer), honoured for BOOKING_RECEIPT_VALID_MS after it was issued: the reply names the client the inquiry is
   * attached to (its id and agent, used inside) with the name, e-mail and phone that inquiry gave, never the client's.
   * A client's own id, an older or unknown id, or an inquiry marked for review answers null.
   */
  async findContactByReceipt(receiptId: string): Promise<LeadContact | null> {
    const rows: Array<{ lead_id: string; contact_name: string | null; contact_email: string | null; contact_phone: string | null; assigned_agent_id: string | null }> =
      await this.dataSource.query(
        `SELECT inquiry.lead_id, inquiry.contact_name, inquiry.contact_email, inquiry.contact_phone, lead.assigned_agent_id
           FROM inquiries AS inquiry JOIN leads AS lead ON lead.id = inquiry.lead_id
          WHERE inquiry.id = $1 AND inquiry.created_at > now() - $2 * interval '1 millisecond' AND inquiry.review_reason IS NULL`,
        [receiptId, BOOKING_RECEIPT_VALID_MS],
      );
    const row = rows[0];
    if (!row) return null;
    return { id: row.lead_id, name: row.contact_name, email: row.contact_email, phone: row.contact_phone, agentId: row.assigned_agent_id };
  }

  /** A client's own contact and agent, by the client's id: the portal's bookings, never a visitor's. */
  async findClientContact(clientId: string): Promise<LeadContact | null> {
    const rows: Array<{ id: string; name: string | null; email: string | null; phone: string | null; assigned_agent_id: string | null }> = await this.dataSource.query(
      `SELECT id, name, email, phone, assigned_agent_id FROM leads WHERE id = $1`,
      [clientId],
    );
    const row = rows[0];
    return row ? { id: row.id, name: row.name, email: row.email, phone: row.phone, agentId: row.assigned_agent_id } : null;
  }
}
