import { MailSenderColumnsMigration } from '@prestigio/nest-common';

/** The mail queue's sender name and Reply-To (issue 25: a selection an agent sends comes from them). */
export class MailSender1797200000100 extends MailSenderColumnsMigration {
  name = 'MailSender1797200000100';
}
