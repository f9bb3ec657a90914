import { z } from 'zod';
import { amenities, mexicanStates, operationTypes, propertyStatuses, propertyTypes } from './labels.js';
import { blankAsUndefined, lineText, nonNegativeNumber, wholeNumber, paragraphText } from './fields.js';

export const propertyImageSchema = z.object({
  id: z.string(),
  /** Card-sized URL (local WebP for uploads, or an external photo). */
  url: z.string(),
  /** Gallery-sized URL. */
  largeUrl: z.string(),
  alt: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type PropertyImage = z.infer<typeof propertyImageSchema>;

/** A listing as a search card shows it (spec §3 "Property as displayed"). */
export const propertySummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  mainImage: z.string().nullable(),
  operationType: z.enum(operationTypes),
  status: z.enum(propertyStatuses),
  propertyType: z.enum(propertyTypes),
  /** "Colonia, Ciudad" as people read it. */
  location: z.string(),
  city: z.string(),
  colonia: z.string().nullable(),
  state: z.enum(mexicanStates),
  price: z.number().int(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  halfBathrooms: z.number().int(),
  parkingSpaces: z.number().int(),
  landArea: z.number().nullable(),
  buildingArea: z.number().nullable(),
  hasGarden: z.boolean(),
  createdAt: z.string(),
});
export type PropertySummary = z.infer<typeof propertySummarySchema>;

/** A listing's reference as people quote it: "PRE-" and its sequence number, six digits at least ("PRE-000123"). */
export function formatPropertyReference(sequence: number): string {
  return `PRE-${String(sequence).padStart(6, '0')}`;
}

/** The sequence number a text names as a reference ("PRE-000123", "pre 123", "ref. pre-123"), or null. */
export function parsePropertyReference(text: string): number | null {
  const match = /^\s*(?:ref\.?\s*)?pre[\s-]*0*(\d{1,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : null;
}

/** The agent in charge as the public sees them: a name to ask for and where to call them. */
export const propertyAgentCardSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  /** Digits with the country code (525512345678), for tel: and wa.me links; null when the agent gave none. */
  phone: z.string().nullable(),
});
export type PropertyAgentCard = z.infer<typeof propertyAgentCardSchema>;

/** The public detail page: everything but the exact address. */
export const propertyDetailSchema = propertySummarySchema.extend({
  /** "PRE-000123": stable whatever is edited (formatPropertyReference). */
  reference: z.string(),
  description: z.string(),
  images: z.array(propertyImageSchema),
  amenities: z.array(z.enum(amenities)),
  maintenanceFee: z.number().int().nullable(),
  ageYears: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  agent: propertyAgentCardSchema.nullable(),
  updatedAt: z.string(),
});
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

/** What the portal sees: the detail plus the private address. */
export const agentPropertySchema = propertyDetailSchema.extend({
  address: z.string().nullable(),
  agentId: z.string().nullable(),
});
export type AgentProperty = z.infer<typeof agentPropertySchema>;

/** Create or edit a listing (portal form and POST/PATCH /api/properties). */
export const propertyWriteSchema = z.object({
  title: lineText('El título', { error: 'El título es obligatorio' })
    .min(10, 'El título debe tener al menos 10 caracteres')
    .max(140, 'El título no puede tener más de 140 caracteres'),
  description: paragraphText('La descripción', { error: 'La descripción es obligatoria' })
    .min(30, 'La descripción debe tener al menos 30 caracteres')
    .max(5000, 'La descripción no puede tener más de 5,000 caracteres'),
  operationType: z.enum(operationTypes, { error: 'Selecciona el tipo de operación' }),
  propertyType: z.enum(propertyTypes, { error: 'Selecciona el tipo de propiedad' }),
  status: z.enum(propertyStatuses, { error: 'Selecciona el estado de la publicación' }),
  state: z.enum(mexicanStates, { error: 'Selecciona el estado de la República' }),
  city: lineText('La ciudad', { error: 'La ciudad es obligatoria' }).min(2, 'La ciudad es obligatoria').max(80),
  colonia: blankAsUndefined(lineText('La colonia').max(120).optional()),
  address: blankAsUndefined(lineText('La dirección').max(200).optional()),
  price: wholeNumber(10_000_000_000).min(1, 'El precio debe ser mayor que cero'),
  bedrooms: wholeNumber(50),
  bathrooms: wholeNumber(50),
  halfBathrooms: wholeNumber(20),
  parkingSpaces: wholeNumber(50),
  landArea: nonNegativeNumber(10_000_000).nullable().optional(),
  buildingArea: nonNegativeNumber(1_000_000).nullable().optional(),
  hasGarden: z.boolean(),
  amenities: z.array(z.enum(amenities, { error: 'Amenidad no válida' })).max(amenities.length),
  maintenanceFee: wholeNumber(10_000_000).nullable().optional(),
  ageYears: wholeNumber(300).nullable().optional(),
  latitude: z.number().min(14).max(33).nullable().optional(),
  longitude: z.number().min(-119).max(-86).nullable().optional(),
});
export type PropertyWrite = z.infer<typeof propertyWriteSchema>;

/**
 * GET /api/properties/:idOrSlug/similar: what else a visitor of a listing may like. Same operation, type and city,
 * priced within SIMILAR_PROPERTIES.priceMargin of it (either way), nearest in price first, published only, never itself.
 */
export const SIMILAR_PROPERTIES = { priceMargin: 0.3, limit: 4 } as const;

/** GET /api/properties/manage: the portal's table (query string values). */
export const portalPropertyQuerySchema = z.object({
  text: blankAsUndefined(lineText('La búsqueda').max(100, 'La búsqueda no puede tener más de 100 caracteres').optional()),
  status: blankAsUndefined(z.enum(propertyStatuses, { error: 'Estado no válido' }).optional()),
  /** Only the caller's own listings. */
  mine: z
    .enum(['true', 'false'], { error: 'Debe ser true o false' })
    .optional()
    .transform((value) => value === 'true'),
  page: z.coerce.number({ error: 'Debe ser un número' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number({ error: 'Debe ser un número' }).int().min(1).max(100).default(20),
});
export type PortalPropertyQuery = z.infer<typeof portalPropertyQuerySchema>;

export const portalPropertyRowSchema = propertySummarySchema.extend({
  reference: z.string(),
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  updatedAt: z.string(),
});
export type PortalPropertyRow = z.infer<typeof portalPropertyRowSchema>;
export const portalPropertyPageSchema = z.object({ count: z.number().int(), results: z.array(portalPropertyRowSchema) });
export type PortalPropertyPage = z.infer<typeof portalPropertyPageSchema>;

export const propertyStatusChangeSchema = z.object({
  status: z.enum(propertyStatuses, { error: 'Selecciona el estado de la publicación' }),
});

/** PATCH: any subset of the write shape. */
export const propertyUpdateSchema = propertyWriteSchema.partial();
export type PropertyUpdate = z.infer<typeof propertyUpdateSchema>;

/** PUT /api/properties/manage/:id/photos/order: every photo id, main photo first. */
export const photoOrderSchema = z.object({
  photoIds: z.array(z.string().uuid('Foto no válida')).min(1, 'Indica el orden de las fotos').max(30),
});

export const PHOTO_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxPerProperty: 30,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'],
  /** The smallest photo taken, either way up: below it a listing's card would show it stretched. */
  minLongSidePx: 320,
  minShortSidePx: 240,
  /** Below this long side a photo is taken but shows blurred in the gallery (1600 px): the agent is warned. */
  sharpLongSidePx: 1200,
} as const;

/** Whether a stored photo is too small to look sharp in the gallery (its size unknown: not flagged). */
export function isLowResolution({ width, height }: { width: number | null; height: number | null }): boolean {
  return width !== null && height !== null && Math.max(width, height) < PHOTO_LIMITS.sharpLongSidePx;
}
