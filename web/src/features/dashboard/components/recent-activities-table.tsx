import {
  activityStatusLabels,
  activityTypeLabels,
  type ActivityStatus,
  type ActivityType,
} from '@prestigio/contracts';
import { ClipboardList } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
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

const statusTones: Record<ActivityStatus, BadgeTone> = {
  completada: 'success',
  pendiente: 'warning',
  programada: 'neutral',
};

const columns: readonly TableColumn[] = [
  { label: 'Tipo' },
  { label: 'Descripción' },
  { label: 'Cliente' },
  { label: 'Fecha' },
  { label: 'Estado' },
];

/** Spec §2: the latest activities with columns Tipo, Descripción, Cliente, Fecha, Estado. */
export function RecentActivitiesTable({ activities }: { activities: readonly RecentActivity[] }) {
  return (
    <section aria-labelledby="recent-activities-title" className="rounded-xl bg-white shadow-sm ring-1 ring-navy-100">
      <div className="border-b border-navy-100 px-6 py-5">
        <h2 id="recent-activities-title" className="text-xl font-semibold text-navy-900">
          Actividades recientes
        </h2>
      </div>
      <Table>
        <TableColumns columns={columns} />
        <TableBody>
          {activities.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-6 py-14 text-center">
                <ClipboardList className="mx-auto h-8 w-8 text-navy-300" aria-hidden="true" />
                <p className="mt-3 text-navy-700">Aún no hay actividades registradas.</p>
              </td>
            </tr>
          ) : (
            activities.map((activity) => (
              <TableRow key={activity.id}>
                <TableCell className="font-medium whitespace-nowrap">{activityTypeLabels[activity.type]}</TableCell>
                <TableCell className="min-w-[16rem]">{activity.description}</TableCell>
                <TableCell className="whitespace-nowrap">{activity.clientName ?? '—'}</TableCell>
                <TableCell className="whitespace-nowrap">{formatDate(activity.date)}</TableCell>
                <TableCell>
                  <Badge tone={statusTones[activity.status]}>{activityStatusLabels[activity.status]}</Badge>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </section>
  );
}
