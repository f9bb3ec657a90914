import { z } from 'zod';
import type { PropertySummary } from './property.js';

/**
 * Favourites ("Mis favoritos"): listings a visitor keeps on their own device, with no account. The site reads their
 * current state in one call, and a contact request may carry them so the agent knows what the visitor liked.
 */
export const FAVOURITES_LIMIT = 50;

/** The listings' ids as a contact request carries them: optional, at most FAVOURITES_LIMIT, each once. */
export const favouritePropertyIdsSchema = z
  .array(z.uuid({ error: 'Favorito no válido' }), { error: 'Favoritos no válidos' })
  .max(FAVOURITES_LIMIT, `Hasta ${FAVOURITES_LIMIT} favoritos por consulta`)
  .transform((ids) => [...new Set(ids)]);

/** POST /api/properties/favourites: the listings still published among those asked, in the order asked. */
export const favouritePropertiesRequestSchema = z.object({ ids: favouritePropertyIdsSchema });
export type FavouritePropertiesRequest = z.infer<typeof favouritePropertiesRequestSchema>;
// A type, not a schema: nothing parses the reply, and a schema would make the contact form (which carries the ids
// above) build every listing schema as it loads.
export type FavouritePropertiesReply = { properties: PropertySummary[] };
