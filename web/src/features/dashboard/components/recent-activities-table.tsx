import {
  activityTypeLabels,
  type ActivityStatus,
  type ActivityType,
} from '@prestigio/contracts';
import { ClipboardList } from 'lucide-react';
import { ActivityStatusBadge } from '../../../components/ui/activity-status-badge';
import { Table, TableBody, TableCell, TableColumns, TableRow, type TableColumn } from '../../../components/ui/table';
import { formatDate } from '../../../lib/format-date';

export interface RecentActivity {
  id: string;
  type: ActivityType;
  description: string;
  clientName: string | null;
  /** ISO date-time of when it happened or is scheduled. */
  date: string;
  status: ActivityStatus;
}


const columns: readonly TableColumn[] = [
  { label: 'Tipo' },
  { label: 'Descripción' },
  { label: 'Cliente' },
  { label: 'Fecha' },
  { label: 'Estado' },
];

function NoActivities() {
  return (
    <div className="px-6 py-14 text-center">
      <ClipboardList className="mx-auto h-8 w-8 text-navy-300" aria-hidden="true" />
      <p className="mt-3 text-navy-700">Aún no hay actividades registradas.</p>
    </div>
  );
}


/** Spec §2: the latest activities with columns Tipo, Descripción, Cliente, Fecha, Estado. */
export function RecentActivitiesTable({ activities }: { activities: readonly RecentActivity[] }) {
  return (
    <section aria-labelledby="recent-activities-title" className="rounded-xl bg-white shadow-sm ring-1 ring-navy-100">
      <div className="border-b border-navy-100 px-6 py-5">
        <h2 id="recent-activities-title" className="text-xl font-semibold text-navy-900">
          Actividades recientes
        </h2>
      </div>
      {/* From `xl` the spec's five columns, always shown, even before the first activity. */}
      <div className="hidden xl:block">
        <Table>
          <TableColumns columns={columns} />
          <TableBody>
            {activities.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <NoActivities />
                </TableCell>
              </TableRow>
            ) : (
              activities.map((activity) => (
                <TableRow key={activity.id}>
                  <TableCell className="font-medium whitespace-nowrap">{activityTypeLabels[activity.type]}</TableCell>
                  <TableCell className="[overflow-wrap:anywhere]">{activity.description}</TableCell>
                  <TableCell className="[overflow-wrap:anywhere]">{activity.clientName ?? '—'}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(activity.date)}</TableCell>
                  <TableCell>
                    <ActivityStatusBadge status={activity.status} />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      {/* Below `xl` the five columns do not fit beside the menu: one line of facts per activity. */}
      <div className="xl:hidden">
        {activities.length === 0 ? (
          <NoActivities />
        ) : (
          <ul className="divide-y divide-navy-100" aria-label="Actividades recientes">
            {activities.map((activity) => (
              <li key={activity.id} className="px-6 py-4">
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 font-medium text-navy-900 [overflow-wrap:anywhere]">{activity.description}</p>
                  <ActivityStatusBadge status={activity.status} />
                </div>
                <p className="mt-1 text-sm text-navy-600 [overflow-wrap:anywhere]">
                  {activityTypeLabels[activity.type]} · {activity.clientName ?? 'Sin cliente'} · {formatDate(activity.date)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
