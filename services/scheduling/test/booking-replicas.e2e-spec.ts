// Two scheduling processes of the built service (`npm run build`) on one database: the slot is decided by the
// database, not by either process's memory, and the mail queue sends each confirmation once whichever process polls.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDaysToDate, agencyDateTimeToUtc, type ActiveAgent, type LeadContact } from '@prestigio/contracts';
import { eventually, sleep, startServiceProcess, startTestSmtpServer, type ServiceProcess, type TestSmtpServer } from '@prestigio/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { comingDay, FakeDirectory, recipientOf } from './scheduling-support.js';

const agent: ActiveAgent = { id: randomUUID(), fullName: 'Agente Única', username: 'unica', email: 'unica@prestigio.mx', role: 'agent' };
const slotTaken = 'Ese horario ya no está disponible; elige otro';

let smtp: TestSmtpServer;
let first: ServiceProcess;
let second: ServiceProcess;
let directory: FakeDirectory;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const env = { SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: '100', MAIL_RETRY_BASE_MS: '200', PUBLIC_SITE_URL: 'https://prestigio.test' };
  first = await startServiceProcess('scheduling', env);
  // Started once the first has migrated the database, as a rolling deploy would.
  second = await startServiceProcess('scheduling', env, { alongside: first });
  directory = await FakeDirectory.start(first.namespace.namespace);
  directory.agents = [agent];
}, 120_000);
afterAll(async () => {
  await second?.stop();
  await first?.stop();
  await directory?.stop();
  await smtp?.stop();
}, 60_000);

describe('two scheduling processes, 50 simultaneous bookings for the 10 slots of one agent', () => {
  it('books exactly 10, refuses 40 with the Spanish "slot taken" message, and sends each confirmation once', async () => {
    const wednesday = comingDay(3, 2);
    const slots = [...[9, 10, 11, 12, 13, 14, 15, 16, 17].map((hour) => agencyDateTimeToUtc(wednesday, hour)), agencyDateTimeToUtc(addDaysToDate(wednesday, 1), 9)];
    const attempts = Array.from({ length: 50 }, (_, index) => {
      const lead: LeadContact = { id: randomUUID(), name: `Cliente ${index}`, email: `cliente${index}@correo.mx`, phone: `55 1000 ${String(index).padStart(4, '0')}`, agentId: null };
      directory.leads.set(lead.id, lead);
      return { lead, slot: slots[index % 10]!, through: index % 2 === 0 ? first.baseUrl : second.baseUrl };
    });
    const responses = await Promise.all(
      attempts.map(async ({ lead, slot, through }) => {
        const response = await fetch(`${through}/api/schedule-video-call`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ leadId: lead.id, scheduledAt: slot.toISOString(), durationMinutes: 30 }),
        });
        return { lead, through, status: response.status, body: (await response.json()) as { message?: string } };
      }),
    );
    const booked = responses.filter((response) => response.status === 201);
    const refused = responses.filter((response) => response.status === 409);
    expect(booked).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(new Set(refused.map((response) => response.body.message))).toEqual(new Set([slotTaken]));
    // Both processes did book: the race was between them, not inside one.
    expect(new Set(booked.map((response) => response.through))).toEqual(new Set([first.baseUrl, second.baseUrl]));

    const database = new pg.Client({ connectionString: first.database.url });
    await database.connect();
    try {
      const rows = await database.query<{ scheduled_at: Date }>(`SELECT scheduled_at FROM scheduling.video_calls WHERE status = 'programada'`);
      expect(rows.rows.map((row) => row.scheduled_at.toISOString()).sort()).toEqual(slots.map((slot) => slot.toISOString()).sort());
    } finally {
      await database.end();
    }

    const confirmations = () => smtp.messages.filter((message) => message.subject?.startsWith('Videollamada agendada:'));
    await eventually(() => expect(confirmations()).toHaveLength(10), 30_000);
    // Both processes poll the queue every 100 ms: a second copy would arrive within a few polls.
    await sleep(2_000);
    expect(confirmations().map(recipientOf).sort()).toEqual(booked.map(({ lead }) => lead.email).sort());
    const agentNotices = smtp.messages.filter((message) => recipientOf(message) === agent.email);
    expect(agentNotices).toHaveLength(10);
  }, 90_000);
});
