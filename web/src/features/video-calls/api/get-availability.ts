import type { Availability } from '@prestigio/contracts';
import useSWR from 'swr';

/**
 * GET /api/video-calls/availability: free slots per day (agency's dates, both ends included). With `leadId` (the
 * portal's booking for a client, behind the session): the slots in which that booking can be made, its agent free.
 */
export function availabilityUrl(from: string, to: string, leadId?: string): string {
  return `/api/video-calls/availability?${new URLSearchParams({ from, to, ...(leadId && { leadId }) })}`;
}

/** Free slots of a date range (for one client's booking when `leadId` is given); null range fetches nothing. */
export function useAvailability(range: { from: string; to: string } | null, leadId?: string) {
  return useSWR<Availability>(range ? availabilityUrl(range.from, range.to, leadId) : null);
}
