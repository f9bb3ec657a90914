import { z } from 'zod';
import { leadSchema } from './contact-form.js';
import { acceptedDateTime, blankAsUndefined, calendarDayField, lineText, paragraphText, writtenText, wholeNumber } from './fields.js';
import { interests, mexicanStates, operationTypes, propertyTypes } from './labels.js';
import { leadSources } from './lead-events.js';
import { parseMexicanNumber } from './mexican-number.js';

/** The pipeline a lead moves through, in order. */
export const leadStages = ['nuevo', 'contactado', 'calificado', 'visita_agendada', 'negociacion', 'ganado', 'perdido'] as const;
export type LeadStage = (typeof leadStages)[number];
export const leadStageLabels: Record<LeadStage, string> = {
  nuevo: 'Nuevo',
  contactado: 'Contactado',
  calificado: 'Calificado',
  visita_agendada: 'Visita agendada',
  negociacion: 'Negociación',
  ganado: 'Ganado',
  perdido: 'Perdido',
};
export const leadSourceLabels: Record<(typeof leadSources)[number], string> = {
  sitio_web: 'Sitio web',
  chat: 'Chat',
  whatsapp: 'WhatsApp',
  telefono: 'Teléfono',
  referido: 'Referido',
  manual: 'Manual',
};

export const leadSorts = ['recent', 'created', 'name', 'follow_up', 'budget'] as const;
export type LeadSort = (typeof leadSorts)[number];
export const leadSortLabels: Record<LeadSort, string> = {
  recent: 'Actividad reciente',
  created: 'Más nuevos',
  name: 'Nombre',
  follow_up: 'Próximo seguimiento',
  budget: 'Presupuesto (mayor primero)',
};

