import type { ServiceDatabaseOptions } from '@prestigio/nest-common';
import { Property } from '../properties/property.entity.js';
import { PropertyPhoto } from '../properties/property-photo.entity.js';
import { Init1795327978000 } from './migrations/1795327978000-init.js';
import { Catalogue1795410000000 } from './migrations/1795410000000-catalogue.js';
import { SearchFiltersIndex1795420000000 } from './migrations/1795420000000-search-filters-index.js';
import { ListingReference1795430000000 } from './migrations/1795430000000-listing-reference.js';
import { AgentCardTime1795450000000 } from './migrations/1795450000000-agent-card-time.js';
import { LiveListingCounts1797630000000 } from './migrations/1797630000000-live-listing-counts.js';
import { PlaceWordCounts1797650000000 } from './migrations/1797650000000-place-word-counts.js';
import { LiveFeatureCounts1797651000000 } from './migrations/1797651000000-live-feature-counts.js';
import { PlaceWordsSeen1797652000000 } from './migrations/1797652000000-place-words-seen.js';

/** Schema `properties`, shared by the app (DatabaseModule) and the standalone migrate entry point. */
export const databaseOptions: ServiceDatabaseOptions = {
  schema: 'properties',
  entities: [Property, PropertyPhoto],
  migrations: [
    Init1795327978000,
    Catalogue1795410000000,
    SearchFiltersIndex1795420000000,
    ListingReference1795430000000,
    AgentCardTime1795450000000,
    LiveListingCounts1797630000000,
    PlaceWordCounts1797650000000,
    LiveFeatureCounts1797651000000,
    PlaceWordsSeen1797652000000,
  ],
};
