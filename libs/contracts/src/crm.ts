import { z } from 'zod';
import { activityStatuses, activityTypes, interests, mexicanStates, operationTypes, propertyTypes } from './catalog.js';
import { acceptedDateTime, acceptedDay, blankAsUndefined, lineText, paragraphText, wholeNumber } from './fields.js';
import { parseMexicanNumber } from './mexican-number.js';
import { leadSchema } from './lead.js';
import { leadSources } from './lead-events.js';
import { propertySummarySchema } from './property.js';

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

/** A day of the agency's calendar, as date inputs and the URL write it. */
const isoDay = acceptedDay('Fecha no válida (AAAA-MM-DD)');

export const leadSorts = ['recent', 'created', 'name', 'follow_up', 'budget'] as const;
export type LeadSort = (typeof leadSorts)[number];
export const leadSortLabels: Record<LeadSort, string> = {
  recent: 'Actividad reciente',
  created: 'Más nuevos',
  name: 'Nombre',
  follow_up: 'Próximo seguimiento',
  budget: 'Presupuesto (mayor primero)',
};

/** Multi-line text a person writes (a note, a description). */
const text = (label: string, max: number, message: string) =>
  paragraphText(label, { error: 'Debe ser texto' }).min(1, message).max(max, `No puede tener más de ${max} caracteres`);

/** The portal's lead list: filters travel in the URL. */
export const leadListQuerySchema = z.object({
  text: lineText('La búsqueda').max(100).optional(),
  stage: z.enum(leadStages, { error: 'Etapa no válida' }).optional(),
  source: z.enum(leadSources, { error: 'Origen no válido' }).optional(),
  /** `me`: mine; `none`: nobody's yet. Admins only may name another agent. */
  agent: z.union([z.literal('me'), z.literal('none'), z.uuid({ error: 'Agente no válido' })]).optional(),
  /** Created on or after / on or before these days of the agency's calendar. */
  from: blankAsUndefined(isoDay.optional()),
  to: blankAsUndefined(isoDay.optional()),
  sort: z.enum(leadSorts, { error: 'Orden no válido' }).default('recent'),
  page: z.coerce.number({ error: 'Página no válida' }).int().min(1).max(10_000).default(1),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

/**
 * What a lead is looking for: the search criteria's shape (operation, type, state, city, budget, bedrooms), each
 * null while unknown. Matching and the kanban's budget totals read it.
 */
const leadWantsShape = {
  operationType: z.enum(operationTypes).nullable(),
  propertyType: z.enum(propertyTypes).nullable(),
  state: z.enum(mexicanStates).nullable(),
  city: z.string().nullable(),
  budgetMin: z.number().int().nullable(),
  budgetMax: z.number().int().nullable(),
  bedrooms: z.number().int().nullable(),
};

/** The budget a lead counts for in the kanban's totals: its upper bound, or its lower one when that is all it said. */
export function leadBudget(lead: { budgetMin: number | null; budgetMax: number | null }): number | null {
  return lead.budgetMax ?? lead.budgetMin;
}

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
] as const;
export type TimelineKind = (typeof timelineKinds)[number];
export const timelineEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(timelineKinds),
  /** Who did it; null for the system (the site's form, the chat, an automatic assignment). */
  actorId: z.uuid().nullable(),
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
    message: 'Indique por qué se perdió el cliente',
    path: ['lostReason'],
  });
export type LeadStageChange = z.infer<typeof leadStageChangeSchema>;

export const leadNoteSchema = z.object({ text: text('La nota', 2_000, 'Escriba la nota') });
export type LeadNote = z.infer<typeof leadNoteSchema>;

