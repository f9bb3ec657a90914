import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { PropertyListedEvent, SavedSearchStatus } from '@prestigio/contracts';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { candidateMatchKeys, candidatePlaceKeys } from './saved-search-match.js';
import { SavedSearch } from './saved-search.entity.js';

export type AlertReason = 'publicada' | 'bajo_de_precio';

/** What the owner and the agent read of a search's alerts. */
export interface AlertFigures {
  alertsSent: number;
  lastAlertAt: Date | null;
}

/** Where a digest pass is in the alerts still to send: the last one its batches took. */
export interface DigestCursor {
  matchedAt: Date;
  searchId: string;
  propertyId: string;
}

/** A search a listing was just recorded for (never before for that search). */
export interface NewAlert {
  searchId: string;
  email: string;
  name: string;
  frequency: SavedSearch['frequency'];
  leadId: string | null;
}

/** An alert a listing's first photo was filled into, with its search. */
export interface PhotoFilledAlert {
  searchId: string;
  email: string;
  name: string;
  frequency: SavedSearch['frequency'];
  reason: AlertReason;
  listing: PropertyListedEvent;
}

/** One pending alert of the digest, with its search. */
export interface PendingAlertRow {
  email: string;
  search_id: string;
  name: string;
  lead_id: string | null;
  status: SavedSearchStatus;
  property_id: string;
  reason: AlertReason;
  listing: PropertyListedEvent;
}

/**
 * The active searches a listing fits, as SQL (the bench EXPLAINs this very statement). Two index reads give the
 * candidates: searches with a place word, by that word among the pieces of the listing's words and by their key;
 * searches without one, by their key. Both only with a price ceiling at or above the listing's price. Every other
 * criterion is checked on those rows only; a location holds when each of its terms is found in the listing's text or
 * names its state, as the catalogue's search reads it.
 */
export function matchingSearchesQuery(listing: PropertyListedEvent): { sql: string; parameters: unknown[] } {
  const rest = `s.min_price <= $2 AND s.min_bedrooms <= $3 AND s.min_bathrooms <= $4 AND s.min_parking_spaces <= $5
             AND (s.min_area = 0 OR s.min_area <= $6) AND (s.max_area IS NULL OR s.max_area >= $6)
             AND (NOT s.needs_garden OR $7)
             AND (s.location_terms IS NULL OR NOT EXISTS (
                   SELECT 1 FROM jsonb_array_elements(s.location_terms) AS term
                    WHERE NOT ($8 LIKE term ->> 'pattern' ESCAPE '\\' OR term -> 'states' @> to_jsonb($9::text))))`;
  return {
    sql: `SELECT s.id FROM saved_searches s
           WHERE s.status = 'activa' AND s.place_key = ANY($10::text[]) AND s.match_key = ANY($1::text[]) AND s.max_price >= $2 AND ${rest}
          UNION ALL
          SELECT s.id FROM saved_searches s
           WHERE s.status = 'activa' AND s.place_key IS NULL AND s.match_key = ANY($1::text[]) AND s.max_price >= $2 AND ${rest}`,
    parameters: [
      candidateMatchKeys(listing),
      listing.price,
      listing.bedrooms,
      listing.bathrooms,
      listing.parkingSpaces,
      listing.area,
      listing.hasGarden,
      listing.searchText,
      listing.state,
      candidatePlaceKeys(listing.searchText),
    ],
  };
}

