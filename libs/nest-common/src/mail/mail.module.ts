import { Global, Module } from '@nestjs/common';
import { MailQueueRepository } from './mail-queue.repository.js';
import { MailQueue } from './mail-queue.service.js';
import { MailSender } from './mail-sender.service.js';

/**
 * E-mail for a service: `MailQueue` to queue messages in its transactions and `MailSender`, the SMTP worker.
 * Needs the service's env to include `mailEnvShape` and a migration calling `createMailTables`.
 */
@Global()
@Module({
  providers: [MailQueueRepository, MailQueue, MailSender],
  exports: [MailQueue, MailSender],
})
export class MailModule {}
