import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@prestigio/nest-common';
import { ConversationsModule } from './conversations/conversations.module.js';
import { databaseOptions } from './database/database.options.js';

@Module({
  imports: [ServiceCoreModule.forService(databaseOptions), ConversationsModule],
})
export class AppModule {}