/** The portal's lead list: filters travel in the URL. */
export const leadListQuerySchema = z.object({
  text: lineText('La búsqueda').max(100).optional(),
  stage: z.enum(leadStages, { error: 'Etapa no válida' }).optional(),
  source: z.enum(leadSources, { error: 'Origen no válido' }).optional(),
  /** `me`: mine; `none`: nobody's yet. Admins only may name another agent. */
  agent: z.union([z.literal('me'), z.literal('none'), z.uuid({ error: 'Agente no válido' })]).optional(),
  /** Created on or after / on or before these days of the agency's calendar. */
  from: blankAsUndefined(calendarDayField.optional()),
  to: blankAsUndefined(calendarDayField.optional()),
  sort: z.enum(leadSorts, { error: 'Orden no válido' }).default('recent'),
  page: z.coerce.number({ error: 'Página no válida' }).int().min(1).max(10_000).default(1),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

/**
 * What a lead is looking for: the search criteria's shape (operation, type, state, city, budget, bedrooms), each
 * null while unknown. Matching and the kanban's budget totals read it.
 */
export const leadWantsShape = {
  operationType: z.enum(operationTypes).nullable(),
  propertyType: z.enum(propertyTypes).nullable(),
  state: z.enum(mexicanStates).nullable(),
  city: z.string().nullable(),
  budgetMin: z.number().int().nullable(),
  budgetMax: z.number().int().nullable(),
  bedrooms: z.number().int().nullable(),
};

export const leadSummarySchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  source: z.enum(leadSources),
  interest: z.enum(interests).nullable(),
  stage: z.enum(leadStages),
  assignedAgentId: z.uuid().nullable(),
  nextFollowUpAt: z.string().nullable(),
  lastInquiryAt: z.string(),
  createdAt: z.string(),
  /** A client whose only inquiries looked automated (a form filled faster than people do): an agent checks it. */
  needsReview: z.boolean(),
  ...leadWantsShape,
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

export const leadPageSchema = z.object({
  leads: z.array(leadSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LeadPage = z.infer<typeof leadPageSchema>;

/** What happened to a lead, newest first on its page: who, when, what. */
export const timelineKinds = [
  'inquiry',
  'note',
  'stage_changed',
  'assigned',
  'activity',
  'video_call',
  'field_changed',
  'selection_sent',
  'chat',
  'details_pending',
  'details_resolved',
  'possible_duplicate',
  'merged',
  /** A saved search's alert e-mail (at once or in the daily digest) with the listings it carried. */
  'saved_search_alert',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];
/** The portal's heading for the kinds whose entries it sets apart (the others read as their summary alone). */
export const timelineKindLabels: Partial<Record<TimelineKind, string>> = {
  saved_search_alert: 'Alerta enviada',
};
export const timelineEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(timelineKinds),
  /** Who did it; null for the system (the site's form, the chat, an automatic assignment). */
  actorId: z.uuid().nullable(),
  /** The author's name, an agent deactivated since included; absent when auth could not name them. */
  actorName: z.string().nullable().optional(),
  at: z.string(),
  summary: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const leadInquirySchema = z.object({
  id: z.uuid(),
  source: z.enum(leadSources),
  interest: z.enum(interests).nullable(),
  message: z.string().nullable(),
  /** The listing asked about, from its page's contact form. */
  propertyId: z.string().nullable(),
  /** The visitor's favourites the contact form carried (ids of listings; some may no longer be published). */
  favouritePropertyIds: z.array(z.string()),
  /** The contact details exactly as this inquiry gave them. */
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** "Posible envío automático": the form was filled faster than people do (browser autofill, or a bot). */
  needsReview: z.boolean(),
  /** Recorded by hand by an agent who does not attend this client (their 409 kept the inquiry, nothing else). */
  recordedByOtherAgent: z.boolean(),
  at: z.string(),
});
export type LeadInquiry = z.infer<typeof leadInquirySchema>;

/** The client's fields an inquiry or a merge may offer as "datos por confirmar" (the e-mail only from a merge). */
export const pendingDetailFields = [
  'name',
  'email',
  'phone',
  'interest',
  'nextFollowUpAt',
  'operationType',
  'propertyType',
  'state',
  'city',
  'budgetMin',
  'budgetMax',
  'bedrooms',
] as const;
export type PendingDetailField = (typeof pendingDetailFields)[number];
export const pendingDetailFieldLabels: Record<PendingDetailField, string> = {
  name: 'Nombre',
  email: 'Correo',
  phone: 'Teléfono',
  interest: 'Interés',
  nextFollowUpAt: 'Próximo seguimiento',
  operationType: 'Operación',
  propertyType: 'Tipo de propiedad',
  state: 'Estado',
  city: 'Ciudad o colonia',
  budgetMin: 'Presupuesto mínimo',
  budgetMax: 'Presupuesto máximo',
  bedrooms: 'Recámaras',
};

/**
 * "Datos por confirmar": a value an inquiry (or a client merged into this one) gave that differs from what the client
 * has. Nothing is written on the client until an agent accepts it.
 */
export const pendingDetailSchema = z.object({
  id: z.uuid(),
  field: z.enum(pendingDetailFields),
  value: z.union([z.string(), z.number()]),
  /** The inquiry that brought it; null when it came from a merged client. */
  inquiryId: z.uuid().nullable(),
  at: z.string(),
});
export type PendingDetail = z.infer<typeof pendingDetailSchema>;

/** Another client this one may be (the same phone, another e-mail): shown on both pages, with the merge action. */
export const leadDuplicateSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type LeadDuplicate = z.infer<typeof leadDuplicateSchema>;

/** POST /api/leads/:id/merge: `otherId` joins the client in the path, which keeps its own contact details. */
export const leadMergeSchema = z.object({ otherId: z.uuid({ error: 'Cliente no válido' }) });
export type LeadMerge = z.infer<typeof leadMergeSchema>;

export const leadDetailSchema = leadSummarySchema.extend({
  lostReason: z.string().nullable(),
  pendingDetails: z.array(pendingDetailSchema),
  /** The possible duplicates the caller may see (both directions of the mark). */
  duplicates: z.array(leadDuplicateSchema),
  /** Marked as a possible duplicate of a client the caller may not see: an administrator can merge them. */
  hiddenDuplicate: z.boolean(),
  /** Every inquiry in full, newest first: the form's messages, the listings asked about, the chat's transcripts. */
  inquiries: z.array(leadInquirySchema),
  timeline: z.array(timelineEntrySchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const leadStageChangeSchema = z
  .object({
    stage: z.enum(leadStages, { error: 'Etapa no válida' }),
    lostReason: paragraphText('El motivo').max(500, 'No puede tener más de 500 caracteres').optional(),
  })
  .refine((change) => change.stage !== 'perdido' || (change.lostReason?.length ?? 0) > 0, {
    message: 'Indica por qué se perdió el cliente',
    path: ['lostReason'],
  });
export type LeadStageChange = z.infer<typeof leadStageChangeSchema>;

export const leadNoteSchema = z.object({ text: writtenText('La nota', 2_000, 'Escribe la nota') });
export type LeadNote = z.infer<typeof leadNoteSchema>;

/** The fields of what a lead is looking for, as the portal's forms send them ('' or null = unknown). */
/** A budget as people type it ("40,000,000", "$40,000,000", "14.5 mdp"), read as the listing's price is. */
const moneyText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const parsed = parseMexicanNumber(value, { allowMultipliers: true });
  return parsed.kind === 'number' ? Math.round(parsed.value) : Number.NaN;
};
const optionalBudget = blankAsUndefined(
  z.preprocess(moneyText, z.number({ error: 'Indica una cantidad en pesos' }).pipe(wholeNumber(100_000_000_000)).nullable().optional()),
);
export const leadWantsInputSchema = z
  .object({
    operationType: blankAsUndefined(z.enum(operationTypes, { error: 'Operación no válida' }).nullable().optional()),
    propertyType: blankAsUndefined(z.enum(propertyTypes, { error: 'Tipo de propiedad no válido' }).nullable().optional()),
    state: blankAsUndefined(z.enum(mexicanStates, { error: 'Estado no válido' }).nullable().optional()),
    city: blankAsUndefined(lineText('La ciudad', { error: 'Debe ser texto' }).max(100, 'No puede tener más de 100 caracteres').nullable().optional()),
    budgetMin: optionalBudget,
    budgetMax: optionalBudget,
    bedrooms: blankAsUndefined(z.coerce.number({ error: 'Debe ser un número' }).pipe(wholeNumber(50)).nullable().optional()),
  })
  .refine((wants) => wants.budgetMin == null || wants.budgetMax == null || wants.budgetMin <= wants.budgetMax, {
    message: 'El presupuesto mínimo no puede ser mayor que el máximo',
    path: ['budgetMax'],
  });
export type LeadWantsInput = z.infer<typeof leadWantsInputSchema>;

const optionalEmail = blankAsUndefined(leadSchema.shape.email.optional());
const optionalPhone = blankAsUndefined(leadSchema.shape.phone.optional());
const nextFollowUp = blankAsUndefined(acceptedDateTime('Fecha de seguimiento no válida').nullable().optional());

/**
 * A lead an agent adds by hand (POST /api/leads/manual): the same rules as the intake (a known e-mail gets a new
 * inquiry and "datos por confirmar", never a twin; a known phone with another e-mail is a possible duplicate).
 */
export const leadCreateSchema = z
  .object({
    name: leadSchema.shape.name,
    email: optionalEmail,
    phone: optionalPhone,
    source: z.enum(leadSources, { error: 'Origen no válido' }).default('manual'),
    interest: blankAsUndefined(z.enum(interests, { error: 'Selecciona un interés válido' }).optional()),
    message: leadSchema.shape.message,
    nextFollowUpAt: nextFollowUp,
  })
  .and(leadWantsInputSchema)
  .refine((lead) => lead.email !== undefined || lead.phone !== undefined, { message: 'Indica un correo o un teléfono', path: ['email'] });
export type LeadCreate = z.infer<typeof leadCreateSchema>;

/** PATCH /api/leads/:id: only the fields sent change; each change lands on the timeline. */
export const leadUpdateSchema = z
  .object({
    name: leadSchema.shape.name.optional(),
    email: blankAsUndefined(leadSchema.shape.email.nullable().optional()),
    phone: blankAsUndefined(leadSchema.shape.phone.nullable().optional()),
    interest: blankAsUndefined(z.enum(interests, { error: 'Selecciona un interés válido' }).nullable().optional()),
    nextFollowUpAt: nextFollowUp,
  })
  .and(leadWantsInputSchema);
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

/** PATCH /api/leads/:id/assignee: an admin gives a lead to an agent (or to nobody); an agent takes an unassigned one. */
export const leadAssignSchema = z.object({ agentId: z.uuid({ error: 'Agente no válido' }).nullable() });
export type LeadAssign = z.infer<typeof leadAssignSchema>;

/** GET /api/leads/agents: who can hold clients (active agents and admins), for names and the assignment picker. */
export const assignableAgentsSchema = z.object({ agents: z.array(z.object({ id: z.uuid(), name: z.string(), role: z.enum(['agent', 'admin']) })) });
export type AssignableAgents = z.infer<typeof assignableAgentsSchema>;
