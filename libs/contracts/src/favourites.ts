import { z } from 'zod';
import { propertySummarySchema } from './property.js';

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
export const favouritePropertiesReplySchema = z.object({ properties: z.array(propertySummarySchema) });
export type FavouritePropertiesReply = z.infer<typeof favouritePropertiesReplySchema>;
