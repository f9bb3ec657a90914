import { z } from 'zod';

/** What a booked video call can become after it is booked. */
export const videoCallStatuses = ['programada', 'completada', 'cancelada', 'no_asistio'] as const;
export type VideoCallStatus = (typeof videoCallStatuses)[number];
export const videoCallStatusLabels: Record<VideoCallStatus, string> = {
  programada: 'Programada',
  completada: 'Completada',
  cancelada: 'Cancelada',
  no_asistio: 'No asistió',
};

/**
 * Data of `scheduling.video-call.scheduled`, `.rescheduled`, `.cancelled` and `.outcome-recorded`: the call as it is
 * after the change.
 * The CRM keeps one Videollamada activity per `videoCallId` in step with it.
 */
export const videoCallEventSchema = z.object({
  videoCallId: z.uuid(),
  leadId: z.uuid(),
  /** The agent who takes the call; null when none could be assigned. */
  agentId: z.uuid().nullable(),
  scheduledAt: z.iso.datetime({ offset: true }),
  durationMinutes: z.number().int().positive(),
  status: z.enum(videoCallStatuses),
  meetingUrl: z.url(),
});
export type VideoCallEvent = z.infer<typeof videoCallEventSchema>;
