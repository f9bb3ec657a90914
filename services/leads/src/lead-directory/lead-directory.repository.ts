import { Injectable } from '@nestjs/common';
import { BOOKING_RECEIPT_VALID_MS, type LeadContact } from '@prestigio/contracts';
import { DataSource } from 'typeorm';

/**
 * Whom a booking is for, for scheduling. The id a visitor holds is an inquiry's (the form's receipt, the chat's
 * offer), honoured for BOOKING_RECEIPT_VALID_MS after it was issued: the reply names the client the inquiry is
 * attached to (its id and agent, used inside) with the name, e-mail and phone that inquiry gave, never the client's.
 * A client's own id, an older or unknown id, or an inquiry marked for review answers null.
 */
@Injectable()
export class LeadDirectoryRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findContact(receiptId: string): Promise<LeadContact | null> {
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
