import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventSubjects, propertyListedEventSchema, propertyMainPhotoSetEventSchema } from '@prestigio/contracts';
import { IdempotentEventConsumer } from '@prestigio/nest-common';
import { SavedSearchAlerts } from '../saved-search-alerts.service.js';

/**
 * A listing published, or cheaper, is matched against the saved searches in the consumer's transaction (recorded
 * once per event; the alerts' primary key keeps a listing from a search twice whatever arrives). A listing's first
 * photo, stored after its announcement, fills the alerts that lack it.
 */
@Injectable()
export class PropertyListedConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly events: IdempotentEventConsumer,
    private readonly alerts: SavedSearchAlerts,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // The durable names are the consumers' identity in JetStream and in processed_events: never rename them.
    await this.events.consume(EventSubjects.propertyPublished, 'leads-saved-search-published', propertyListedEventSchema, (data, { manager }) =>
      this.alerts.onListing(manager, data, 'publicada'),
    );
    await this.events.consume(EventSubjects.propertyPriceLowered, 'leads-saved-search-price-lowered', propertyListedEventSchema, (data, { manager }) =>
      this.alerts.onListing(manager, data, 'bajo_de_precio'),
    );
    await this.events.consume(EventSubjects.propertyMainPhotoSet, 'leads-saved-search-main-photo', propertyMainPhotoSetEventSchema, (data, { manager }) =>
      this.alerts.onMainPhotoSet(manager, data),
    );
  }
}
