import { Module } from '@nestjs/common';
import { MailModule, ServiceCoreModule } from '@prestigio/nest-common';
import { AccountsModule } from './accounts/accounts.module.js';
import { databaseOptions } from './database/database.options.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { UsersModule } from './users/users.module.js';

@Module({
  imports: [ServiceCoreModule.forService(databaseOptions), MailModule, SessionsModule, UsersModule, AccountsModule],
})
export class AppModule {}
