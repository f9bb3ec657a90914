import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import {
  MAX_SAVED_SEARCHES_PER_EMAIL,
  PRIVACY_NOTICE_VERSION,
  priceSliderFor,
  savedSearchFrequencyLabels,
  savedSearchMessages,
  savedSearchName,
  type ClientSavedSearches,
  type Identity,
  type SavedSearchConfirmation,
  type SavedSearchCreate,
  type SavedSearchList,
  type SavedSearchReceipt,
  type SavedSearchUnsubscribeReceipt,
  type SavedSearchUpdate,
  type SavedSearchView,
} from '@prestigio/contracts';
import { MailQueue, type ClientInfo } from '@prestigio/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { botSignal } from '../intake/bot-trap.js';
import { consentOf } from '../intake/consent.js';
import { LeadsRepository } from '../leads/leads.repository.js';
import { LeadsService } from '../leads/leads.service.js';
import { SavedSearchLinks } from './saved-search-links.js';
import { savedSearchMatchColumns } from './saved-search-match.js';
import { SavedSearchMails } from './saved-search-mails.js';
import type { SavedSearch } from './saved-search.entity.js';
import { SavedSearchesRepository } from './saved-searches.repository.js';

/** Listings of each search shown on the client's page. */
const RECENT_ALERTS_SHOWN = 20;
const CLIENT_NOT_FOUND = 'Cliente no encontrado';

function viewOf(search: SavedSearch & { alertsSent?: number; lastAlertAt?: Date | null }): SavedSearchView {
  return {
    id: search.id,
    name: search.name,
    criteria: search.criteria,
    frequency: search.frequency,
    status: search.status,
    createdAt: search.createdAt.toISOString(),
    confirmedAt: search.confirmedAt?.toISOString() ?? null,
    lastAlertAt: search.lastAlertAt?.toISOString() ?? null,
    alertsSent: search.alertsSent ?? 0,
  };
}

/**
 * Saved searches as their owners handle them, with no account: saving (double opt-in), confirming, and the signed
 * links of the e-mails (manage, unsubscribe); and as the agent sees them on the client.
 */
@Injectable()
export class SavedSearchesService {
  private readonly logger = new Logger(SavedSearchesService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly searches: SavedSearchesRepository,
    private readonly links: SavedSearchLinks,
    private readonly mails: SavedSearchMails,
    private readonly mailQueue: MailQueue,
    private readonly leads: LeadsService,
    private readonly leadRecords: LeadsRepository,
  ) {}

  /**
   * Stores the search as "pendiente" with the consent given, and mails the confirmation link to the address typed.
   * The answer is the same for any address (a client's, one with the same search saved, a bot's filled honeypot), so
   * it never tells whether an address is known. Nothing reaches the CRM before the link is opened.
   */
  async save(input: SavedSearchCreate, client: ClientInfo): Promise<SavedSearchReceipt> {
    const receipt: SavedSearchReceipt = { status: 'pendiente_confirmacion', message: savedSearchMessages.confirmationSent };
    if (botSignal(input)) {
      this.logger.warn(`Discarded a saved search from ${client.ipAddress ?? 'an unknown address'} as automated: honeypot filled`);
      return receipt;
    }
    await this.dataSource.transaction(async (manager) => {
      await this.searches.lockEmail(manager, input.email);
      if ((await this.searches.countByEmail(manager, input.email)) >= MAX_SAVED_SEARCHES_PER_EMAIL) {
        throw new ConflictException(savedSearchMessages.tooMany);
      }
      const now = new Date();
      const search = await this.searches.create(manager, {
        email: input.email,
        name: savedSearchName(input.criteria),
        criteria: input.criteria,
        frequency: input.frequency,
        status: 'pendiente',
        ...savedSearchMatchColumns(input.criteria),
        consent: consentOf(client, PRIVACY_NOTICE_VERSION, now),
        statusChangedAt: now,
      });
      await this.mailQueue.enqueue(manager, this.mails.confirmation(search));
    });
    return receipt;
  }

  /**
   * The confirmation link was opened: the search becomes active and is recorded as an inquiry on the client with
   * that e-mail (the intake's rules). Opening it again answers the same and records nothing more.
   */
  async confirm(token: string, client: ClientInfo): Promise<SavedSearchConfirmation> {
    const claims = this.links.verify(token, 'confirmar');
    const search = await this.dataSource.transaction(async (manager) => {
      const found = await this.searches.find(manager, claims.searchId ?? '', true);
      if (!found || found.email !== claims.email) throw new NotFoundException(savedSearchMessages.notFound);
      if (found.confirmedAt !== null) return found;
      const now = new Date();
      const recorded = await this.leads.receiveSavedSearch(manager, found.email, this.criteriaForClient(found), this.inquiryMessageOf(found), client);
      Object.assign(found, { status: 'activa', confirmedAt: now, statusChangedAt: now, leadId: recorded.leadId });
      return this.searches.save(manager, found);
    });
    const [withCount] = await this.searches.listByEmail(search.email).then((all) => all.filter((one) => one.id === search.id));
    return {
      status: 'activa',
      message: savedSearchMessages.confirmed,
      search: viewOf(withCount ?? search),
      manageToken: this.links.sign({ purpose: 'gestion', email: search.email }),
    };
  }

