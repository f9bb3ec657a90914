import { z } from 'zod';
import { operationTypes, propertyTypeLabels, propertyTypes, type OperationType } from './labels.js';
import { exactText } from './fields.js';
import { leadSchema } from './contact-form.js';
import { formatMXN } from './money.js';
import { searchCriteriaSchema, type SearchCriteria } from './search.js';
import { AREA_SLIDER, priceSliderFor } from './search-options.js';

/**
 * Saved searches with e-mail alerts (issue 27). A visitor saves the search's criteria with an e-mail; a link in a
 * confirmation e-mail activates it (double opt-in); a listing published, or one lowering its price, that fits an active
 * search is e-mailed at once or in the daily digest, never twice for one search. Everything a person does afterwards
 * goes through signed links (no account): see /work/wt/ALERTS-API.md and services/leads/README.md.
 */

export const savedSearchFrequencies = ['al_momento', 'una_vez_al_dia'] as const;
export type SavedSearchFrequency = (typeof savedSearchFrequencies)[number];
export const savedSearchFrequencyLabels: Record<SavedSearchFrequency, string> = {
  al_momento: 'Al momento',
  una_vez_al_dia: 'Una vez al día',
};

/**
 * pendiente: saved, its confirmation link not opened yet (never alerts). activa: alerts go out. pausada: the owner paused
 * it on the manage page. cancelada: the owner unsubscribed from an e-mail (one click). Paused and cancelled searches
 * can be activated again from the manage page.
 */
export const savedSearchStatuses = ['pendiente', 'activa', 'pausada', 'cancelada'] as const;
export type SavedSearchStatus = (typeof savedSearchStatuses)[number];
export const savedSearchStatusLabels: Record<SavedSearchStatus, string> = {
  pendiente: 'Por confirmar',
  activa: 'Activa',
  pausada: 'En pausa',
  cancelada: 'Cancelada',
};

/** The criteria a search is saved with: the search's own (searchCriteriaSchema), without paging and order. */
export const savedSearchCriteriaSchema = searchCriteriaSchema.omit({ page: true, pageSize: true, sort: true });
export type SavedSearchCriteria = z.infer<typeof savedSearchCriteriaSchema>;

/** How many searches one address may keep (any status): more is a script, not a buyer. */
export const MAX_SAVED_SEARCHES_PER_EMAIL = 20;

/** The body of POST /api/saved-searches ("Guardar búsqueda"). The name is made from the criteria (savedSearchName). */
export const savedSearchCreateSchema = z.object({
  criteria: savedSearchCriteriaSchema,
  email: leadSchema.shape.email,
  frequency: z.enum(savedSearchFrequencies, { error: 'Elija con qué frecuencia quiere recibir los avisos' }),
  privacy: leadSchema.shape.privacy,
  /** Honeypot, as on the contact form: a filled one is answered like a success and nothing is stored. */
  website: leadSchema.shape.website,
});
export type SavedSearchCreate = z.infer<typeof savedSearchCreateSchema>;

/**
 * `leads.saved-search.save` over NATS: the chat assistant's save ("avísame si aparece algo así"), the site's body with
 * where the consent was given (the visitor's address and browser as the chat's socket saw them) instead of a
 * honeypot. Answered as POST /api/saved-searches is (savedSearchReceiptSchema; 409 at MAX_SAVED_SEARCHES_PER_EMAIL;
 * 400 for bad input), by the same rules.
 */
export const savedSearchSaveRequestSchema = savedSearchCreateSchema.omit({ website: true }).extend({
  client: z.object({ ipAddress: z.string().max(100).nullable(), userAgent: z.string().max(300).nullable() }),
});
export type SavedSearchSaveRequest = z.infer<typeof savedSearchSaveRequestSchema>;

const operationWords: Record<OperationType, string> = {
  comprar: '',
  rentar: ' en renta',
  desarrollo: ' en desarrollo',
  remate: ' en remate bancario',
};

/** A price bound that filters: exactly the slider's top means "or more" (searchCriteriaSchema), so it is no bound. */
function priceBounds(criteria: SearchCriteria): { min?: number; max?: number } {
  const slider = priceSliderFor(criteria.operationType);
  return {
    ...(criteria.minPrice ? { min: criteria.minPrice } : {}),
    ...(criteria.maxPrice !== undefined && criteria.maxPrice !== slider.max ? { max: criteria.maxPrice } : {}),
  };
}

/** The longest name a search gets; longer ones are cut at a word with "…". */
export const SAVED_SEARCH_NAME_MAX = 120;

/**
 * The name a saved search is shown and mailed with, made from its criteria: "Casa en Polanco hasta $15,000,000",
 * "Departamento en renta en Condesa, Ciudad de México de $30,000 a $60,000 al mes, 2+ recámaras". The web shows the
 * same name before saving.
 */
