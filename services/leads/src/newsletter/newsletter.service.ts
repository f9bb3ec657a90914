import { Injectable, Logger } from '@nestjs/common';
import { newsletterMessages, PRIVACY_NOTICE_VERSION, type NewsletterInput, type NewsletterReceipt } from '@prestigio/contracts';
import { botSignal } from '../intake/bot-trap.js';
import type { ClientInfo } from '@prestigio/nest-common';
import { NewsletterRepository } from './newsletter.repository.js';

@Injectable()
export class NewsletterService {
  private readonly logger = new Logger(NewsletterService.name);

  constructor(private readonly subscriptions: NewsletterRepository) {}

  /**
   * Subscribing is idempotent, and answered the same whether the address was new, already on the list or sent by a
   * bot (a filled honeypot: nothing is stored), so the answer never tells whether an address is subscribed. The schema carries no fill time: an email picked from the browser's
   * autofill is sent well under the contact form's threshold, and those people must not be dropped.
   */
  async subscribe(input: NewsletterInput, client: ClientInfo): Promise<NewsletterReceipt> {
    const signal = botSignal(input);
    if (signal) {
      this.logger.warn(`Discarded a newsletter subscription from ${client.ipAddress ?? 'an unknown address'} as automated: ${signal}`);
      return { status: 'suscrito', message: newsletterMessages.subscribed };
    }
    await this.subscriptions.subscribeIfNew({
      email: input.email,
      source: 'sitio_web',
      consentAt: new Date(),
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
    return { status: 'suscrito', message: newsletterMessages.subscribed };
  }
}
