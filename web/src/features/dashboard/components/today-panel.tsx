import { activityTypeLabels, formatAgencyTime, type DashboardSummary } from '@prestigio/contracts';
import { Link } from 'react-router-dom';
import { ActivityStatusBadge } from '../../../components/ui/activity-status-badge';
import { formatDate } from '../../../lib/format-date';

const count = (value: number, one: string, many: string) => `${value.toLocaleString('es-MX')} ${value === 1 ? one : many}`;

/**
 * "Hoy", first on the dashboard: the caller's own open activities due by tonight, the overdue ones first and marked,
 * each opening its activity (and its client); the counts say how many there are beyond the ten shown.
 */
export function TodayPanel({ today, now }: { today: DashboardSummary['today']; now: number }) {
  return (
    <section aria-labelledby="today-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="today-heading" className="text-xl font-semibold text-navy-900">
          Hoy
        </h2>
        <p className="text-sm text-navy-700" data-testid="today-counts">
          {today.overdue > 0 ? <span className="font-semibold text-amber-900">{count(today.overdue, 'vencida', 'vencidas')}</span> : 'Nada vencido'}
          {' · '}
          {count(today.dueToday, 'pendiente para hoy', 'pendientes para hoy')}
        </p>
      </div>
      {today.activities.length === 0 ? (
        <p className="mt-4 text-sm text-navy-600">No tienes actividades pendientes para hoy.</p>
      ) : (
        <ul className="mt-4 divide-y divide-navy-100">
          {today.activities.map((activity) => {
            const overdue = new Date(activity.startsAt).getTime() < now;
            return (
              <li key={activity.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 text-sm">
                <div className="min-w-0">
                  <p className="text-xs font-medium text-navy-500">
                    {activityTypeLabels[activity.type]}
                    {activity.leadName && activity.leadId ? (
                      <>
                        {' · '}
                        <Link to={`/leads/${activity.leadId}`} className="underline-offset-2 hover:underline">
                          {activity.leadName}
                        </Link>
                      </>
                    ) : null}
                  </p>
                  <Link to={`/activities/${activity.id}/edit`} className="font-medium text-navy-900 underline-offset-2 [overflow-wrap:anywhere] hover:underline">
                    {activity.description}
                  </Link>
                </div>
                <div className="flex items-center gap-2 whitespace-nowrap">
                  {overdue ? <span className="text-xs font-semibold text-amber-900">Vencida · {formatDate(activity.startsAt)}</span> : null}
                  <span className="text-navy-700 tabular-nums">{formatAgencyTime(new Date(activity.startsAt))}</span>
                  <ActivityStatusBadge status={activity.status} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {today.overdue + today.dueToday > today.activities.length ? (
        <Link to="/activities?owner=me" className="mt-3 inline-block text-sm text-navy-700 underline">
          Ver todas mis actividades
        </Link>
      ) : null}
    </section>
  );
}
