import {
  leadDetailSchema,
  leadPageSchema,
  type LeadDetail,
  type LeadNote,
  type LeadPage,
  type LeadStageChange,
} from '@prestigio/contracts';
import useSWR, { useSWRConfig } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { cacheKeys } from '../../../lib/swr-config';

/** The list's URL for the filters as they stand in the page's own URL (`?stage=…&text=…&page=…`). */
export function leadListUrl(search: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const key of ['text', 'stage', 'source', 'agent', 'page']) {
    const value = search.get(key);
    if (value) query.set(key, value);
  }
  const suffix = query.toString();
  return suffix ? `${cacheKeys.leads}?${suffix}` : cacheKeys.leads;
}

/** GET /api/leads: the agent's leads (their own and unassigned; an admin's, all), 25 a page. */
export function useLeadPage(url: string) {
  return useSWR<LeadPage>(url, async () => leadPageSchema.parse(await apiRequest('GET', url)));
}

const detailUrl = (leadId: string) => `${cacheKeys.leads}/${leadId}`;

/** GET /api/leads/:id: the lead with its timeline, newest first. */
export function useLeadDetail(leadId: string) {
  return useSWR<LeadDetail>(detailUrl(leadId), async () => leadDetailSchema.parse(await apiRequest('GET', detailUrl(leadId))));
}

/** PATCH /api/leads/:id/stage and POST /api/leads/:id/notes: both answer the lead as it is now. */
export function useLeadChanges(leadId: string) {
  const { mutate } = useSWRConfig();
  const apply = async (detail: unknown) => {
    const lead = leadDetailSchema.parse(detail);
    await mutate(detailUrl(leadId), lead, { revalidate: false });
    // The lists show the stage too: they are fetched again when next shown.
    await mutate((key) => typeof key === 'string' && key.startsWith(`${cacheKeys.leads}?`), undefined, { revalidate: false });
    return lead;
  };
  return {
    changeStage: async (change: LeadStageChange) => apply(await apiRequest('PATCH', `${detailUrl(leadId)}/stage`, change)),
    addNote: async (note: LeadNote) => apply(await apiRequest('POST', `${detailUrl(leadId)}/notes`, note)),
  };
}