  async list(token: string): Promise<SavedSearchList> {
    const { email } = this.links.verify(token, 'gestion');
    return { email, searches: (await this.searches.listByEmail(email)).map(viewOf) };
  }

  async update(token: string, id: string, changes: SavedSearchUpdate): Promise<SavedSearchView> {
    const { email } = this.links.verify(token, 'gestion');
    await this.dataSource.transaction(async (manager) => {
      const search = await this.ownSearch(manager, email, id);
      if (changes.status && changes.status !== search.status) {
        if (search.confirmedAt === null) throw new ConflictException(savedSearchMessages.notConfirmed);
        Object.assign(search, { status: changes.status, statusChangedAt: new Date() });
      }
      if (changes.frequency) search.frequency = changes.frequency;
      await this.searches.save(manager, search);
    });
    const updated = (await this.searches.listByEmail(email)).find((search) => search.id === id)!;
    return viewOf(updated);
  }

  async remove(token: string, id: string): Promise<void> {
    const { email } = this.links.verify(token, 'gestion');
    await this.dataSource.transaction(async (manager) => {
      await this.ownSearch(manager, email, id);
      await this.searches.remove(manager, id);
    });
  }

  /**
   * One-click unsubscribe (RFC 8058) and the page's button: the link's search, or every search of the address (the
   * digest's link), is cancelled. Idempotent: a search already cancelled or deleted answers the same.
   */
  async unsubscribe(token: string): Promise<SavedSearchUnsubscribeReceipt> {
    const { email, searchId } = this.links.verify(token, 'baja');
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE saved_searches SET status = 'cancelada', status_changed_at = now()
          WHERE email = $1 AND ($2::uuid IS NULL OR id = $2::uuid) AND status <> 'cancelada'`,
        [email, searchId ?? null],
      );
    });
    return { status: 'cancelada', message: searchId ? savedSearchMessages.unsubscribed : savedSearchMessages.unsubscribedAll };
  }

  /** The client's saved searches and the listings they were sent, for an agent who may see the client. */
  async forClient(caller: Identity, leadId: string): Promise<ClientSavedSearches> {
    return this.dataSource.transaction(async (manager) => {
      const lead = await this.leadRecords.findVisible(manager, caller, leadId);
      if (!lead) throw new NotFoundException(CLIENT_NOT_FOUND);
      const searches = await this.searches.listForClient(manager, leadId, lead.email);
      const alerts = await this.searches.recentAlerts(manager, searches.map((search) => search.id), RECENT_ALERTS_SHOWN);
      return {
        searches: searches.map((search) => ({
          ...viewOf(search),
          recentAlerts: alerts
            .filter((alert) => alert.search_id === search.id)
            .map((alert) => ({
              propertyId: alert.listing.propertyId,
              title: alert.listing.title,
              price: alert.listing.price,
              operationType: alert.listing.operationType,
              propertyType: alert.listing.propertyType,
              reason: alert.reason,
              sentAt: alert.queued_at?.toISOString() ?? null,
            })),
        })),
      };
    });
  }

  /** A search of this address; another address's is answered as missing (the same 404 as a deleted one). */
  private async ownSearch(manager: EntityManager, email: string, id: string): Promise<SavedSearch> {
    const search = await this.searches.find(manager, id, true);
    if (!search || search.email !== email) throw new NotFoundException(savedSearchMessages.notFound);
    return search;
  }

  /** The criteria as the client's "what it looks for": a maximum at the slider's top means "or more", no budget. */
  private criteriaForClient(search: SavedSearch): SavedSearch['criteria'] {
    const { maxPrice, ...rest } = search.criteria;
    return maxPrice === undefined || maxPrice === priceSliderFor(search.criteria.operationType).max ? rest : { ...rest, maxPrice };
  }

  private inquiryMessageOf(search: SavedSearch): string {
    return `Guardó la búsqueda «${search.name}» con avisos por correo (${savedSearchFrequencyLabels[search.frequency].toLowerCase()}) y la confirmó desde su correo.`;
  }
}
