import type { NestExpressApplication } from '@nestjs/platform-express';
import { addDaysToDate, agencyParts, rpcSubject, RpcSubjects, type ActiveAgent, type LeadContact } from '@prestigio/contracts';
import { createServiceApp } from '@prestigio/nest-common';
import { startTestService, startTestSmtpServer, testNatsUrl, type TestService, type TestSmtpServer } from '@prestigio/testing';
import { connect, type NatsConnection } from 'nats';
import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { AppModule } from '../src/app.module.js';
import { envSchema, type SchedulingEnv } from '../src/config/env.js';

/**
 * Stand-ins for the services scheduling asks over NATS: leads (`leads.lead.contact`, `leads.client.contact`) and auth
 * (`auth.agents.active`), answering from maps the test fills.
 */
export class FakeDirectory {
  readonly leads = new Map<string, LeadContact>();
  agents: ActiveAgent[] = [];

  private constructor(private readonly connection: NatsConnection) {}

  static async start(namespace: string): Promise<FakeDirectory> {
    const directory = new FakeDirectory(await connect({ servers: testNatsUrl() }));
    directory.answer(rpcSubject(namespace, RpcSubjects.leadContact), (request) => directory.leads.get((request as { leadId: string }).leadId) ?? null);
    // The portal's bookings ask by the client's own id; the map stands in for the CRM's clients as well.
    directory.answer(rpcSubject(namespace, RpcSubjects.clientContact), (request) => directory.leads.get((request as { leadId: string }).leadId) ?? null);
    directory.answer(rpcSubject(namespace, RpcSubjects.activeAgents), () => ({ agents: directory.agents }));
    // The subscriptions reach the server only when flushed: a booking sent at once would find no responder (503).
    await directory.connection.flush();
    return directory;
  }

  private answer(subject: string, reply: (request: unknown) => unknown): void {
    this.connection.subscribe(subject, {
      callback: (_error, message) => message.respond(new TextEncoder().encode(JSON.stringify({ ok: true, data: reply(message.json()) }))),
    });
  }

  stop(): Promise<void> {
    return this.connection.close();
  }
}

export interface SchedulingStack {
  service: TestService<SchedulingEnv>;
  /** A second scheduling process on the same database and NATS namespace. */
  replica: NestExpressApplication;
  replicaUrl: string;
  smtp: TestSmtpServer;
  directory: FakeDirectory;
  stop(): Promise<void>;
}

/** Two scheduling processes, a test SMTP server and the fake directory; e-mail polled every 100 ms. */
export async function startSchedulingStack(env: Record<string, string> = {}): Promise<SchedulingStack> {
  const smtp = await startTestSmtpServer();
  const service = await startTestService(AppModule, {
    name: 'scheduling',
    envSchema,
    env: { SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: '100', MAIL_RETRY_BASE_MS: '200', PUBLIC_SITE_URL: 'https://prestigio.test', ...env },
  });
  const directory = await FakeDirectory.start(service.namespace.namespace);
  const replica = await createServiceApp(AppModule, { name: 'scheduling', env: service.env });
  await replica.listen(0, '127.0.0.1');
  const { port } = replica.getHttpServer().address() as AddressInfo;
  return {
    service,
    replica,
    replicaUrl: `http://127.0.0.1:${port}`,
    smtp,
    directory,
    stop: async () => {
      await replica.close();
      await service.stop();
      await directory.stop();
      await smtp.stop();
    },
  };
}

/** The text/calendar part of a message, unfolded into lines. */
export function calendarLines(message: ParsedMail): string[] {
  const part = message.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  if (!part) throw new Error(`"${message.subject}" has no calendar part`);
  return part.content.toString('utf8').replace(/\r\n /g, '').split('\r\n');
}

export function recipientOf(message: ParsedMail): string {
  const to = Array.isArray(message.to) ? message.to[0] : message.to;
  return to?.value[0]?.address ?? '';
}

/**
 * The date (YYYY-MM-DD, the agency's calendar) of the `week`-th coming `isoWeekday` (1 Monday … 7 Sunday) after
 * today: bookings must fall within 60 days, so tests book relative to today; weeks 1 to 8 stay within 56 days.
 */
export function comingDay(isoWeekday: number, week = 1): string {
  const today = agencyParts(new Date());
  return addDaysToDate(today.date, ((isoWeekday - today.isoWeekday + 7) % 7 || 7) + (week - 1) * 7);
}

/** 20270714T160000Z: an instant as an invitation's DTSTART writes it. */
export const icsTime = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
