import { activityPageSchema, activitySchema, type Activity, type ActivityInput, type ActivityPage, type ActivityStatus } from '@prestigio/contracts';
import useSWR, { useSWRConfig } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { cacheKeys } from '../../../lib/swr-config';

/** The list's URL for the filters in the page's own URL (`?type=…&status=…&page=…`). */
export function activityListUrl(search: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const key of ['type', 'status', 'page']) {
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