/** An activity as the portal shows it (the dashboard's table: Tipo, Descripción, Cliente, Fecha, Estado). */
export const activitySchema = z.object({
  id: z.uuid(),
  type: z.enum(activityTypes),
  description: z.string(),
  leadId: z.uuid().nullable(),
  leadName: z.string().nullable(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  status: z.enum(activityStatuses),
  ownerId: z.uuid().nullable(),
  /** Set when the activity is a booked video call: its time and status follow the booking, not the portal. */
  videoCallId: z.uuid().nullable(),
  /** The booked call's meeting room. */
  meetingUrl: z.string().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

/** The portal's activity list: filters travel in the URL. */
export const activityListQuerySchema = z.object({
  type: z.enum(activityTypes, { error: 'Tipo no válido' }).optional(),
  status: z.enum(activityStatuses, { error: 'Estado no válido' }).optional(),
  /** `me`: mine. Admins only may name another agent (an agent's list is always their own). */
  owner: z.union([z.literal('me'), z.uuid({ error: 'Agente no válido' })]).optional(),
  /** Starting on or after / on or before these days of the agency's calendar. */
  from: blankAsUndefined(isoDay.optional()),
  to: blankAsUndefined(isoDay.optional()),
  leadId: z.uuid({ error: 'Cliente no válido' }).optional(),
  page: z.coerce.number({ error: 'Página no válida' }).int().min(1).max(10_000).default(1),
});
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;

export const activityPageSchema = z.object({
  activities: z.array(activitySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** The statuses an activity may be created with (the spec's three). */
export const activityInputStatuses = ['completada', 'pendiente', 'programada'] as const;

/** A new activity (the portal's form and POST /api/activities). */
export const activityInputSchema = z.object({
  type: z.enum(activityTypes, { error: 'Seleccione el tipo de actividad' }),
  description: text('La descripción', 500, 'Describa la actividad'),
  leadId: z.uuid({ error: 'Cliente no válido' }).nullable().optional(),
  startsAt: acceptedDateTime('Indique la fecha y la hora'),
  durationMinutes: z.coerce.number({ error: 'Indique la duración' }).int().min(5, 'Al menos 5 minutos').max(600, 'Hasta 10 horas'),
  /** The spec's three: nothing is created cancelled. */
  status: z.enum(activityInputStatuses, { error: 'Estado no válido' }).default('programada'),
});
export type ActivityInput = z.infer<typeof activityInputSchema>;

/** PATCH /api/activities/:id: only the fields sent change (the calendar's drag sends only the start). */
export const activityUpdateSchema = z.object({
  type: activityInputSchema.shape.type.optional(),
  description: activityInputSchema.shape.description.optional(),
  leadId: z.uuid({ error: 'Cliente no válido' }).nullable().optional(),
  startsAt: activityInputSchema.shape.startsAt.optional(),
  durationMinutes: activityInputSchema.shape.durationMinutes.optional(),
  status: z.enum(activityStatuses, { error: 'Estado no válido' }).optional(),
});
export type ActivityUpdate = z.infer<typeof activityUpdateSchema>;

/** GET /api/activities/calendar: every visible activity starting in [from, to) (the calendar's visible range). */
export const CALENDAR_MAX_DAYS = 100;
export const activityCalendarQuerySchema = z
  .object({
    from: acceptedDateTime('Fecha inicial no válida'),
    to: acceptedDateTime('Fecha final no válida'),
    owner: z.union([z.literal('me'), z.uuid({ error: 'Agente no válido' })]).optional(),
  })
  .refine((range) => Date.parse(range.to) > Date.parse(range.from), { message: 'El rango de fechas está invertido', path: ['to'] })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= CALENDAR_MAX_DAYS * 86_400_000, {
    message: `El calendario muestra hasta ${CALENDAR_MAX_DAYS} días a la vez`,
    path: ['to'],
  });
export type ActivityCalendarQuery = z.infer<typeof activityCalendarQuerySchema>;
export const activityCalendarSchema = z.object({ activities: z.array(activitySchema) });
export type ActivityCalendar = z.infer<typeof activityCalendarSchema>;

/** Complete or reopen in one click. */
export const activityStatusChangeSchema = z.object({ status: z.enum(activityStatuses, { error: 'Estado no válido' }) });
export type ActivityStatusChange = z.infer<typeof activityStatusChangeSchema>;

/** GET /api/dashboard/summary: the spec's three cards with real figures, and the five latest activities. */
export const dashboardSummarySchema = z.object({
  activeProperties: z.number().int().nullable(),
  newClients30Days: z.number().int(),
  pendingActivities: z.number().int(),
  recentActivities: z.array(activitySchema),
  leadsByStage: z.record(z.enum(leadStages), z.number().int()),
  /** New clients of the last 30 days by where they came from. */
  leadsBySource30Days: z.record(z.enum(leadSources), z.number().int()),
  followUpsDueToday: z.number().int(),
  /** The caller's own follow-ups due by the end of today (overdue first), at most five. */
  myFollowUps: z.array(z.object({ id: z.uuid(), name: z.string().nullable(), stage: z.enum(leadStages), nextFollowUpAt: z.string() })),
  /** How many of the caller's own follow-ups are overdue (due before now). */
  myFollowUpsOverdue: z.number().int(),
  /** "Hoy": the caller's own open activities due by the end of today, overdue first (at most ten), and their counts. */
  today: z.object({
    activities: z.array(activitySchema),
    overdue: z.number().int(),
    dueToday: z.number().int(),
  }),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** GET /api/dashboard/team?from&to (administrators): the agency's days of the period, both included, up to a year. */
export const TEAM_MAX_DAYS = 366;
export const teamQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((range) => range.from <= range.to, { message: 'El rango de fechas está invertido', path: ['to'] })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) < TEAM_MAX_DAYS * 86_400_000, { message: 'Elige un periodo de hasta un año', path: ['to'] });
export type TeamQuery = z.infer<typeof teamQuerySchema>;

/** One agent's figures in the team view; `agentId` null is the clients nobody holds. */
export const teamAgentFiguresSchema = z.object({
  agentId: z.uuid().nullable(),
  /** Clients created in the period and held by the agent now. */
  newClients: z.number().int(),
  /** The agent's clients by stage, now. */
  byStage: z.record(z.enum(leadStages), z.number().int()),
  /** Open activities whose time has passed, now. */
  overdueActivities: z.number().int(),
  /** Median minutes from a new client (created in the period) to the agent's first entry on their timeline. */
  medianFirstResponseMinutes: z.number().nullable(),
  /** Video calls booked in the period with the agent. */
  callsBooked: z.number().int(),
});
export type TeamAgentFigures = z.infer<typeof teamAgentFiguresSchema>;
export const teamSummarySchema = z.object({ from: isoDay, to: isoDay, agents: z.array(teamAgentFiguresSchema) });
export type TeamSummary = z.infer<typeof teamSummarySchema>;

/** The fields of what a lead is looking for, as the portal's forms send them ('' or null = unknown). */
/** A budget as people type it ("40,000,000", "$40,000,000", "14.5 mdp"), read as the listing's price is. */
const moneyText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const parsed = parseMexicanNumber(value, { allowMultipliers: true });
  return parsed.kind === 'number' ? Math.round(parsed.value) : Number.NaN;
};
const optionalBudget = blankAsUndefined(
  z.preprocess(moneyText, z.number({ error: 'Indique una cantidad en pesos' }).pipe(wholeNumber(100_000_000_000)).nullable().optional()),
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
    interest: blankAsUndefined(z.enum(interests, { error: 'Seleccione un interés válido' }).optional()),
    message: leadSchema.shape.message,
    nextFollowUpAt: nextFollowUp,
  })
  .and(leadWantsInputSchema)
  .refine((lead) => lead.email !== undefined || lead.phone !== undefined, { message: 'Indique un correo o un teléfono', path: ['email'] });
export type LeadCreate = z.infer<typeof leadCreateSchema>;

/** PATCH /api/leads/:id: only the fields sent change; each change lands on the timeline. */
export const leadUpdateSchema = z
  .object({
    name: leadSchema.shape.name.optional(),
    email: blankAsUndefined(leadSchema.shape.email.nullable().optional()),
    phone: blankAsUndefined(leadSchema.shape.phone.nullable().optional()),
    interest: blankAsUndefined(z.enum(interests, { error: 'Seleccione un interés válido' }).nullable().optional()),
    nextFollowUpAt: nextFollowUp,
  })
  .and(leadWantsInputSchema);
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

/** PATCH /api/leads/:id/assignee: an admin gives a lead to an agent (or to nobody); an agent takes an unassigned one. */
export const leadAssignSchema = z.object({ agentId: z.uuid({ error: 'Agente no válido' }).nullable() });
export type LeadAssign = z.infer<typeof leadAssignSchema>;

/** GET /api/leads/board: the kanban, with the same filters as the list; totals are the whole column's. */
export const leadBoardSchema = z.object({
  columns: z.array(
    z.object({
      stage: z.enum(leadStages),
      count: z.number().int(),
      /** Sum of the column's budgets in MXN (see leadBudget), over every lead of the column, not only the cards sent. */
      budgetTotal: z.number(),
      leads: z.array(leadSummarySchema),
    }),
  ),
  /** Cards sent per column at most; the column's count says how many there are. */
  cardLimit: z.number().int(),
});
export type LeadBoard = z.infer<typeof leadBoardSchema>;

/** A listing still fits when its price is within 10 % of the client's budget. */
export const BUDGET_MARGIN = 0.1;

/**
 * How well a listing fits a client, 0–100: the place (its city 40, only its state 20), the price (inside the budget
 * 40, only inside the margin 10: over budget weighs more than a neighbouring city) and how near the budget it is
 * (up to 20). Criteria the client did not give count
 * half, so a listing is never ranked above another for what nobody asked.
 */
export function listingFit(price: number, criteria: Pick<PropertyMatchRequest, 'state' | 'city' | 'budgetMin' | 'budgetMax'>, cityMatches: boolean): { score: number; reasons: string[] } {
  const reasons: string[] = [];
  let score = 0;
  if (cityMatches) {
    score += 40;
    reasons.push('En la ciudad que busca');
  } else if (criteria.state || criteria.city) {
    score += 20;
    reasons.push('En el estado que busca');
  } else score += 20;

  const { budgetMin, budgetMax } = criteria;
  if (budgetMin === null && budgetMax === null) score += 20;
  else if ((budgetMin === null || price >= budgetMin) && (budgetMax === null || price <= budgetMax)) {
    score += 40;
    reasons.push('Dentro del presupuesto');
  } else {
    score += 10;
    reasons.push('Cerca del presupuesto (±10 %)');
  }

  const target = budgetMax ?? budgetMin;
  if (target === null || target === 0) score += 10;
  else score += 20 * Math.max(0, 1 - Math.abs(price - target) / target);
  return { score: Math.round(score * 10) / 10, reasons };
}

/** A listing that fits what a lead is looking for, best first. */
export const propertyMatchSchema = z.object({
  property: propertySummarySchema,
  /** 0–100: how closely it fits (city over state, price inside the budget over its ±10 % margin, closeness to the budget). */
  score: z.number(),
  reasons: z.array(z.string()),
});
export type PropertyMatch = z.infer<typeof propertyMatchSchema>;
export const leadMatchesSchema = z.object({ matches: z.array(propertyMatchSchema), criteriaMissing: z.boolean() });
export type LeadMatches = z.infer<typeof leadMatchesSchema>;

/** The criteria the properties service matches listings against (RPC `properties.match`). */
export const propertyMatchRequestSchema = z.object({ ...leadWantsShape, limit: z.number().int().min(1).max(50) });
export type PropertyMatchRequest = z.infer<typeof propertyMatchRequestSchema>;
export const propertyMatchReplySchema = z.object({ matches: z.array(propertyMatchSchema) });

/** RPC `properties.summaries`: published listings by id, in the order asked (unknown or unpublished ones left out). */
export const propertySummariesRequestSchema = z.object({ ids: z.array(z.string().max(64)).max(50) });
export const propertySummariesReplySchema = z.object({ properties: z.array(propertySummarySchema) });

/** POST /api/leads/:id/selections: listings an agent sends a client, by e-mail or as a WhatsApp message. */
export const selectionChannels = ['email', 'whatsapp'] as const;
export const leadSelectionSchema = z.object({
  propertyIds: z.array(lineText('La propiedad').min(1).max(64), { error: 'Seleccione propiedades' }).min(1, 'Seleccione al menos una propiedad').max(10, 'Hasta 10 propiedades por envío'),
  channel: z.enum(selectionChannels, { error: 'Canal no válido' }),
  message: blankAsUndefined(paragraphText('El mensaje').max(1000, 'No puede tener más de 1,000 caracteres').optional()),
});
export type LeadSelection = z.infer<typeof leadSelectionSchema>;
/** For WhatsApp, the `wa.me` link the agent opens (the text is filled in); for e-mail, the queued message's subject. */
export const leadSelectionReceiptSchema = z.object({ channel: z.enum(selectionChannels), whatsappUrl: z.string().nullable(), sentTo: z.string() });
export type LeadSelectionReceipt = z.infer<typeof leadSelectionReceiptSchema>;

/** GET /api/leads/for-property/:propertyId: the leads a listing fits (the caller's visible ones), best first. */
export const propertyLeadMatchSchema = z.object({ lead: leadSummarySchema, score: z.number() });
export const propertyLeadMatchesSchema = z.object({ leads: z.array(propertyLeadMatchSchema) });
export type PropertyLeadMatches = z.infer<typeof propertyLeadMatchesSchema>;

/**
 * WhatsApp's `wa.me` link for a phone as people write it: the number with its country code and no symbols (Mexican
 * ten-digit numbers get 52; an old "+52 1" mobile prefix is dropped), the message filled in when given.
 */
export function whatsappUrl(phone: string, text?: string): string {
  let digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('00')) digits = digits.slice(2);
  if (digits.length === 10) digits = `52${digits}`;
  else if (digits.length === 13 && digits.startsWith('521')) digits = `52${digits.slice(3)}`;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** GET /api/leads/agents: who can hold clients (active agents and admins), for names and the assignment picker. */
export const crmAgentsSchema = z.object({ agents: z.array(z.object({ id: z.uuid(), name: z.string(), role: z.enum(['agent', 'admin']) })) });
export type CrmAgents = z.infer<typeof crmAgentsSchema>;
