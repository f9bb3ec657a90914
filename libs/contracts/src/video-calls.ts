import { z } from 'zod';
import { formatAgencyDate, formatAgencyTime } from './agency-time.js';
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

/** The "Videollamada agendada" text (spec §8): shown in the toast and posted into the chat as the visitor's message. */
export function videoCallConfirmationText(scheduledAt: Date): string {
  return `Tu videollamada quedó agendada para el ${formatAgencyDate(scheduledAt)} a las ${formatAgencyTime(scheduledAt)} (hora del centro de México). Recibirás un correo electrónico con los detalles de conexión.`;
}
