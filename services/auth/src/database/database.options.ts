import type { ServiceDatabaseOptions } from '@prestigio/nest-common';
import { Session } from '../sessions/session.entity.js';
import { User } from '../users/user.entity.js';
import { Init1795327978000 } from './migrations/1795327978000-init.js';
import { Accounts1795400000000 } from './migrations/1795400000000-accounts.js';
import { LoginThrottleWindow1795430000000 } from './migrations/1795430000000-login-throttle-window.js';
import { UserPhone1795440000000 } from './migrations/1795440000000-user-phone.js';
import { LoginLimits1795450000000 } from './migrations/1795450000000-login-limits.js';
import { AccountMails1796200000000 } from './migrations/1796200000000-account-mails.js';
import { MailSender1797200000100 } from './migrations/1797200000100-mail-sender.js';

/** Schema `auth`, shared by the app (DatabaseModule) and the standalone migrate entry point. */
export const databaseOptions: ServiceDatabaseOptions = {
  schema: 'auth',
  entities: [User, Session],
  migrations: [Init1795327978000, Accounts1795400000000, LoginThrottleWindow1795430000000, UserPhone1795440000000, LoginLimits1795450000000, AccountMails1796200000000, MailSender1797200000100],
};
