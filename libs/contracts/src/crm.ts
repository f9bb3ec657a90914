import { z } from 'zod';
import { activityStatuses, activityTypes, interests } from './catalog.js';
import { leadSources } from './lead-events.js';

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

const text = (max: number, message: string) => z.string({ error: 'Debe ser texto' }).trim().min(1, message).max(max, `No puede tener más de ${max} caracteres`);

/** The portal's lead list: filters travel in the URL. */
export const leadListQuerySchema = z.object({
  text: z.string().trim().max(100).optional(),
  stage: z.enum(leadStages, { error: 'Etapa no válida' }).optional(),
  source: z.enum(leadSources, { error: 'Origen no válido' }).optional(),
  /** `me`: mine; `none`: nobody's yet. Admins only may name another agent. */
  agent: z.union([z.literal('me'), z.literal('none'), z.uuid({ error: 'Agente no válido' })]).optional(),
  page: z.coerce.number({ error: 'Página no válida' }).int().min(1).max(10_000).default(1),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

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
export const timelineKinds = ['inquiry', 'note', 'stage_changed', 'assigned', 'activity', 'video_call'] as const;
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

export const leadDetailSchema = leadSummarySchema.extend({
  lostReason: z.string().nullable(),
  timeline: z.array(timelineEntrySchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const leadStageChangeSchema = z
  .object({
    stage: z.enum(leadStages, { error: 'Etapa no válida' }),
    lostReason: z.string().trim().max(500, 'No puede tener más de 500 caracteres').optional(),
  })
  .refine((change) => change.stage !== 'perdido' || (change.lostReason?.length ?? 0) > 0, {
    message: 'Indique por qué se perdió el cliente',
    path: ['lostReason'],
  });
export type LeadStageChange = z.infer<typeof leadStageChangeSchema>;

export const leadNoteSchema = z.object({ text: text(2_000, 'Escriba la nota') });
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
});
export type Activity = z.infer<typeof activitySchema>;

/** The portal's activity list: filters travel in the URL. */
export const activityListQuerySchema = z.object({
  type: z.enum(activityTypes, { error: 'Tipo no válido' }).optional(),
  status: z.enum(activityStatuses, { error: 'Estado no válido' }).optional(),
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

/** A new activity (the portal's form and POST /api/activities). */
export const activityInputSchema = z.object({
  type: z.enum(activityTypes, { error: 'Seleccione el tipo de actividad' }),
  description: text(500, 'Describa la actividad'),
  leadId: z.uuid({ error: 'Cliente no válido' }).nullable().optional(),
  startsAt: z.iso.datetime({ offset: true, error: 'Indique la fecha y la hora' }),
  durationMinutes: z.coerce.number({ error: 'Indique la duración' }).int().min(5, 'Al menos 5 minutos').max(600, 'Hasta 10 horas'),
  status: z.enum(activityStatuses, { error: 'Estado no válido' }).default('programada'),
});
export type ActivityInput = z.infer<typeof activityInputSchema>;

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
  followUpsDueToday: z.number().int(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
