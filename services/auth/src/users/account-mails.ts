import { Inject, Injectable } from '@nestjs/common';
import { MailQueue, SERVICE_ENV } from '@prestigio/nest-common';
import type { EntityManager } from 'typeorm';
import type { AuthEnv } from '../config/env.js';
import type { User } from './user.entity.js';

const nameOf = (user: Pick<User, 'fullName' | 'username'>) => user.fullName?.trim() || user.username;

/** The e-mails of an account's life, queued in the transaction that changes it (the portal speaks as tú). */
@Injectable()
export class AccountMails {
  constructor(
    private readonly mailQueue: MailQueue,
    @Inject(SERVICE_ENV) private readonly env: AuthEnv,
  ) {}

  /** Every active administrator hears that someone registered and waits for their approval in "Usuarios". */
  async awaitingApproval(manager: EntityManager, user: User, admins: readonly User[]): Promise<void> {
    for (const admin of admins) {
      await this.mailQueue.enqueue(manager, {
        to: admin.email,
        subject: `Nueva cuenta por aprobar: ${nameOf(user)}`,
        text: [
          `Hola ${nameOf(admin)}:`,
          '',
          `${nameOf(user)} (${user.username}, ${user.email}) se registró en el portal y espera tu aprobación.`,
          '',
          `Apruébala o recházala en Usuarios: ${this.env.PUBLIC_SITE_URL}/users`,
        ].join('\n'),
        dedupeKey: `account-awaiting:${user.id}:${admin.id}`,
      });
    }
  }

  /** The agent hears that the account is active and where to sign in. */
  async approved(manager: EntityManager, user: User): Promise<void> {
    await this.mailQueue.enqueue(manager, {
      to: user.email,
      subject: 'Tu cuenta en Prestigio fue aprobada',
      text: [
        `Hola ${nameOf(user)}:`,
        '',
        'Un administrador aprobó tu cuenta: ya puedes usar el portal de agentes con tu usuario',
        `${user.username}.`,
        '',
        `Inicia sesión en ${this.env.PUBLIC_SITE_URL}/auth`,
      ].join('\n'),
      dedupeKey: `account-approved:${user.id}`,
    });
  }
}
