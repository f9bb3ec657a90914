import {
  activityCalendarSchema,
  activityPageSchema,
  activitySchema,
  type Activity,
  type ActivityCalendar,
  type ActivityInput,
  type ActivityPage,
  type ActivityStatus,
  type ActivityUpdate,
} from '@prestigio/contracts';
import useSWR, { useSWRConfig } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { cacheKeys } from '../../../lib/swr-config';

/** The list's URL for the filters in the page's own URL (`?type=…&status=…&owner=…&from=…&to=…&page=…`). */
export function activityListUrl(search: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const key of ['type', 'status', 'owner', 'from', 'to', 'page']) {
    const value = search.get(key);
    if (value) query.set(key, value);
  }
  const suffix = query.toString();
  return suffix ? `${cacheKeys.activities}?${suffix}` : cacheKeys.activities;
}

/** GET /api/activities: the caller's activities (an admin's: all), pending ones first, the overdue at the top. */
export function useActivityPage(url: string) {
  return useSWR<ActivityPage>(url, async () => activityPageSchema.parse(await apiRequest('GET', url)));
}

/** Creating or changing an activity makes every cached activity list, and the dashboard, stale. */
function useInvalidateActivities() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate(
      (key) => typeof key === 'string' && (key.startsWith(cacheKeys.activities) || key.startsWith(cacheKeys.dashboard) || key.startsWith(`${cacheKeys.leads}/`)),
      undefined,
      { revalidate: true },
    );
}

/** POST /api/activities. */
export function useCreateActivity() {
  const invalidate = useInvalidateActivities();
  return async (input: ActivityInput): Promise<Activity> => {
    const created = activitySchema.parse(await apiRequest('POST', cacheKeys.activities, input));
    await invalidate();
    return created;
  };
}

/** PATCH /api/activities/:id/status: complete or reopen in one click. */
export function useChangeActivityStatus() {
  const invalidate = useInvalidateActivities();
  return async (activityId: string, status: ActivityStatus): Promise<Activity> => {
    const changed = activitySchema.parse(await apiRequest('PATCH', `${cacheKeys.activities}/${activityId}/status`, { status }));
    await invalidate();
    return changed;
  };
}

/** POST /api/activities/:id/reopen: "Reabrir" returns a completed or cancelled activity to the status it had. */
export function useReopenActivity() {
  const invalidate = useInvalidateActivities();
  return async (activityId: string): Promise<Activity> => {
    const reopened = activitySchema.parse(await apiRequest('POST', `${cacheKeys.activities}/${activityId}/reopen`));
    await invalidate();
    return reopened;
  };
}

/** GET /api/activities/:id. */
export function useActivity(activityId: string) {
  const url = `${cacheKeys.activities}/${activityId}`;
  return useSWR<Activity>(url, async () => activitySchema.parse(await apiRequest('GET', url)));
}

/** PATCH /api/activities/:id: the fields sent (the calendar's drag sends only the start). */
export function useUpdateActivity() {
  const invalidate = useInvalidateActivities();
  return async (activityId: string, update: ActivityUpdate): Promise<Activity> => {
    const changed = activitySchema.parse(await apiRequest('PATCH', `${cacheKeys.activities}/${activityId}`, update));
    await invalidate();
    return changed;
  };
}

/** DELETE /api/activities/:id. */
export function useDeleteActivity() {
  const invalidate = useInvalidateActivities();
  return async (activityId: string): Promise<void> => {
    await apiRequest('DELETE', `${cacheKeys.activities}/${activityId}`);
    await invalidate();
  };
}

/** GET /api/activities/calendar: the activities of the calendar's visible range (an admin may name one agent). */
export function fetchCalendarRange(from: string, to: string, owner?: string): Promise<ActivityCalendar> {
  const query = new URLSearchParams({ from, to, ...(owner ? { owner } : {}) });
  return apiRequest('GET', `${cacheKeys.activities}/calendar?${query}`).then((body) => activityCalendarSchema.parse(body));
}
