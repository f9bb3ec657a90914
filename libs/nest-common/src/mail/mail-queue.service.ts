import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MailQueueRepository, type OutgoingMail } from './mail-queue.repository.js';

/**
 * What a service calls to send e-mail. Messages are rows of its own schema written through the caller's entity
 * manager, so they go out if and only if the change they report commits; MailSender delivers them.
 */
@Injectable()
export class MailQueue {
  constructor(private readonly repository: MailQueueRepository) {}

  /** Queues one message; returns its id, or null when its dedupe key was already queued. */
  enqueue(manager: EntityManager, mail: OutgoingMail): Promise<string | null> {
    return this.repository.insert(manager, mail);
  }

  /** Queues many messages at once (a digest); returns the ids of those queued (known dedupe keys left out). */
  enqueueMany(manager: EntityManager, mails: readonly OutgoingMail[]): Promise<string[]> {
    return this.repository.insertMany(manager, mails);
  }

  /** Withdraws messages not sent yet (nor being sent), by dedupe key; returns the keys of those withdrawn. */
  cancel(manager: EntityManager, dedupeKeys: string[]): Promise<string[]> {
    return this.repository.cancelUnsent(manager, dedupeKeys);
  }
}
