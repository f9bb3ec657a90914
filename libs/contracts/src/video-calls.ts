import { z } from 'zod';
import { AGENCY_TIME_ZONE } from './money.js';
import { videoCallStatuses } from './video-call-events.js';

/** Spec §9: every video call lasts 30 minutes and starts on the hour between 09:00 and 17:00 (nine slots). */
export const VIDEO_CALL_DURATION_MINUTES = 30;
export const VIDEO_CALL_FIRST_HOUR = 9;
export const VIDEO_CALL_LAST_HOUR = 17;

export const VideoCallMessages = {
  leadRequired: 'Falta el cliente de la videollamada',
  dateTimeInvalid: 'Selecciona una fecha y hora válidas',
  duration: 'La videollamada dura 30 minutos',
  inThePast: 'La fecha y hora de la videollamada ya pasaron',
  offTheHour: 'La videollamada debe comenzar a la hora en punto',
  outsideHours: 'Las videollamadas se agendan de 09:00 a 17:00 (hora del centro de México)',
  closedDay: 'Ese día no agendamos videollamadas; elige otro día',
  leadNotFound: 'No encontramos al cliente de la videollamada',
  slotTaken: 'Ese horario ya no está disponible; elige otro',
  leadAlreadyBooked: 'Ya tienes una videollamada agendada a esa hora',
  agentBusy: 'Ya tienes otra videollamada a esa hora; elige otro horario',
  notFound: 'No encontramos esa videollamada',
  notScheduled: 'La videollamada ya no está programada',
  notYetHeld: 'La videollamada aún no ha ocurrido',
  rangeInvalid: 'Indica un rango de fechas válido de hasta 62 días',
} as const;

const isoDateTime = z.iso.datetime({ offset: true, error: VideoCallMessages.dateTimeInvalid });
const isoDate = z.iso.date({ error: VideoCallMessages.rangeInvalid });

/** POST /api/schedule-video-call (spec §3 Video call booking, §7). */
export const videoCallBookingSchema = z.object({
  leadId: z.uuid({ error: VideoCallMessages.leadRequired }),
  scheduledAt: isoDateTime,
  durationMinutes: z.literal(VIDEO_CALL_DURATION_MINUTES, { error: VideoCallMessages.duration }),
});
export type VideoCallBooking = z.infer<typeof videoCallBookingSchema>;

/** A new time for a booked call (the visitor's manage page or the portal). */
export const videoCallRescheduleSchema = z.object({ scheduledAt: isoDateTime });
export type VideoCallReschedule = z.infer<typeof videoCallRescheduleSchema>;

/** What an agent records after the call's time. */
export const videoCallOutcomeSchema = z.object({
  status: z.enum(['completada', 'no_asistio'], { error: 'Indica si la videollamada se completó o el cliente no asistió' }),
});
export type VideoCallOutcome = z.infer<typeof videoCallOutcomeSchema>;

/** The call as the visitor sees it (booking answer and manage page): no other person's data. */
export const publicVideoCallSchema = z.object({
  id: z.uuid(),
  /** The visitor's own lead, so the manage page can book another call for them. */
  leadId: z.uuid(),
  scheduledAt: z.iso.datetime({ offset: true }),
  durationMinutes: z.number().int(),
  status: z.enum(videoCallStatuses),
  meetingUrl: z.url(),
  /** `/videollamada/<token>`: the visitor's page to see, reschedule or cancel the call. */
  managePath: z.string(),
  agentName: z.string().nullable(),
});
export type PublicVideoCall = z.infer<typeof publicVideoCallSchema>;

export const videoCallBookedSchema = z.object({ success: z.literal(true), videoCall: publicVideoCallSchema });
export type VideoCallBooked = z.infer<typeof videoCallBookedSchema>;

/** A call in the agents' portal. */
export const portalVideoCallSchema = publicVideoCallSchema.omit({ managePath: true }).extend({
  leadName: z.string().nullable(),
  leadEmail: z.string().nullable(),
  leadPhone: z.string().nullable(),
  agentId: z.uuid(),
});
export type PortalVideoCall = z.infer<typeof portalVideoCallSchema>;
export const portalVideoCallListSchema = z.object({ videoCalls: z.array(portalVideoCallSchema) });

