import { activityPageSchema, activityTypeLabels, formatAgencyDayAndTime, isOpenActivityStatus } from '@prestigio/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { cacheKeys } from '../../../lib/swr-config';

/**
 * The client's next step: their open activities (overdue first, then the soonest), the first one highlighted, each
 * opening its activity. The list comes from /api/activities, pending work first, as the activities page shows it.
 */
export function LeadNextSteps({ leadId }: { leadId: string }) {
  const url = `${cacheKeys.activities}?leadId=${encodeURIComponent(leadId)}`;
  const { data } = useSWR(url, async () => activityPageSchema.parse(await apiRequest('GET', url)));
  // "Overdue" is judged against when the page was opened: stable across renders.
  const [now] = useState(() => Date.now());
  const open = (data?.activities ?? []).filter((activity) => isOpenActivityStatus(activity.status)).slice(0, 5);
  const [next, ...later] = open;
  return (
    <section aria-labelledby="lead-next-steps" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
      <h2 id="lead-next-steps" className="font-semibold text-navy-900">
        Próximo paso
      </h2>
      {!data ? (
        <p className="mt-2 text-sm text-navy-600">Cargando actividades…</p>
      ) : !next ? (
        <p className="mt-2 text-sm text-navy-600">No hay actividades pendientes con este cliente.</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-navy-800" data-testid="lead-next-activity">
            <Link to={`/activities/${next.id}/edit`} className="font-medium underline-offset-2 hover:underline">
              {activityTypeLabels[next.type]}: {next.description}
            </Link>
            <span className="block text-navy-600">
              {formatAgencyDayAndTime(new Date(next.startsAt))}
              {new Date(next.startsAt).getTime() < now ? <span className="ml-2 font-semibold text-amber-900">Vencida</span> : null}
            </span>
          </p>
          {later.length > 0 ? (
            <ul className="mt-3 space-y-1 border-t border-navy-100 pt-3 text-sm" aria-label="Siguientes actividades">
              {later.map((activity) => (
                <li key={activity.id}>
                  <Link to={`/activities/${activity.id}/edit`} className="underline-offset-2 hover:underline">
                    {activityTypeLabels[activity.type]}: {activity.description}
                  </Link>{' '}
                  <span className="text-navy-600">· {formatAgencyDayAndTime(new Date(activity.startsAt))}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
