import { z } from 'zod';
import { acceptedDateTime, acceptedDay } from './fields.js';
import { formatAgencyDate, formatAgencyTime } from './agency-time.js';
import { videoCallStatuses } from './video-call-events.js';

/** Spec §9: every video call lasts 30 minutes and starts on the hour between 09:00 and 17:00 (nine slots). */
export const VIDEO_CALL_DURATION_MINUTES = 30;
export const VIDEO_CALL_FIRST_HOUR = 9;
export const VIDEO_CALL_LAST_HOUR = 17;
/** Calls are booked at most this many days ahead: a client plans within two months, and nobody fills the calendar for years. */
export const VIDEO_CALL_HORIZON_DAYS = 60;

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
  stillScheduled: 'Su videollamada sigue programada: cámbiela de fecha u hora en lugar de agendar otra',
  rangeInvalid: 'Indica un rango de fechas válido de hasta 62 días',
  beyondHorizon: `Las videollamadas se agendan con hasta ${VIDEO_CALL_HORIZON_DAYS} días de anticipación`,
  /** A client has one upcoming call at a time; the e-mail goes to the client's own address, never to whoever asked. */
  upcomingCallExists: 'Ya tienes una videollamada agendada. Para cambiarla, usa el enlace que te enviamos por correo.',
} as const;

const isoDateTime = acceptedDateTime(VideoCallMessages.dateTimeInvalid);
const isoDate = acceptedDay(VideoCallMessages.rangeInvalid);

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
  /** The opaque id the call was booked with (the inquiry's receipt): never the client's id. */
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
  /** The client's id in the CRM (agents only). */
  leadId: z.uuid(),
  leadName: z.string().nullable(),
  leadEmail: z.string().nullable(),
  leadPhone: z.string().nullable(),
  agentId: z.uuid(),
});
export type PortalVideoCall = z.infer<typeof portalVideoCallSchema>;
export const portalVideoCallListSchema = z.object({ videoCalls: z.array(portalVideoCallSchema) });

/**
 * GET /api/video-calls/availability?from=YYYY-MM-DD&to=YYYY-MM-DD (days in the agency's zone, both included): the
 * agency's free slots (any agent free). With `leadId` (a client's own id, behind a portal session): the slots in which
 * a portal booking for that client can be made, i.e. the signed-in agent is free (an admin's booking may go to any
 * free agent, the client's first).
 */
export const availabilityQuerySchema = z.object({ from: isoDate, to: isoDate, leadId: z.uuid({ error: VideoCallMessages.leadRequired }).optional() });
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;
/** GET /api/video-calls: from today to 30 days later when not given (so the bare URL is a valid cache key). */
export const videoCallRangeQuerySchema = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export const availabilitySchema = z.object({
  timeZone: z.string(),
  days: z.array(
    z.object({
      date: z.iso.date(),
      /** False on closed days and days beyond VIDEO_CALL_HORIZON_DAYS: the date picker disables them. */
      open: z.boolean(),
      slots: z.array(z.object({ time: z.string(), startsAt: z.iso.datetime({ offset: true }), available: z.boolean() })),
    }),
  ),
});
export type Availability = z.infer<typeof availabilitySchema>;

/**
 * How long the id a visitor was given for one inquiry (the contact form's receipt, the chat's `video_call_offer`
 * `leadId`) books a video call: 24 hours, time to pick a slot the same day or the next. After that, or for any other
 * id (a client's own id above all), booking answers "lead not found".
 */
export const BOOKING_RECEIPT_VALID_MS = 24 * 60 * 60 * 1_000;

/**
 * `leads.lead.contact`: scheduling asks leads whom a booking is for. `leadId` is the opaque id the visitor was given
 * (an inquiry's id, issued less than BOOKING_RECEIPT_VALID_MS ago); the reply carries the client the CRM attached it
 * to (`id`, `agentId`) but the name, e-mail and phone that inquiry gave, so a visitor who typed someone else's e-mail
 * learns nothing of that client. Null for an older, unknown or client id.
 */
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
