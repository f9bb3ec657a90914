import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';

/** An iCalendar invitation sent as the message's text/calendar part, which mail clients offer to add or remove. */
export interface CalendarPart {
  method: 'REQUEST' | 'CANCEL';
  /** The whole VCALENDAR text. */
  content: string;
}

/** One e-mail to one recipient, as a caller queues it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  calendar?: CalendarPart;
  /**
   * The display name of the From header, on the agency's own address (MAIL_FROM's), for a message a person sends
   * through the agency (an agent's selection): the client sees who wrote, and the agency's domain still signs it.
   */
  senderName?: string;
  /** Where the recipient's answer goes (the agent who sent it) instead of the agency's address. */
  replyTo?: string;
  /** Not sent before this moment (reminders); now when absent. */
  sendAfter?: Date;
  /** At most one message per key is ever queued: enqueueing the same key again does nothing. */
  dedupeKey?: string;
}

/** A queued message leased to this sender for one attempt. */
export interface ClaimedMail {
  id: string;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  calendar: CalendarPart | null;
  senderName: string | null;
  replyTo: string | null;
  attempts: number;
}

interface ClaimedRow {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  calendar: CalendarPart | null;
  sender_name: string | null;
  reply_to: string | null;
  attempts: number;
}

/** Every query on `mail_queue`, the table createMailTables puts in the service's schema. */
@Injectable()
export class MailQueueRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Returns the new message's id, or null when a message with the same dedupe key was queued before. */
  async insert(manager: EntityManager, mail: OutgoingMail): Promise<string | null> {
    const id = randomUUID();
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO mail_queue (id, dedupe_key, recipient, subject, text_body, html_body, calendar, send_after, sender_name, reply_to)
       VALUES ($1, $2, $3, $4, $5, $6, $7, COALESCE($8::timestamptz, now()), $9, $10)
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id`,
      [
        id,
        mail.dedupeKey ?? null,
        mail.to,
        mail.subject,
        mail.text,
        mail.html ?? null,
        mail.calendar ? JSON.stringify(mail.calendar) : null,
        mail.sendAfter?.toISOString() ?? null,
        mail.senderName ?? null,
        mail.replyTo ?? null,
      ],
    );
    return rows[0]?.id ?? null;
  }

  /** Withdraws the unsent messages with these dedupe keys (a reminder of a call that moved or was cancelled). */
  async cancelUnsent(manager: EntityManager, dedupeKeys: string[]): Promise<number> {
    if (dedupeKeys.length === 0) return 0;
    const [, affected]: [unknown, number] = await manager.query(
      `UPDATE mail_queue SET cancelled_at = now() WHERE dedupe_key = ANY($1) AND sent_at IS NULL AND cancelled_at IS NULL`,
      [dedupeKeys],
    );
    return affected;
  }

  /**
   * Leases up to `limit` due messages to the caller for `leaseMs`. SKIP LOCKED lets several replicas claim at once
   * without ever claiming the same row; the lease brings a message back if its sender dies mid-attempt.
   */
  async claimDue(limit: number, leaseMs: number): Promise<ClaimedMail[]> {
    const [rows]: [ClaimedRow[], number] = await this.dataSource.query(
      `UPDATE mail_queue
          SET leased_until = now() + $1 * interval '1 millisecond', attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM mail_queue
           WHERE sent_at IS NULL AND cancelled_at IS NULL AND send_after <= now()
             AND (leased_until IS NULL OR leased_until < now())
           ORDER BY send_after
           LIMIT $2
           FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, subject, text_body, html_body, calendar, sender_name, reply_to, attempts`,
      [leaseMs, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      recipient: row.recipient,
      subject: row.subject,
      textBody: row.text_body,
      htmlBody: row.html_body,
      calendar: row.calendar,
      senderName: row.sender_name,
      replyTo: row.reply_to,
      attempts: row.attempts,
    }));
  }

  async markSent(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE mail_queue SET sent_at = now(), leased_until = NULL, last_error = NULL WHERE id = $1`, [id]);
  }

  async markFailed(id: string, retryInMs: number, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_queue
          SET leased_until = NULL, last_error = $2, send_after = now() + $3 * interval '1 millisecond'
        WHERE id = $1`,
      [id, error.slice(0, 1_000), retryInMs],
    );
  }
}
