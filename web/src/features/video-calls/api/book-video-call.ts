import type { VideoCallBooked, VideoCallBooking } from '@prestigio/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/schedule-video-call (spec §7): 201 `{success, videoCall}`; 400 bad time, 404 unknown lead, 409 slot taken. */
export function bookVideoCall(booking: VideoCallBooking): Promise<VideoCallBooked> {
  return apiRequest<VideoCallBooked>('POST', '/api/schedule-video-call', booking);
}
