import type { PublicVideoCall, VideoCallBooked } from '@prestigio/contracts';
import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';

interface VideoCallAnswer {
  videoCall: PublicVideoCall;
}

const manageUrl = (token: string) => `/api/video-calls/manage/${encodeURIComponent(token)}`;

/** GET /api/video-calls/manage/:token: the visitor's call (404 for an unknown token). */
export function useManagedVideoCall(token: string) {
  return useSWR<VideoCallAnswer>(manageUrl(token));
}

/** POST .../reschedule: the same call at a new time (409 when the slot was taken meanwhile). */
export function rescheduleManagedVideoCall(token: string, scheduledAt: string): Promise<VideoCallAnswer> {
  return apiRequest<VideoCallAnswer>('POST', `${manageUrl(token)}/reschedule`, { scheduledAt });
}

/** POST .../book: another call for the same visitor once this one is over (the token is the key, not a client id). */
export function bookAgainManagedVideoCall(token: string, scheduledAt: string): Promise<VideoCallBooked> {
  return apiRequest<VideoCallBooked>('POST', `${manageUrl(token)}/book`, { scheduledAt });
}

/** POST .../cancel: the call is cancelled and the visitor's calendar entry withdrawn by e-mail. */
export function cancelManagedVideoCall(token: string): Promise<VideoCallAnswer> {
  return apiRequest<VideoCallAnswer>('POST', `${manageUrl(token)}/cancel`);
}

export { manageUrl as managedVideoCallKey };