/** Every query of saved searches and their alerts. */
@Injectable()
export class SavedSearchesRepository {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(SavedSearch) private readonly searches: Repository<SavedSearch>,
  ) {}

  countByEmail(manager: EntityManager, email: string): Promise<number> {
    return manager.getRepository(SavedSearch).countBy({ email });
  }

  /** Serialises saves of one address (its limit of searches) in the transaction. */
  async lockEmail(manager: EntityManager, email: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('saved-search:' || $1, 0))`, [email]);
  }

  create(manager: EntityManager, values: Partial<SavedSearch>): Promise<SavedSearch> {
    const repository = manager.getRepository(SavedSearch);
    return repository.save(repository.create(values));
  }

  find(manager: EntityManager, id: string, forUpdate = false): Promise<SavedSearch | null> {
    return manager.getRepository(SavedSearch).findOne({ where: { id }, ...(forUpdate && { lock: { mode: 'pessimistic_write' as const } }) });
  }

  save(manager: EntityManager, search: SavedSearch): Promise<SavedSearch> {
    return manager.getRepository(SavedSearch).save(search);
  }

  /** A merged client's saved searches follow them to the client they joined. */
  async moveToLead(manager: EntityManager, fromLeadId: string, toLeadId: string): Promise<void> {
    await manager.query(`UPDATE saved_searches SET lead_id = $1 WHERE lead_id = $2`, [toLeadId, fromLeadId]);
  }

  async remove(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(SavedSearch).delete({ id });
  }

  /** An address's searches, newest first, with how many listings each was sent. */
  async listByEmail(email: string): Promise<Array<SavedSearch & AlertFigures>> {
    return this.withAlertCounts(await this.searches.find({ where: { email }, order: { createdAt: 'DESC', id: 'ASC' } }));
  }

  /** A client's searches: those confirmed onto it, and any with its current e-mail. */
  async listForClient(manager: EntityManager, leadId: string, email: string | null): Promise<Array<SavedSearch & AlertFigures>> {
    const rows = await manager
      .getRepository(SavedSearch)
      .createQueryBuilder('s')
      .where('s.lead_id = :leadId', { leadId })
      .orWhere(email ? 's.email = :email' : 'false', { email })
      .orderBy('s.created_at', 'DESC')
      .addOrderBy('s.id')
      .getMany();
    return this.withAlertCounts(rows);
  }

  /** How many listings each search was sent and when the last went (read, not kept: a digest writes no search). */
  private async withAlertCounts(searches: SavedSearch[]): Promise<Array<SavedSearch & AlertFigures>> {
    if (searches.length === 0) return [];
    const counts: Array<{ search_id: string; sent: number; last: Date }> = await this.dataSource.query(
      `SELECT search_id, count(*)::int AS sent, max(queued_at) AS last FROM saved_search_alerts
        WHERE search_id = ANY($1::uuid[]) AND queued_at IS NOT NULL GROUP BY search_id`,
      [searches.map((search) => search.id)],
    );
    const sent = new Map(counts.map((row) => [row.search_id, row]));
    return searches.map((search) => Object.assign(search, { alertsSent: sent.get(search.id)?.sent ?? 0, lastAlertAt: sent.get(search.id)?.last ?? null }));
  }

  /** The listings most recently sent for these searches (the CRM's view), at most `perSearch` each. */
  recentAlerts(manager: EntityManager, searchIds: string[], perSearch: number): Promise<Array<{ search_id: string; reason: AlertReason; listing: PropertyListedEvent; queued_at: Date | null }>> {
    return manager.query(
      `SELECT search_id, reason, listing, queued_at FROM (
         SELECT a.*, row_number() OVER (PARTITION BY search_id ORDER BY matched_at DESC) AS position
           FROM saved_search_alerts a WHERE search_id = ANY($1::uuid[]) AND queued_at IS NOT NULL) ranked
        WHERE position <= $2 ORDER BY matched_at DESC`,
      [searchIds, perSearch],
    );
  }

  /**
   * Records the listing for every active search it fits and has never been recorded for (the primary key keeps a
   * listing from any search's alerts a second time, a redelivered or repeated event included); returns those searches.
   * An instant search's row is marked queued here: its e-mail is queued in the same transaction.
   */
  async recordMatches(manager: EntityManager, listing: PropertyListedEvent, reason: AlertReason): Promise<NewAlert[]> {
    const matching = matchingSearchesQuery(listing);
    const offset = matching.parameters.length;
    const rows: Array<{ search_id: string; email: string; name: string; frequency: SavedSearch['frequency']; lead_id: string | null }> = await manager.query(
      `WITH matched AS (${matching.sql}),
            recorded AS (
              INSERT INTO saved_search_alerts (search_id, property_id, reason, listing, queued_at)
              SELECT s.id, $${offset + 1}, $${offset + 2}, $${offset + 3}::jsonb, CASE WHEN s.frequency = 'al_momento' THEN now() END
                FROM saved_searches s JOIN matched m ON m.id = s.id
              ON CONFLICT (search_id, property_id) DO NOTHING
              RETURNING search_id)
       SELECT s.id AS search_id, s.email, s.name, s.frequency, s.lead_id
         FROM recorded r JOIN saved_searches s ON s.id = r.search_id`,
      [...matching.parameters, listing.propertyId, reason, JSON.stringify(listing)],
    );
    return rows.map((row) => ({ searchId: row.search_id, email: row.email, name: row.name, frequency: row.frequency, leadId: row.lead_id }));
  }

  /**
   * Takes the digest's lock for this transaction, or says another replica holds it: replicas take turns batch by
   * batch, and rows a batch marks are committed before the next batch can look.
   */
  async tryDigestLock(manager: EntityManager): Promise<boolean> {
    const [{ locked }] = await manager.query(`SELECT pg_try_advisory_xact_lock(hashtextextended('saved-search-digest', 0)) AS locked`);
    // A batch's messages and its alerts' marks commit together: losing the last batches in a crash loses both, and
    // the next pass queues them again. So the batch need not wait for its commit to reach the disk.
    if (locked) await manager.query(`SET LOCAL synchronous_commit TO OFF`);
    return locked as boolean;
  }

  /**
   * The addresses of the next `limit` alerts matched before `cutoff` still to send, after `after`, and every such
   * alert of theirs (the digest's advisory lock keeps other replicas out meanwhile), with where this batch stopped.
   */
  async pendingDigestBatch(manager: EntityManager, cutoff: Date, limit: number, after: DigestCursor | null): Promise<{ rows: PendingAlertRow[]; cursor: DigestCursor | null }> {
    const heads: Array<{ matched_at: Date; search_id: string; property_id: string; email: string }> = await manager.query(
      `SELECT a.matched_at, a.search_id, a.property_id, s.email
         FROM saved_search_alerts a JOIN saved_searches s ON s.id = a.search_id
        WHERE a.queued_at IS NULL AND a.matched_at < $1
          AND ($3::timestamptz IS NULL OR (a.matched_at, a.search_id, a.property_id) > ($3, $4::uuid, $5::uuid))
        ORDER BY a.matched_at, a.search_id, a.property_id LIMIT $2`,
      [cutoff, limit, after?.matchedAt ?? null, after?.searchId ?? null, after?.propertyId ?? null],
    );
    const last = heads.at(-1);
    if (!last) return { rows: [], cursor: null };
    const rows: PendingAlertRow[] = await manager.query(
      `SELECT s.email, s.id AS search_id, s.name, s.lead_id, s.status, a.property_id, a.reason, a.listing
         FROM saved_searches s JOIN saved_search_alerts a ON a.search_id = s.id
        WHERE s.email = ANY($2::text[]) AND a.queued_at IS NULL AND a.matched_at < $1
        ORDER BY s.email, s.created_at, s.id, a.matched_at`,
      [cutoff, [...new Set(heads.map((head) => head.email))]],
    );
    return { rows, cursor: { matchedAt: last.matched_at, searchId: last.search_id, propertyId: last.property_id } };
  }

  /** Marks alerts as dealt with: queued in a digest, or dropped (their search was paused or cancelled meanwhile). */
  async markQueued(manager: EntityManager, alerts: ReadonlyArray<{ searchId: string; propertyId: string }>): Promise<void> {
    if (alerts.length === 0) return;
    await manager.query(
      `UPDATE saved_search_alerts a SET queued_at = now()
         FROM unnest($1::uuid[], $2::uuid[]) AS done(search_id, property_id)
        WHERE a.search_id = done.search_id AND a.property_id = done.property_id`,
      [alerts.map((alert) => alert.searchId), alerts.map((alert) => alert.propertyId)],
    );
  }

  /**
   * A listing's first photo, stored after it was announced, fills the alerts recorded without one (by the partial
   * index of those); the rest of each alert stays as the listing was when it matched. Returns them with their search.
   */
  async fillMissingPhoto(manager: EntityManager, propertyId: string, mainImageUrl: string): Promise<PhotoFilledAlert[]> {
    const [rows]: [Array<{ search_id: string; email: string; name: string; frequency: SavedSearch['frequency']; reason: AlertReason; listing: PropertyListedEvent }>, number] =
      await manager.query(
        `UPDATE saved_search_alerts a SET listing = jsonb_set(a.listing, '{mainImageUrl}', to_jsonb($2::text))
           FROM saved_searches s
          WHERE s.id = a.search_id AND a.property_id = $1 AND a.listing ->> 'mainImageUrl' IS NULL
         RETURNING a.search_id, s.email, s.name, s.frequency, a.reason, a.listing`,
        [propertyId, mainImageUrl],
      );
    return rows.map((row) => ({ searchId: row.search_id, email: row.email, name: row.name, frequency: row.frequency, reason: row.reason, listing: row.listing }));
  }
}
