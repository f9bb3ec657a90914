import type { Availability } from '@prestigio/contracts';
import useSWR from 'swr';

/** GET /api/video-calls/availability: free slots per day (agency's dates, both ends included). */
export function availabilityUrl(from: string, to: string): string {
  return `/api/video-calls/availability?${new URLSearchParams({ from, to })}`;
}

/** Free slots of a date range; null range fetches nothing. */
export function useAvailability(range: { from: string; to: string } | null) {
  return useSWR<Availability>(range ? availabilityUrl(range.from, range.to) : null);
}
