import { Inject, Injectable, Logger } from '@nestjs/common';
import { formatPropertyPrice, type PropertyListedEvent, type PropertyMainPhotoSetEvent } from '@prestigio/contracts';
import { MailQueue, SERVICE_ENV, type OutgoingMail } from '@prestigio/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import type { LeadsEnv } from '../config/env.js';
import { LeadTimelineRepository } from '../leads/lead-timeline.repository.js';
import { SavedSearchMails, type SearchAlert } from './saved-search-mails.js';
import { SavedSearchesRepository, type AlertReason, type DigestCursor, type PendingAlertRow } from './saved-searches.repository.js';

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
    @Inject(SERVICE_ENV) private readonly env: Pick<LeadsEnv, 'SAVED_SEARCH_PHOTO_WAIT_MS'>,
  ) {}

  async onListing(manager: EntityManager, listing: PropertyListedEvent, reason: AlertReason): Promise<void> {
    const matched = await this.searches.recordMatches(manager, listing, reason);
    const instant = matched.filter((search) => search.frequency === 'al_momento');
    // A listing announced without a photo (created already published) gets it from the portal's upload moments
    // later: its alerts wait for it a little (onMainPhotoSet writes them again with it); the others go at once.
    const sendAfter = listing.mainImageUrl ? undefined : new Date(Date.now() + this.env.SAVED_SEARCH_PHOTO_WAIT_MS);
    await this.mailQueue.enqueueMany(
      manager,
      instant.map((search) => ({ ...this.instantAlert(search, listing, reason, alertKey(search.searchId, listing.propertyId)), ...(sendAfter && { sendAfter }) })),
    );
    await this.timeline.recordMany(
      manager,
      instant.flatMap((search) => (search.leadId ? [{ leadId: search.leadId, kind: 'saved_search_alert' as const, summary: `«${search.name}», al momento: ${describe(listing, reason)}` }] : [])),
    );
    if (matched.length > 0) this.logger.log(`Listing ${listing.propertyId} (${reason}) fits ${matched.length} saved searches, ${instant.length} mailed at once`);
  }

  /**
   * A listing's first photo, stored after it was announced: the alerts recorded without it get it (the daily digest
   * reads them at 8:00), and an instant alert still waiting for it is withdrawn and queued again with it. One already
   * sent (or being sent) is left as it went.
   */
  async onMainPhotoSet(manager: EntityManager, event: PropertyMainPhotoSetEvent): Promise<void> {
    const filled = await this.searches.fillMissingPhoto(manager, event.propertyId, event.mainImageUrl);
    const instant = filled.filter((alert) => alert.frequency === 'al_momento');
    const withdrawn = new Set(await this.mailQueue.cancel(manager, instant.map((alert) => alertKey(alert.searchId, event.propertyId))));
    await this.mailQueue.enqueueMany(
      manager,
      instant
        .filter((alert) => withdrawn.has(alertKey(alert.searchId, event.propertyId)))
        .map((alert) => this.instantAlert(alert, alert.listing, alert.reason, `${alertKey(alert.searchId, event.propertyId)}:con-foto`)),
    );
    if (filled.length > 0) this.logger.log(`Listing ${event.propertyId} got its photo into ${filled.length} saved-search alerts, ${withdrawn.size} e-mails written again`);
  }

  /** One instant search's alert about one listing. */
  private instantAlert(search: { searchId: string; email: string; name: string }, listing: PropertyListedEvent, reason: AlertReason, dedupeKey: string): OutgoingMail {
    return this.mails.alert(search.email, [{ searchId: search.searchId, searchName: search.name, listings: [{ listing, reason }] }], 'al_momento', dedupeKey);
  }

  /**
   * Queues the daily digests of every address with alerts matched before `cutoff`: one e-mail per address with each
   * search's new listings. Batches run in transactions of their own under an advisory lock, so replicas running it
   * at once take turns and never queue an alert twice (a batch reads only alerts not yet marked, and marks them). Alerts of searches paused or cancelled meanwhile are dropped.
   * Returns how many e-mails were queued.
   */
  async sendDigests(cutoff: Date): Promise<number> {
    let queued = 0;
    let cursor: DigestCursor | null = null;
    for (;;) {
      const batch: number | null = await this.dataSource.transaction(async (manager) => {
        if (!(await this.searches.tryDigestLock(manager))) return null;
        const next = await this.searches.pendingDigestBatch(manager, cutoff, DIGEST_BATCH, cursor);
        cursor = next.cursor;
        const rows = next.rows;
        if (!cursor) return null;
        const digests = digestsOf(rows);
        const stamp = cutoff.toISOString();
        await this.mailQueue.enqueueMany(
          manager,
          digests.map((digest): OutgoingMail => this.mails.alert(digest.email, digest.searches, 'resumen', `saved-search-digest:${digest.email}:${stamp}`)),
        );
        await this.searches.markQueued(manager, rows.map((row) => ({ searchId: row.search_id, propertyId: row.property_id })));
        await this.timeline.recordMany(
          manager,
          digests.flatMap((digest) =>
            digest.searches.flatMap((search) =>
              search.leadId
                ? [{ leadId: search.leadId, kind: 'saved_search_alert' as const, summary: `«${search.searchName}», resumen diario: ${search.listings.map((alerted) => describe(alerted.listing, alerted.reason)).join('; ')}`.slice(0, 2_000) }]
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

/** The dedupe key of an instant search's alert about a listing: at most one, ever. */
function alertKey(searchId: string, propertyId: string): string {
  return `saved-search-alert:${searchId}:${propertyId}`;
}

/** "Casa en Lomas — $12,500,000 (bajó de precio)" on the timeline. */
function describe(listing: PropertyListedEvent, reason: AlertReason): string {
  return `${listing.title} — ${formatPropertyPrice(listing.price, listing.operationType)}${reason === 'bajo_de_precio' ? ' (bajó de precio)' : ''}`;
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