export function savedSearchName(criteria: SavedSearchCriteria): string {
  const what = criteria.propertyType ? propertyTypeLabels[criteria.propertyType] : 'Propiedades';
  const operation = criteria.operationType ? operationWords[criteria.operationType] : '';
  const places = [criteria.location, criteria.state].filter((place): place is string => Boolean(place));
  const place = places.length > 0 ? ` en ${places.join(', ')}` : '';
  const { min, max } = priceBounds(criteria);
  const perMonth = criteria.operationType === 'rentar' ? ' al mes' : '';
  const price =
    min !== undefined && max !== undefined
      ? ` de ${formatMXN(min)} a ${formatMXN(max)}${perMonth}`
      : max !== undefined
        ? ` hasta ${formatMXN(max)}${perMonth}`
        : min !== undefined
          ? ` desde ${formatMXN(min)}${perMonth}`
          : '';
  const extras = [
    criteria.bedrooms ? `${criteria.bedrooms}+ recámaras` : '',
    criteria.bathrooms ? `${criteria.bathrooms}+ baños` : '',
    criteria.parkingSpaces ? `${criteria.parkingSpaces}+ estacionamientos` : '',
    criteria.minArea ? `desde ${criteria.minArea.toLocaleString('es-MX')} m²` : '',
    criteria.maxArea !== undefined && criteria.maxArea !== AREA_SLIDER.max ? `hasta ${criteria.maxArea.toLocaleString('es-MX')} m²` : '',
    criteria.hasGarden ? 'con jardín' : '',
  ].filter(Boolean);
  const name = `${what}${operation}${place}${price}${extras.length > 0 ? `, ${extras.join(', ')}` : ''}`;
  if (name.length <= SAVED_SEARCH_NAME_MAX) return name;
  const cut = name.slice(0, SAVED_SEARCH_NAME_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[,\s]+$/, '')}…`;
}

export const savedSearchMessages = {
  /** The answer to a save, the same whatever the address (new, known, already saved, a bot's). */
  confirmationSent: 'Le enviamos un correo para confirmar. Abra el enlace que contiene para activar los avisos de esta búsqueda.',
  confirmed: 'Su búsqueda quedó activa. Le avisaremos por correo cuando aparezca una propiedad que coincida.',
  unsubscribed: 'Ya no recibirá avisos de esta búsqueda.',
  unsubscribedAll: 'Ya no recibirá avisos de sus búsquedas guardadas.',
  /** A token that does not verify: altered, cut, or made up (403). */
  invalidLink: 'El enlace no es válido o fue modificado. Use el enlace del correo más reciente que le enviamos.',
  /** A token for another purpose (a confirmation link used to manage, ...) (403). */
  wrongLink: 'Este enlace no sirve para esta acción. Use el enlace del correo más reciente que le enviamos.',
  /** The search is gone (deleted) or is not this address's (404: the same for both). */
  notFound: 'Búsqueda guardada no encontrada',
  /** The address keeps MAX_SAVED_SEARCHES_PER_EMAIL already (409). */
  tooMany: `Ya tiene ${MAX_SAVED_SEARCHES_PER_EMAIL} búsquedas guardadas. Elimine alguna desde el enlace de sus correos para guardar otra.`,
  /** Activating a search whose confirmation link was never opened, from the manage page (409). */
  notConfirmed: 'Confirme primero la búsqueda con el enlace del correo de confirmación.',
} as const;

/** The answer to POST /api/saved-searches (202). */
export const savedSearchReceiptSchema = z.object({
  status: z.literal('pendiente_confirmacion'),
  message: z.string(),
});
export type SavedSearchReceipt = z.infer<typeof savedSearchReceiptSchema>;

/** A signed link's token, as the pages read it from their address and send it back. */
export const savedSearchTokenSchema = exactText('El enlace').min(1, savedSearchMessages.invalidLink).max(1_000, savedSearchMessages.invalidLink);
export const savedSearchTokenBodySchema = z.object({ token: savedSearchTokenSchema });
export const savedSearchTokenQuerySchema = z.object({ token: savedSearchTokenSchema });

/** A saved search as its owner sees it on the manage page. */
export const savedSearchViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  criteria: savedSearchCriteriaSchema,
  frequency: z.enum(savedSearchFrequencies),
  status: z.enum(savedSearchStatuses),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** When the last alert for it was queued; null before the first. */
  lastAlertAt: z.string().nullable(),
  /** How many listings it has been sent (each listing once). */
  alertsSent: z.number().int(),
});
export type SavedSearchView = z.infer<typeof savedSearchViewSchema>;

/** The answer to POST /api/saved-searches/confirm: the search, now active, and a token for its address's manage page. */
export const savedSearchConfirmationSchema = z.object({
  status: z.literal('activa'),
  message: z.string(),
  search: savedSearchViewSchema,
  manageToken: z.string(),
});
export type SavedSearchConfirmation = z.infer<typeof savedSearchConfirmationSchema>;

/** The answer to GET /api/saved-searches/manage?token=: the address's searches, newest first. */
export const savedSearchListSchema = z.object({
  email: z.string(),
  searches: z.array(savedSearchViewSchema),
});
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

/** The body of PATCH /api/saved-searches/manage/:id?token=: only what is sent changes. */
export const savedSearchUpdateSchema = z
  .object({
    frequency: z.enum(savedSearchFrequencies, { error: 'Frecuencia no válida' }).optional(),
    status: z.enum(['activa', 'pausada'], { error: 'Solo puede activar o pausar la búsqueda' }).optional(),
  })
  .refine((update) => update.frequency !== undefined || update.status !== undefined, { message: 'Indique qué quiere cambiar', path: ['_'] });
export type SavedSearchUpdate = z.infer<typeof savedSearchUpdateSchema>;

/** The answer to POST /api/saved-searches/unsubscribe?token= (RFC 8058 one-click, and the page's button). */
export const savedSearchUnsubscribeReceiptSchema = z.object({
  status: z.literal('cancelada'),
  message: z.string(),
});
export type SavedSearchUnsubscribeReceipt = z.infer<typeof savedSearchUnsubscribeReceiptSchema>;

/** A saved search as the agent sees it on the client's page (GET /api/leads/:id/saved-searches). */
export const clientSavedSearchSchema = savedSearchViewSchema.extend({
  /** The listings sent for it, newest first (at most 20). */
  recentAlerts: z.array(
    z.object({
      propertyId: z.string(),
      title: z.string(),
      price: z.number(),
      operationType: z.enum(operationTypes),
      propertyType: z.enum(propertyTypes),
      /** Why it was sent: newly published, or its price went down. */
      reason: z.enum(['publicada', 'bajo_de_precio']),
      sentAt: z.string().nullable(),
    }),
  ),
});
export type ClientSavedSearch = z.infer<typeof clientSavedSearchSchema>;
export const clientSavedSearchesSchema = z.object({ searches: z.array(clientSavedSearchSchema) });
export type ClientSavedSearches = z.infer<typeof clientSavedSearchesSchema>;

/** The public pages the e-mails link to (the web app's routes; SITE_ROUTES lists them too). */
export const SAVED_SEARCH_ROUTES = {
  /** The confirmation landing: reads ?token= and POSTs it to /api/saved-searches/confirm. */
  confirm: '/busquedas-guardadas/confirmar',
  /** The address's saved searches: pause, frequency, delete (?token= a manage token). */
  manage: '/busquedas-guardadas',
  /** Unsubscribe page for a person who opens the header's link in a browser: a button that POSTs the token. */
  unsubscribe: '/busquedas-guardadas/baja',
} as const;

/** `${path}?token=...` with the token encoded. */
export function savedSearchLink(path: string, token: string): string {
  return `${path}?token=${encodeURIComponent(token)}`;
}

// ── Events ───────────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A listing became visible on the site (`properties.property.published`) or, visible, lowered its price
 * (`properties.property.price-lowered`, with `previousPrice`). Everything a saved search is matched on, and what an
 * alert shows, so the consumer never asks the catalogue back.
 */
export const propertyListedEventSchema = z.object({
  propertyId: z.uuid(),
  slug: z.string(),
  title: z.string(),
  operationType: z.enum(operationTypes),
  propertyType: z.enum(propertyTypes),
  state: z.string(),
  city: z.string(),
  colonia: z.string().nullable(),
  price: z.number(),
  previousPrice: z.number().optional(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  parkingSpaces: z.number().int(),
  /** Built area, or the land's for land (as the search filters area); null when unknown. */
  area: z.number().nullable(),
  hasGarden: z.boolean(),
  mainImageUrl: z.string().nullable(),
  /** The folded "title | colonia | city" the search's location is matched against (properties' search_text). */
  searchText: z.string(),
});
export type PropertyListedEvent = z.infer<typeof propertyListedEventSchema>;

/**
 * A visible listing got its first photo (`properties.property.main-photo-set`, outbox). A listing created already
 * published is announced before the portal uploads its photos: alerts matched then lack the photo this brings.
 */
export const propertyMainPhotoSetEventSchema = z.object({
  propertyId: z.uuid(),
  mainImageUrl: z.string(),
});
export type PropertyMainPhotoSetEvent = z.infer<typeof propertyMainPhotoSetEventSchema>;
