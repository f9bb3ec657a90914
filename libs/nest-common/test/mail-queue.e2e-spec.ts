import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  createEventTables,
  addMailSenderColumns,
  createMailTables,
  createServiceApp,
  defineServiceEnv,
  dropEventTables,
  dropMailTables,
  MailModule,
  MailQueue,
  mailEnvShape,
  ServiceCoreModule,
} from '@prestigio/nest-common';
import { eventually, freePort, sleep, startTestService, startTestSmtpServer, type TestService, type TestSmtpServer } from '@prestigio/testing';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import type { z } from 'zod';

class MailTestInit1795327978000 implements MigrationInterface {
  name = 'MailTestInit1795327978000';
  up = async (queryRunner: QueryRunner) => {
    await createEventTables(queryRunner);
    await createMailTables(queryRunner);
    await addMailSenderColumns(queryRunner);
  };
  down = async (queryRunner: QueryRunner) => {
    await dropMailTables(queryRunner);
    await dropEventTables(queryRunner);
  };
}

@Module({
  imports: [ServiceCoreModule.forService({ schema: 'mail_test', migrations: [MailTestInit1795327978000] }), MailModule],
})
class MailTestModule {}

const envSchema = defineServiceEnv(0, mailEnvShape);

describe('e-mail queue and SMTP sender (real Postgres, real SMTP server)', () => {
  let service: TestService<z.output<typeof envSchema>>;
  let secondReplica: NestExpressApplication;
  let smtp: TestSmtpServer | undefined;
  let smtpPort: number;
  let dataSource: DataSource;
  let queue: MailQueue;

  beforeAll(async () => {
    // The SMTP server is down when the services start; the first test brings it up.
    smtpPort = await freePort();
    service = await startTestService(MailTestModule, {
      name: 'mail-test',
      envSchema,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_POLL_INTERVAL_MS: '100',
        MAIL_RETRY_BASE_MS: '200',
        MAIL_RETRY_MAX_MS: '800',
      },
    });
    // A second replica on the same database: both send from the same queue.
    secondReplica = await createServiceApp(MailTestModule, { name: 'mail-test', env: service.env });
    dataSource = service.app.get(DataSource);
    queue = service.app.get(MailQueue);
  }, 30_000);

  afterAll(async () => {
    await secondReplica?.close();
    await service?.stop();
    await smtp?.stop();
  }, 30_000);

  const queueMail = (subject: string, extra: Partial<Parameters<MailQueue['enqueue']>[1]> = {}) =>
    dataSource.transaction((manager) => queue.enqueue(manager, { to: 'cliente@correo.mx', subject, text: 'Hola', ...extra }));

  const received = (subject: string) => (smtp?.messages ?? []).filter((message) => message.subject === subject);

  it('keeps messages while SMTP is down, retries with backoff, then delivers each exactly once', async () => {
    const subjects = Array.from({ length: 6 }, (_, index) => `Durante la caída ${index}`);
    for (const subject of subjects) await queueMail(subject);

    // Several attempts fail, and every message is still waiting with its error recorded.
    await eventually(async () => {
      const rows: Array<{ attempts: number; last_error: string | null; sent_at: Date | null }> = await dataSource.query(
        `SELECT attempts, last_error, sent_at FROM mail_queue WHERE subject = ANY($1)`,
        [subjects],
      );
      expect(rows).toHaveLength(subjects.length);
      for (const row of rows) {
        expect(row.attempts).toBeGreaterThanOrEqual(2);
        expect(row.last_error).toBeTruthy();
        expect(row.sent_at).toBeNull();
      }
    }, 10_000);

    smtp = await startTestSmtpServer(smtpPort);
    await eventually(() => {
      for (const subject of subjects) expect(received(subject)).toHaveLength(1);
    }, 10_000);
    await sleep(1_000);
    for (const subject of subjects) expect(received(subject)).toHaveLength(1);
    const [{ pending }] = await dataSource.query(`SELECT count(*)::int AS pending FROM mail_queue WHERE sent_at IS NULL`);
    expect(pending).toBe(0);
  }, 30_000);

  it('sends each of many messages once with two replicas polling the same queue', async () => {
    const subjects = Array.from({ length: 40 }, (_, index) => `Mensaje en paralelo ${index}`);
    await Promise.all(subjects.map((subject) => queueMail(subject)));
    await eventually(() => {
      for (const subject of subjects) expect(received(subject)).toHaveLength(1);
    }, 15_000);
    await sleep(800);
    for (const subject of subjects) expect(received(subject)).toHaveLength(1);
  }, 30_000);

  it('queues a dedupe key once, holds a message until its time, and sends nothing withdrawn or rolled back', async () => {
    expect(await queueMail('Recordatorio único', { dedupeKey: 'recordatorio:1' })).toEqual(expect.any(String));
    expect(await queueMail('Recordatorio único', { dedupeKey: 'recordatorio:1' })).toBeNull();

    await queueMail('Más tarde', { sendAfter: new Date(Date.now() + 1_500) });
    await queueMail('Retirado', { dedupeKey: 'retirado:1', sendAfter: new Date(Date.now() + 1_000) });
    // The withdrawn keys come back (an unknown one, or one withdrawn already, does not).
    expect(await dataSource.transaction((manager) => queue.cancel(manager, ['retirado:1', 'desconocido:1']))).toEqual(['retirado:1']);
    expect(await dataSource.transaction((manager) => queue.cancel(manager, ['retirado:1']))).toEqual([]);
    await dataSource
      .transaction(async (manager) => {
        await queue.enqueue(manager, { to: 'cliente@correo.mx', subject: 'Revertido', text: 'Hola' });
        throw new Error('rollback');
      })
      .catch(() => undefined);

    await eventually(() => expect(received('Recordatorio único')).toHaveLength(1));
    await sleep(700);
    expect(received('Más tarde')).toHaveLength(0);
    await eventually(() => expect(received('Más tarde')).toHaveLength(1), 5_000);
    await sleep(500);
    expect(received('Recordatorio único')).toHaveLength(1);
    expect(received('Retirado')).toHaveLength(0);
    expect(received('Revertido')).toHaveLength(0);
  }, 30_000);

  it('sends every message as HTML in the agency\'s frame with the same words as its plain-text alternative', async () => {
    await queueMail('Con formato', { text: 'Hola, Ana:\n\nÚnase aquí: https://meet.jit.si/Prestigio1\n\n<Atentamente>' });
    const [message] = await eventually(() => {
      const messages = received('Con formato');
      expect(messages).toHaveLength(1);
      return messages;
    });
    expect(message!.text).toContain('Únase aquí: https://meet.jit.si/Prestigio1');
    expect(message!.html).toContain('<a href="https://meet.jit.si/Prestigio1"');
    expect(message!.html).toContain('Prestigio');
    expect(message!.html).toContain('&lt;Atentamente&gt;');
  });

  it('sends a calendar invitation once, as a text/calendar part with its METHOD', async () => {
    const content = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Prestigio//ES', 'METHOD:CANCEL', 'BEGIN:VEVENT', 'UID:abc@prestigio', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
    await queueMail('Con invitación', { calendar: { method: 'CANCEL', content } });
    const [message] = await eventually(() => {
      const messages = received('Con invitación');
      expect(messages).toHaveLength(1);
      return messages;
    });
    // Once: no second copy as an application/ics file beside it.
    const invitations = message!.attachments.filter((attachment) => /calendar|ics/.test(attachment.contentType) || /\.ics$/.test(attachment.filename ?? ''));
    expect(invitations).toHaveLength(1);
    const calendar = message!.attachments.find((attachment) => attachment.contentType === 'text/calendar');
    expect(calendar?.content.toString()).toContain('UID:abc@prestigio');
    expect(calendar?.content.toString()).toContain('METHOD:CANCEL');
  });
});
