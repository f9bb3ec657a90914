import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { SERVICE_ENV } from '../config/service-tokens.js';
import { retryDelayMs } from './mail-backoff.js';
import { brandedHtmlOf } from './mail-html.js';
import type { MailEnv } from './mail-env.js';
import { type ClaimedMail, MailQueueRepository } from './mail-queue.repository.js';

const BATCH_SIZE = 20;
/** Far longer than one SMTP attempt can take (the timeouts below), so a lease never expires mid-send. */
const LEASE_MS = 5 * 60_000;

/** `smtp://user:pass@host:port` (or smtps://, TLS from the start) as nodemailer options, with bounded timeouts. */
export function smtpOptions(smtpUrl: string): SMTPTransport.Options {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

/**
 * Delivers the queue over SMTP. Each pass leases due messages (SKIP LOCKED, so replicas never share one), sends
 * them and marks each sent; a failure puts the message back with a doubling delay, so an SMTP outage only delays.
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('MailSender');
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private failing = false;

  constructor(
    private readonly repository: MailQueueRepository,
    @Inject(SERVICE_ENV) private readonly env: MailEnv,
  ) {
    if (!env.SMTP_URL || !env.MAIL_POLL_INTERVAL_MS) {
      throw new Error('MailModule needs the mail variables: spread mailEnvShape into the service env schema');
    }
    this.transport = nodemailer.createTransport(smtpOptions(env.SMTP_URL), { from: env.MAIL_FROM });
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.wake(), this.env.MAIL_POLL_INTERVAL_MS);
    this.wake();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Starts a pass unless one is running (the next tick catches what arrives meanwhile). */
  wake(): void {
    if (this.stopped || this.running) return;
    this.running = this.drain().finally(() => {
      this.running = undefined;
    });
  }

  private async drain(): Promise<void> {
    try {
      let claimed: ClaimedMail[];
      do {
        claimed = await this.repository.claimDue(BATCH_SIZE, LEASE_MS);
        for (const mail of claimed) await this.deliver(mail);
      } while (claimed.length === BATCH_SIZE && !this.stopped);
    } catch (error) {
      this.logger.error(`Mail queue pass failed: ${(error as Error).message}`);
    }
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    try {
      await this.transport.sendMail({
        to: mail.recipient,
        subject: mail.subject,
        // Every message has both: the text as its plain-text alternative, and the same words in the agency's frame.
        text: mail.textBody,
        html: mail.htmlBody ?? brandedHtmlOf(mail.textBody),
        // The queue id as Message-ID: should a retry ever repeat a delivered message, clients collapse the two.
        messageId: `<${mail.id}@prestigio.mail>`,
        headers: mail.headers ?? undefined,
        // The invitation once, as the text/calendar alternative calendars read (RFC 6047). Nodemailer's `icalEvent`
        // added it a second time as an application/ics attachment, which clients listed as two files.
        alternatives: mail.calendar
          ? [{ contentType: `text/calendar; charset=utf-8; method=${mail.calendar.method}`, content: mail.calendar.content }]
          : undefined,
      });
    } catch (error) {
      const delay = retryDelayMs(mail.attempts, this.env.MAIL_RETRY_BASE_MS, this.env.MAIL_RETRY_MAX_MS);
      await this.repository.markFailed(mail.id, delay, (error as Error).message);
      // Logged once per outage, not for every message of every pass.
      if (!this.failing) {
        this.failing = true;
        this.logger.warn(`SMTP delivery failing, messages wait and are retried with backoff: ${(error as Error).message}`);
      }
      return;
    }
    await this.repository.markSent(mail.id);
    if (this.failing) {
      this.failing = false;
      this.logger.log('SMTP delivery working again');
    }
  }
}
