import { teamSummarySchema, type TeamSummary } from '@prestigio/contracts';
import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { cacheKeys } from '../../../lib/swr-config';

/** GET /api/dashboard/team (administrators): each agent's figures for the agency's days from–to. */
export function useTeamSummary(range: { from: string; to: string }) {
  const url = `${cacheKeys.dashboard}/team?${new URLSearchParams(range)}`;
  return useSWR<TeamSummary>(url, async () => teamSummarySchema.parse(await apiRequest('GET', url)));
}
