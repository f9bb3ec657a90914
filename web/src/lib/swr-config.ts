import type { SWRConfiguration } from 'swr';
import { getQueryFn } from './api-client';

/**
 * Cache keys of the data the portal shares between screens. Logout revalidates these so no previous user's data
 * stays on screen.
 */
export const cacheKeys = {
  user: '/api/user',
  properties: '/api/properties',
  leads: '/api/leads',
  videoCalls: '/api/video-calls',
  activities: '/api/activities',
  users: '/api/users',
  dashboard: '/api/dashboard',
} as const;

/**
 * Data is fetched once and kept: no refetch on focus or reconnect, no polling, never stale, no retries. Screens
 * that change data revalidate the keys they touch explicitly.
 */
export const swrConfig = {
  fetcher: getQueryFn({ on401: 'throw' }),
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
  errorRetryCount: 0,
} satisfies SWRConfiguration;