/** GET /api/video-calls/availability?from=YYYY-MM-DD&to=YYYY-MM-DD (days in the agency's zone, both included). */
export const availabilityQuerySchema = z.object({ from: isoDate, to: isoDate });
/** GET /api/video-calls: from today to 30 days later when not given (so the bare URL is a valid cache key). */
export const videoCallRangeQuerySchema = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export const availabilitySchema = z.object({
  timeZone: z.string(),
  days: z.array(
    z.object({
      date: z.iso.date(),
      /** False on closed days: the date picker disables them. */
      open: z.boolean(),
      slots: z.array(z.object({ time: z.string(), startsAt: z.iso.datetime({ offset: true }), available: z.boolean() })),
    }),
  ),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** `leads.lead.contact`: scheduling asks leads who a lead is; the reply is null for an unknown lead. */
export const leadContactRequestSchema = z.object({ leadId: z.uuid() });
export const leadContactReplySchema = z
  .object({
    id: z.uuid(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** The agent in charge of the lead, who takes the call when free. */
    agentId: z.uuid().nullable(),
  })
  .nullable();
export type LeadContact = NonNullable<z.infer<typeof leadContactReplySchema>>;

// ── The agency's clock: the runtime's Intl zone data (Mexico has no daylight-saving time since 2022) ────────────────────────────────────────────────────────────────────────────────────────────

export interface AgencyDateTimeParts {
  /** YYYY-MM-DD in the agency's zone. */
  date: string;
  hour: number;
  minute: number;
  second: number;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  isoWeekday: number;
}

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: AGENCY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The wall-clock date and time of an instant in Mexico City. */
export function agencyParts(instant: Date): AgencyDateTimeParts {
  const parts = Object.fromEntries(partsFormatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    isoWeekday: weekdays.indexOf(parts.weekday!) + 1,
  };
}

/** The instant at which Mexico City's clock reads `date` (YYYY-MM-DD) at `hour`:00. */
export function agencyDateTimeToUtc(date: string, hour: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const asIfUtc = Date.UTC(year, month - 1, day, hour);
  // The zone's offset at that moment, read back from Intl; a second pass settles a guess across an offset change.
  let instant = asIfUtc;
  for (let pass = 0; pass < 2; pass++) {
    const parts = agencyParts(new Date(instant));
    const [y, m, d] = parts.date.split('-').map(Number) as [number, number, number];
    const shownAsUtc = Date.UTC(y, m - 1, d, parts.hour, parts.minute, parts.second);
    instant += asIfUtc - shownAsUtc;
  }
  return new Date(instant);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDaysToDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const dateFormatter = new Intl.DateTimeFormat('es-MX', {
  timeZone: AGENCY_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormatter = new Intl.DateTimeFormat('es-MX', { timeZone: AGENCY_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const dayMonthFormatter = new Intl.DateTimeFormat('es-MX', { timeZone: AGENCY_TIME_ZONE, day: 'numeric', month: 'long' });

/** "27 de noviembre a las 10:00" in the agency's zone: a toast's or a list's short date and time. */
export function formatAgencyDayAndTime(instant: Date): string {
  return `${dayMonthFormatter.format(instant)} a las ${timeFormatter.format(instant)}`;
}

/** "martes, 14 de julio de 2026" in the agency's zone. */
export function formatAgencyDate(instant: Date): string {
  return dateFormatter.format(instant);
}
/** "10:00" in the agency's zone. */
export function formatAgencyTime(instant: Date): string {
  return timeFormatter.format(instant);
}

/** The "Videollamada agendada" text (spec §8): shown in the toast and posted into the chat as the visitor's message. */
export function videoCallConfirmationText(scheduledAt: Date): string {
  return `Tu videollamada quedó agendada para el ${formatAgencyDate(scheduledAt)} a las ${formatAgencyTime(scheduledAt)} (hora del centro de México). Recibirás un correo electrónico con los detalles de conexión.`;
}
