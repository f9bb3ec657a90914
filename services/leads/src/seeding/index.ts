// The entry the workspace's tools may use (`@prestigio/leads-service/seeding`; `npm run bench -- --suite
// saved-searches`): how a saved search is stored for matching, the exact matching SQL (to EXPLAIN it), and the daily
// digest run on a plain data source. Nothing else of the service is public; the service never imports a tool.
import { createDataSource, MailQueue, MailQueueRepository } from '@prestigio/nest-common';
import { databaseOptions } from '../database/database.options.js';
import { LeadTimelineRepository } from '../leads/lead-timeline.repository.js';
import { SavedSearchAlerts } from '../saved-searches/saved-search-alerts.service.js';
import { SavedSearchLinks } from '../saved-searches/saved-search-links.js';
import { SavedSearchMails } from '../saved-searches/saved-search-mails.js';
import { SavedSearch } from '../saved-searches/saved-search.entity.js';
import { SavedSearchesRepository } from '../saved-searches/saved-searches.repository.js';
import type { LeadsEnv } from '../config/env.js';

export { savedSearchMatchColumns, type SavedSearchMatchColumns } from '../saved-searches/saved-search-match.js';
export { matchingSearchesQuery } from '../saved-searches/saved-searches.repository.js';

/** The service's daily digest, wired by hand on its own connection pool (migrated database required). */
export async function savedSearchDigestRunner(databaseUrl: string, settings: { publicSiteUrl: string; linkSecret: string }) {
  const dataSource = createDataSource(databaseUrl, { ...databaseOptions, migrations: [] });
  await dataSource.initialize();
  const links = new SavedSearchLinks(settings.linkSecret);
  const env = { PUBLIC_SITE_URL: settings.publicSiteUrl, SAVED_SEARCH_PHOTO_WAIT_MS: 0 } as LeadsEnv;
  const mails = new SavedSearchMails(links, env);
  const alerts = new SavedSearchAlerts(
    dataSource,
    new SavedSearchesRepository(dataSource, dataSource.getRepository(SavedSearch)),
    mails,
    new MailQueue(new MailQueueRepository(dataSource)),
    new LeadTimelineRepository(),
    env,
  );
  return { sendDigests: (cutoff: Date) => alerts.sendDigests(cutoff), close: () => dataSource.destroy() };
}
