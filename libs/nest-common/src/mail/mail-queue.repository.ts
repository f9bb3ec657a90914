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
  /**
   * Extra headers (List-Unsubscribe and List-Unsubscribe-Post for alerts). Only in a schema whose migrations called
   * addMailHeadersColumn (services/leads).
   */
  headers?: Record<string, string>;
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
  headers: Record<string, string> | null;
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
  headers: Record<string, string> | null;
  attempts: number;
}

const INSERT_BATCH = 1_000;

/** Every query on `mail_queue`, the table createMailTables puts in the service's schema. */
@Injectable()
export class MailQueueRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Returns the new message's id, or null when a message with the same dedupe key was queued before. */
  async insert(manager: EntityManager, mail: OutgoingMail): Promise<string | null> {
    const [id] = await this.insertMany(manager, [mail]);
    return id ?? null;
  }

  /**
   * Queues many messages in one statement per thousand (a daily digest for a hundred thousand addresses); returns the
   * ids of those queued (a message whose dedupe key was queued before is left out).
   */
  async insertMany(manager: EntityManager, mails: readonly OutgoingMail[]): Promise<string[]> {
    const ids: string[] = [];
    // The headers column exists only where addMailHeadersColumn ran: it is named only when a message carries headers.
    const withHeaders = mails.some((mail) => mail.headers !== undefined);
    for (let start = 0; start < mails.length; start += INSERT_BATCH) {
      const batch = mails.slice(start, start + INSERT_BATCH);
      const rows: Array<{ id: string }> = await manager.query(
        `INSERT INTO mail_queue (id, dedupe_key, recipient, subject, text_body, html_body, calendar, send_after, sender_name, reply_to${withHeaders ? ', headers' : ''})
         SELECT id, dedupe_key, recipient, subject, text_body, html_body, calendar, COALESCE(send_after, now()), sender_name, reply_to${withHeaders ? ', headers' : ''}
           FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::jsonb[], $8::timestamptz[], $9::jsonb[], $10::text[], $11::text[])
             AS m(id, dedupe_key, recipient, subject, text_body, html_body, calendar, send_after, headers, sender_name, reply_to)
         ON CONFLICT (dedupe_key) DO NOTHING
         RETURNING id`,
        [
          batch.map(() => randomUUID()),
          batch.map((mail) => mail.dedupeKey ?? null),
          batch.map((mail) => mail.to),
          batch.map((mail) => mail.subject),
          batch.map((mail) => mail.text),
          batch.map((mail) => mail.html ?? null),
          batch.map((mail) => (mail.calendar ? JSON.stringify(mail.calendar) : null)),
          batch.map((mail) => mail.sendAfter?.toISOString() ?? null),
          batch.map((mail) => (mail.headers ? JSON.stringify(mail.headers) : null)),
          batch.map((mail) => mail.senderName ?? null),
          batch.map((mail) => mail.replyTo ?? null),
        ],
      );
      ids.push(...rows.map((row) => row.id));
    }
    return ids;
  }

  /**
   * Withdraws the unsent messages with these dedupe keys (a reminder of a call that moved or was cancelled, an alert
   * to write again); returns the keys of those withdrawn (a message already sent or leased to a sender is not).
   */
  async cancelUnsent(manager: EntityManager, dedupeKeys: string[]): Promise<string[]> {
    if (dedupeKeys.length === 0) return [];
    const [rows]: [Array<{ dedupe_key: string }>, number] = await manager.query(
      `UPDATE mail_queue SET cancelled_at = now()
        WHERE dedupe_key = ANY($1) AND sent_at IS NULL AND cancelled_at IS NULL AND (leased_until IS NULL OR leased_until < now())
        RETURNING dedupe_key`,
      [dedupeKeys],
    );
    return rows.map((row) => row.dedupe_key);
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
        RETURNING id, recipient, subject, text_body, html_body, calendar, sender_name, reply_to, attempts,
                  -- null in a schema without the headers column (addMailHeadersColumn), instead of an error
                  to_jsonb(mail_queue) -> 'headers' AS headers`,
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
      headers: row.headers,
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
