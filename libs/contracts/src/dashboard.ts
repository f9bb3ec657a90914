import { z } from 'zod';
import { activitySchema } from './activities.js';
import { calendarDayField } from './fields.js';
import { leadSources } from './lead-events.js';
import { leadStages } from './leads.js';

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
  .object({ from: calendarDayField, to: calendarDayField })
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
export const teamSummarySchema = z.object({ from: calendarDayField, to: calendarDayField, agents: z.array(teamAgentFiguresSchema) });
export type TeamSummary = z.infer<typeof teamSummarySchema>;

