import { dashboardSummarySchema, type DashboardSummary } from '@prestigio/contracts';
import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { cacheKeys } from '../../../lib/swr-config';

const summaryUrl = `${cacheKeys.dashboard}/summary`;

/** GET /api/dashboard/summary: the dashboard's figures in one round trip, as the signed-in user sees the CRM. */
export async function getDashboardSummary(): Promise<DashboardSummary> {
  return dashboardSummarySchema.parse(await apiRequest('GET', summaryUrl));
}

export function useDashboardSummary() {
  return useSWR(summaryUrl, getDashboardSummary);
}
