import { isOpenActivityStatus, type ActivityStatus } from './labels.js';
import type { VideoCallStatus } from './video-call-events.js';

/**
 * One state machine for activities and the video calls behind some of them. An open activity (Programada, Pendiente)
 * may move to the other open status, be completed or cancelled; a closed one (Completada, Cancelada) only reopens, to
 * the open status it had before. A booked call's activity follows its call: it changes only when the call does.
 */
export function canChangeActivityStatus(from: ActivityStatus, to: ActivityStatus): boolean {
  return from !== to && (isOpenActivityStatus(from) || isOpenActivityStatus(to));
}

/** Where "Reabrir" returns a closed activity: the open status it had before closing, else Pendiente. */
export function reopenedActivityStatus(previous: ActivityStatus | null): ActivityStatus {
  return previous && isOpenActivityStatus(previous) ? previous : 'pendiente';
}

/** A call's status moves from Programada to one final status: completed, not attended or cancelled. */
export function canChangeVideoCallStatus(from: VideoCallStatus, to: VideoCallStatus): boolean {
  return from === 'programada' && to !== 'programada';
}

/** The status of the activity that stands for a booked call ("No asistió" is work done: the call's time passed). */
export function activityStatusOfCall(status: VideoCallStatus): ActivityStatus {
  return status === 'no_asistio' ? 'completada' : status;
}

export const ActivityStateMessages = {
  notAllowed: 'Ese cambio de estado no es posible: reabre la actividad primero',
  notClosed: 'Solo se reabre una actividad completada o cancelada',
  bookedCall: 'El estado de una videollamada agendada se cambia en Videollamadas (completada, no asistió o cancelada).',
} as const;
