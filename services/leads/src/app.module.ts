import { Module } from '@nestjs/common';
import { MailModule, ServiceCoreModule } from '@prestigio/nest-common';
import { ActivitiesModule } from './activities/activities.module.js';
import { ChatIntakeModule } from './chat-intake/chat-intake.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { databaseOptions } from './database/database.options.js';
import { LeadDirectoryModule } from './lead-directory/lead-directory.module.js';
import { LeadsModule } from './leads/leads.module.js';
import { MatchingModule } from './matching/matching.module.js';
import { NewsletterModule } from './newsletter/newsletter.module.js';
import { PipelineModule } from './pipeline/pipeline.module.js';
import { SavedSearchesModule } from './saved-searches/saved-searches.module.js';

@Module({
  imports: [ServiceCoreModule.forService(databaseOptions), MailModule, LeadsModule, NewsletterModule, LeadDirectoryModule, ChatIntakeModule, PipelineModule, MatchingModule, ActivitiesModule, DashboardModule, SavedSearchesModule],
})
export class AppModule {}
