import { z } from 'zod';
import { acceptedDateTime, blankAsUndefined, calendarDayField, writtenText } from './fields.js';
import { activityStatuses, activityTypes } from './labels.js';

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
  from: blankAsUndefined(calendarDayField.optional()),
  to: blankAsUndefined(calendarDayField.optional()),
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
  type: z.enum(activityTypes, { error: 'Selecciona el tipo de actividad' }),
  description: writtenText('La descripción', 500, 'Describe la actividad'),
  leadId: z.uuid({ error: 'Cliente no válido' }).nullable().optional(),
  startsAt: acceptedDateTime('Indica la fecha y la hora'),
  durationMinutes: z.coerce.number({ error: 'Indica la duración' }).int().min(5, 'Al menos 5 minutos').max(600, 'Hasta 10 horas'),
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

