import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LeadsModule } from '../leads/leads.module.js';
import { PropertyListedConsumer } from './events/property-listed.consumer.js';
import { SavedSearchAlerts } from './saved-search-alerts.service.js';
import { SavedSearchDigest } from './saved-search-digest.js';
import { SavedSearchLinks } from './saved-search-links.js';
import { SavedSearchMails } from './saved-search-mails.js';
import { SavedSearch } from './saved-search.entity.js';
import { ClientSavedSearchesController, SavedSearchesController } from './saved-searches.controller.js';
import { SavedSearchesRepository } from './saved-searches.repository.js';
import { SavedSearchesRpc } from './saved-searches.rpc.js';
import { SavedSearchesService } from './saved-searches.service.js';

/** Saved searches with e-mail alerts (issue 27): saving (the site's form, the chat's RPC) and signed links, matching listings, the daily digest. */
@Module({
  imports: [TypeOrmModule.forFeature([SavedSearch]), LeadsModule],
  controllers: [SavedSearchesController, ClientSavedSearchesController],
  providers: [SavedSearchesRepository, SavedSearchesService, SavedSearchLinks, SavedSearchMails, SavedSearchAlerts, SavedSearchDigest, PropertyListedConsumer, SavedSearchesRpc],
  exports: [SavedSearchAlerts, SavedSearchesRepository],
})
export class SavedSearchesModule {}
