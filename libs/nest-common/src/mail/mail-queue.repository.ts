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
        `INSERT INTO mail_queue (id, dedupe_key, recipient, subject, text_body, html_body, calendar, send_after${withHeaders ? ', headers' : ''})
         SELECT id, dedupe_key, recipient, subject, text_body, html_body, calendar, COALESCE(send_after, now())${withHeaders ? ', headers' : ''}
           FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::jsonb[], $8::timestamptz[], $9::jsonb[])
             AS m(id, dedupe_key, recipient, subject, text_body, html_body, calendar, send_after, headers)
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
        ],
      );
      ids.push(...rows.map((row) => row.id));
    }
    return ids;
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
        RETURNING id, recipient, subject, text_body, html_body, calendar, attempts,
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
