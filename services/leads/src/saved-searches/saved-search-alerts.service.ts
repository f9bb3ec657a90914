import { Injectable, Logger } from '@nestjs/common';
import { formatListingPrice, type PropertyListedEvent } from '@prestigio/contracts';
import { MailQueue, type OutgoingMail } from '@prestigio/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { LeadTimelineRepository } from '../leads/lead-timeline.repository.js';
import { SavedSearchMails, type SearchAlert } from './saved-search-mails.js';
import { SavedSearchesRepository, type AlertReason, type PendingAlertRow } from './saved-searches.repository.js';

/** Addresses' alerts read per digest batch (one transaction each). */
const DIGEST_BATCH = 2_000;

/**
 * Alerts: a listing published or cheaper is matched against the active saved searches (through their index, in the
 * consumer's transaction) and recorded once per search; instant searches get their e-mail queued in that same
 * transaction, the others wait for the daily digest.
 */
@Injectable()
export class SavedSearchAlerts {
  private readonly logger = new Logger(SavedSearchAlerts.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly searches: SavedSearchesRepository,
    private readonly mails: SavedSearchMails,
    private readonly mailQueue: MailQueue,
    private readonly timeline: LeadTimelineRepository,
  ) {}

  async onListing(manager: EntityManager, listing: PropertyListedEvent, reason: AlertReason): Promise<void> {
    const matched = await this.searches.recordMatches(manager, listing, reason);
    const instant = matched.filter((search) => search.frequency === 'al_momento');
    await this.mailQueue.enqueueMany(
      manager,
      instant.map((search) =>
        this.mails.alert(search.email, [{ searchId: search.searchId, searchName: search.name, listings: [{ listing, reason }] }], 'al_momento', `saved-search-alert:${search.searchId}:${listing.propertyId}`),
      ),
    );
    await this.searches.touchLastAlert(manager, instant.map((search) => search.searchId));
    await this.timeline.recordMany(
      manager,
      instant.flatMap((search) =>
        search.leadId ? [{ leadId: search.leadId, kind: 'selection_sent' as const, summary: `Aviso de búsqueda guardada «${search.name}» enviado: ${describe(listing, reason)}` }] : [],
      ),
    );
    if (matched.length > 0) this.logger.log(`Listing ${listing.propertyId} (${reason}) fits ${matched.length} saved searches, ${instant.length} mailed at once`);
  }

  /**
   * Queues the daily digests of every address with alerts matched before `cutoff`: one e-mail per address with each
   * search's new listings. Batches run in transactions of their own under an advisory lock, so replicas running it
   * at once take turns and never queue an alert twice. Alerts of searches paused or cancelled meanwhile are dropped.
   * Returns how many e-mails were queued.
   */
  async sendDigests(cutoff: Date): Promise<number> {
    let queued = 0;
    for (;;) {
      const batch = await this.dataSource.transaction(async (manager) => {
        if (!(await this.searches.tryDigestLock(manager))) return null;
        const rows = await this.searches.pendingDigestBatch(manager, cutoff, DIGEST_BATCH);
        if (rows.length === 0) return null;
        const digests = digestsOf(rows);
        const stamp = cutoff.toISOString();
        await this.mailQueue.enqueueMany(
          manager,
          digests.map((digest): OutgoingMail => this.mails.alert(digest.email, digest.searches, 'resumen', `saved-search-digest:${digest.email}:${stamp}`)),
        );
        await this.searches.markQueued(manager, rows.map((row) => ({ searchId: row.search_id, propertyId: row.property_id })));
        await this.searches.touchLastAlert(manager, digests.flatMap((digest) => digest.searches.map((search) => search.searchId)));
        await this.timeline.recordMany(
          manager,
          digests.flatMap((digest) =>
            digest.searches.flatMap((search) =>
              search.leadId
                ? [{ leadId: search.leadId, kind: 'selection_sent' as const, summary: `Resumen diario de la búsqueda guardada «${search.searchName}» enviado: ${search.listings.map((alerted) => describe(alerted.listing, alerted.reason)).join('; ')}`.slice(0, 2_000) }]
                : [],
            ),
          ),
        );
        return digests.length;
      });
      if (batch === null) return queued;
      queued += batch;
    }
  }
}

/** "Casa en Lomas — $12,500,000 (bajó de precio)" on the timeline. */
function describe(listing: PropertyListedEvent, reason: AlertReason): string {
  return `${listing.title} — ${formatListingPrice(listing.price, listing.operationType)}${reason === 'bajo_de_precio' ? ' (bajó de precio)' : ''}`;
}

/** The rows of a batch (ordered by address, search) as one digest per address, active searches only. */
function digestsOf(rows: PendingAlertRow[]): Array<{ email: string; searches: Array<SearchAlert & { leadId: string | null }> }> {
  const digests = new Map<string, Map<string, SearchAlert & { leadId: string | null }>>();
  for (const row of rows) {
    if (row.status !== 'activa') continue;
    const searches = digests.get(row.email) ?? new Map();
    digests.set(row.email, searches);
    const search = searches.get(row.search_id) ?? { searchId: row.search_id, searchName: row.name, leadId: row.lead_id, listings: [] };
    searches.set(row.search_id, search);
    search.listings.push({ listing: row.listing, reason: row.reason });
  }
  return [...digests].map(([email, searches]) => ({ email, searches: [...searches.values()] }));
}
