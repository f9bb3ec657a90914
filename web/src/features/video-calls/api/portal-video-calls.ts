import {
  addDaysToDate,
  agencyParts,
  portalVideoCallListSchema,
  portalVideoCallSchema,
  VIDEO_CALL_DURATION_MINUTES,
  type PortalVideoCall,
  type VideoCallOutcome,
} from '@prestigio/contracts';
import useSWR, { useSWRConfig } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { cacheKeys } from '../../../lib/swr-config';

/** The screen's window: the last 31 days and the next 30 (the API serves at most 62 days at a time). */
export function portalVideoCallsUrl(today = agencyParts(new Date()).date): string {
  return `${cacheKeys.videoCalls}?${new URLSearchParams({ from: addDaysToDate(today, -31), to: addDaysToDate(today, 30) })}`;
}

/** GET /api/video-calls: the agent's own calls (an admin's: everyone's). */
export function usePortalVideoCalls(url: string) {
  return useSWR<PortalVideoCall[]>(url, async () => portalVideoCallListSchema.parse(await apiRequest('GET', url)).videoCalls);
}

/** A change to a call also changes its activity (through the CRM's consumer), the calendar and the dashboard. */
function useInvalidateCalls() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate(
      (key) =>
        typeof key === 'string' &&
        [cacheKeys.videoCalls, cacheKeys.activities, cacheKeys.dashboard, `${cacheKeys.leads}/`].some((prefix) => key.startsWith(prefix)),
      undefined,
      { revalidate: true },
    );
}

async function callOf(request: Promise<unknown>): Promise<PortalVideoCall> {
  return portalVideoCallSchema.parse(((await request) as { videoCall: unknown }).videoCall);
}

/** The portal's actions on calls: book for a client in the agent's charge, move, cancel, record the outcome. */
export function usePortalVideoCallActions() {
  const invalidate = useInvalidateCalls();
  const after = async (call: Promise<PortalVideoCall>) => {
    const changed = await call;
    await invalidate();
    return changed;
  };
  return {
    book: (leadId: string, scheduledAt: string) =>
      after(callOf(apiRequest('POST', cacheKeys.videoCalls, { leadId, scheduledAt, durationMinutes: VIDEO_CALL_DURATION_MINUTES }))),
    reschedule: (id: string, scheduledAt: string) => after(callOf(apiRequest('POST', `${cacheKeys.videoCalls}/${id}/reschedule`, { scheduledAt }))),
    cancel: (id: string) => after(callOf(apiRequest('POST', `${cacheKeys.videoCalls}/${id}/cancel`))),
    recordOutcome: (id: string, status: VideoCallOutcome['status']) => after(callOf(apiRequest('PATCH', `${cacheKeys.videoCalls}/${id}/outcome`, { status }))),
  };
}
