import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@prestigio/nest-common';
import { ChatIntakeModule } from './chat-intake/chat-intake.module.js';
import { databaseOptions } from './database/database.options.js';
import { LeadDirectoryModule } from './lead-directory/lead-directory.module.js';
import { LeadsModule } from './leads/leads.module.js';
import { NewsletterModule } from './newsletter/newsletter.module.js';

@Module({
  imports: [ServiceCoreModule.forService(databaseOptions), LeadsModule, NewsletterModule, LeadDirectoryModule, ChatIntakeModule],
})
export class AppModule {}
