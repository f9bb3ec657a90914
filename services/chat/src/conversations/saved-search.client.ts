import { Injectable, Logger } from '@nestjs/common';
import { RpcSubjects, savedSearchReceiptSchema, type SavedSearchSaveRequest } from '@prestigio/contracts';
import { NatsService, RpcError } from '@prestigio/nest-common';
import type { AlertSaveOutcome } from '../assistant/alert-flow.js';

/** A save waits this long for leads (a transaction and the queued e-mail); the visitor sees the typing meanwhile. */
const SAVE_TIMEOUT_MS = 4_000;

/** Saves a visitor's alert as a saved search through leads (`leads.saved-search.save`), as the site's form does. */
@Injectable()
export class SavedSearchClient {
  private readonly logger = new Logger(SavedSearchClient.name);

  constructor(private readonly nats: NatsService) {}

  /**
   * Saved (pending, its confirmation e-mail queued), refused with leads' own reason (409: the address keeps 20
   * searches already), or failed: no answer, or one this side cannot explain to the visitor. Never a guess.
   */
  async save(request: SavedSearchSaveRequest): Promise<AlertSaveOutcome> {
    try {
      await this.nats.request(RpcSubjects.saveSearch, request, savedSearchReceiptSchema, SAVE_TIMEOUT_MS);
      return { kind: 'saved' };
    } catch (error) {
      if (error instanceof RpcError && error.getStatus() === 409) return { kind: 'refused', message: error.message };
      this.logger.warn(`Saving an alert failed: ${(error as Error).message}`);
      return { kind: 'failed' };
    }
  }
}
