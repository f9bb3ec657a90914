import {
  leadBoardSchema,
  leadDetailSchema,
  leadMatchesSchema,
  leadPageSchema,
  leadSelectionReceiptSchema,
  propertyLeadMatchesSchema,
  type LeadAssign,
  type LeadBoard,
  type LeadCreate,
  type LeadDetail,
  type LeadMatches,
  type LeadMerge,
  type LeadNote,
  type LeadPage,
  type LeadSelection,
  type LeadStageChange,
  type LeadUpdate,
  type PropertyLeadMatches,
} from '@prestigio/contracts';
import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { cacheKeys } from '../../../lib/swr-config';

const LIST_FILTERS = ['text', 'stage', 'source', 'agent', 'from', 'to', 'sort'] as const;

/** The API's query for the filters as they stand in the page's own URL (`?stage=…&text=…&page=…`). */
function apiQuery(search: URLSearchParams, keys: readonly string[]): string {
  const query = new URLSearchParams();
  for (const key of keys) {
    const value = search.get(key);
    if (value) query.set(key, value);
  }
  const suffix = query.toString();
  return suffix ? `?${suffix}` : '';
}

export function leadListUrl(search: URLSearchParams): string {
  return `${cacheKeys.leads}${apiQuery(search, [...LIST_FILTERS, 'page'])}`;
}

/** The kanban's URL: the list's filters but the stage (each column is one). */
export function leadBoardUrl(search: URLSearchParams): string {
  return `${cacheKeys.leads}/board${apiQuery(search, LIST_FILTERS.filter((key) => key !== 'stage'))}`;
}

/** The CSV of the filtered list (every page): a plain link, so the browser downloads it with the session cookie. */
export function leadExportUrl(search: URLSearchParams): string {
  return `${cacheKeys.leads}/export${apiQuery(search, LIST_FILTERS)}`;
}

/** GET /api/leads/board: the columns with their counts and budget totals. */
export function useLeadBoard(url: string) {
  return useSWR<LeadBoard>(url, async () => leadBoardSchema.parse(await apiRequest('GET', url)));
}

/** Anything that changes a lead makes the lists and the board stale (fetched again when next shown). */
export function useInvalidateLeadLists() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate(
      (key) => typeof key === 'string' && (key.startsWith(`${cacheKeys.leads}?`) || key === cacheKeys.leads || key.startsWith(`${cacheKeys.leads}/board`) || key.startsWith(cacheKeys.dashboard)),
      undefined,
      { revalidate: true },
    );
}

/** POST /api/leads/manual: a client added by hand; `merged` when the person was already a client. */
export function useCreateLead() {
  const invalidate = useInvalidateLeadLists();
  return async (input: LeadCreate) => {
    const created = leadDetailSchema.extend({ merged: z.boolean() }).parse(await apiRequest('POST', `${cacheKeys.leads}/manual`, input));
    await invalidate();
    return created;
  };
}

/** PATCH /api/leads/:id/stage from the kanban (the card's lead is not necessarily cached). */
export function useMoveLead() {
  const invalidate = useInvalidateLeadLists();
  return async (leadId: string, change: LeadStageChange) => {
    const lead = leadDetailSchema.parse(await apiRequest('PATCH', `${cacheKeys.leads}/${leadId}/stage`, change));
    await invalidate();
    return lead;
  };
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

/** The lead's changes; each answers the lead as it is now. */
export function useLeadChanges(leadId: string) {
  const { mutate } = useSWRConfig();
  const invalidateLists = useInvalidateLeadLists();
  const apply = async (detail: unknown) => {
    const lead = leadDetailSchema.parse(detail);
    await mutate(detailUrl(leadId), lead, { revalidate: false });
    await invalidateLists();
    return lead;
  };
  return {
    changeStage: async (change: LeadStageChange) => apply(await apiRequest('PATCH', `${detailUrl(leadId)}/stage`, change)),
    addNote: async (note: LeadNote) => apply(await apiRequest('POST', `${detailUrl(leadId)}/notes`, note)),
    update: async (update: LeadUpdate) => {
      const lead = await apply(await apiRequest('PATCH', detailUrl(leadId), update));
      // What fits the client follows what it looks for.
      await mutate(`${detailUrl(leadId)}/matches`);
      return lead;
    },
    assign: async (assignment: LeadAssign) => apply(await apiRequest('PATCH', `${detailUrl(leadId)}/assignee`, assignment)),
    /** Accepts ("Aceptar": written on the client) or dismisses a "dato por confirmar". */
    resolveDetail: async (detailId: string, accept: boolean) =>
      apply(await apiRequest('POST', `${detailUrl(leadId)}/pending-details/${detailId}/${accept ? 'accept' : 'dismiss'}`)),
    /** "No es la misma persona": the possible-duplicate mark goes, from both clients. */
    dismissDuplicate: async (otherId: string) => {
      const lead = await apply(await apiRequest('POST', `${detailUrl(leadId)}/duplicates/${otherId}/dismiss`));
      await mutate(detailUrl(otherId));
      return lead;
    },
    /** A possible duplicate joins this client; its own page is gone afterwards. */
    merge: async (otherId: string) => {
      const lead = await apply(await apiRequest('POST', `${detailUrl(leadId)}/merge`, { otherId } satisfies LeadMerge));
      await mutate(detailUrl(otherId), undefined, { revalidate: false });
      return lead;
    },
    sendSelection: async (selection: LeadSelection) => {
      const receipt = leadSelectionReceiptSchema.parse(await apiRequest('POST', `${detailUrl(leadId)}/selections`, selection));
      await mutate(detailUrl(leadId));
      return receipt;
    },
  };
}

/** GET /api/leads/:id/matches: the published listings that fit the client, best first. */
export function useLeadMatches(leadId: string) {
  const url = `${detailUrl(leadId)}/matches`;
  return useSWR<LeadMatches>(url, async () => leadMatchesSchema.parse(await apiRequest('GET', url)));
}

/** GET /api/leads/for-property/:id: the open clients a listing fits. */
export function usePropertyLeadMatches(propertyId: string) {
  const url = `${cacheKeys.leads}/for-property/${propertyId}`;
  return useSWR<PropertyLeadMatches>(url, async () => propertyLeadMatchesSchema.parse(await apiRequest('GET', url)));
}


export { useAssignableAgents } from '../../../lib/use-assignable-agents';
