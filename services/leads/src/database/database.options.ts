import type { ServiceDatabaseOptions } from '@prestigio/nest-common';
import { Inquiry } from '../leads/inquiry.entity.js';
import { Lead } from '../leads/lead.entity.js';
import { NewsletterSubscription } from '../newsletter/newsletter-subscription.entity.js';
import { Init1795327978000 } from './migrations/1795327978000-init.js';
import { LeadsIntake1795420000000 } from './migrations/1795420000000-leads-intake.js';
import { CrmPipeline1795700000000 } from './migrations/1795700000000-crm-pipeline.js';
import { LeadWants1795800000000 } from './migrations/1795800000000-lead-wants.js';
import { DashboardCounters1795900000000 } from './migrations/1795900000000-dashboard-counters.js';
import { InquiryRecords1796100000000 } from './migrations/1796100000000-inquiry-records.js';
import { ActivityStates1796200000000 } from './migrations/1796200000000-activity-states.js';
import { LeadSearch1796300000000 } from './migrations/1796300000000-lead-search.js';
import { LeadSearchColumn1796400000000 } from './migrations/1796400000000-lead-search-column.js';
import { OriginConversation1796500000000 } from './migrations/1796500000000-origin-conversation.js';
import { MailSender1797200000100 } from './migrations/1797200000100-mail-sender.js';
import { SavedSearches1797400000000 } from './migrations/1797400000000-saved-searches.js';
import { InquiryFavourites1797500000000 } from './migrations/1797500000000-inquiry-favourites.js';
import { SavedSearchAlertPhotos1797620000000 } from './migrations/1797620000000-saved-search-alert-photos.js';
import { IntakeWithoutHotRows1797660000000 } from './migrations/1797660000000-intake-without-hot-rows.js';
import { SavedSearch } from '../saved-searches/saved-search.entity.js';

/** Schema `crm`, shared by the app (DatabaseModule) and the standalone migrate entry point. */
export const databaseOptions: ServiceDatabaseOptions = {
  schema: 'crm',
  entities: [Lead, Inquiry, NewsletterSubscription, SavedSearch],
  migrations: [
    Init1795327978000,
    LeadsIntake1795420000000,
    CrmPipeline1795700000000,
    LeadWants1795800000000,
    DashboardCounters1795900000000,
    InquiryRecords1796100000000,
    ActivityStates1796200000000,
    LeadSearch1796300000000,
    LeadSearchColumn1796400000000,
    OriginConversation1796500000000,
    MailSender1797200000100,
    SavedSearches1797400000000,
    InquiryFavourites1797500000000,
    SavedSearchAlertPhotos1797620000000,
    IntakeWithoutHotRows1797660000000,
  ],
};
