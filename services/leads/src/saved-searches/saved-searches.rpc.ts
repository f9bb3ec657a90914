import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { RpcSubjects, savedSearchSaveRequestSchema } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import { SavedSearchesService } from './saved-searches.service.js';

/**
 * Answers `leads.saved-search.save`: the chat assistant's "avísame si aparece algo así" is the site's "Guardar
 * búsqueda" (SavedSearchesService.save: pending until the e-mail's link is opened, the consent stored, the name made
 * from the criteria), with the consent's address and browser as the chat's socket saw them.
 */
@Injectable()
export class SavedSearchesRpc implements OnApplicationBootstrap {
  constructor(
    private readonly nats: NatsService,
    private readonly savedSearches: SavedSearchesService,
  ) {}

  onApplicationBootstrap(): void {
    this.nats.serve(RpcSubjects.saveSearch, savedSearchSaveRequestSchema, ({ client, ...input }) => this.savedSearches.save(input, client));
  }
}
