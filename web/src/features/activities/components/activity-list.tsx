import { activityStatuses, activityStatusLabels, activityTypeLabels, activityTypes, type Activity } from '@prestigio/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select, SelectOptions } from '../../../components/ui/select';
import { ListState } from '../../../components/ui/list-state';
import { Table, TableBody, TableCell, TableColumns, TableRow, type TableColumn } from '../../../components/ui/table';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { activityListUrl, useActivityPage, useChangeActivityStatus } from '../api/activities';

const columns: readonly TableColumn[] = [
  { label: 'Tipo' },
  { label: 'Descripción' },
  { label: 'Cliente' },
  { label: 'Fecha' },
  { label: 'Estado' },
  { label: 'Acciones', srOnly: true },
];

/** Pending work whose time has passed stands out. */
function isOverdue(activity: Activity, now: number): boolean {
  return activity.status !== 'completada' && new Date(activity.startsAt).getTime() < now;
}

/** /activities: filters in the URL, complete or reopen in one click, overdue ones marked. */
export function ActivityList() {
  const { search, setFilter } = useUrlFilters();
  const { data, error, isLoading } = useActivityPage(activityListUrl(search));
  const changeStatus = useChangeActivityStatus();
  // "Overdue" is judged against when the page was opened: stable across renders.
  const [now] = useState(() => Date.now());
  const toggle = async (activity: Activity) => {
    const status = activity.status === 'completada' ? 'pendiente' : 'completada';
    try {
      await changeStatus(activity.id, status);
      toast({ title: status === 'completada' ? 'Actividad completada' : 'Actividad reabierta', description: activity.description });
    } catch (failure) {
      toast({ title: 'Error', description: apiErrorMessage(failure) ?? 'No se pudo cambiar la actividad.', variant: 'destructive' });
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row">
        <Select value={search.get('type') ?? ''} onChange={(event) => setFilter('type', event.target.value)} aria-label="Tipo">
          <option value="">Todos los tipos</option>
          <SelectOptions values={activityTypes} labels={activityTypeLabels} />
        </Select>
        <Select value={search.get('status') ?? ''} onChange={(event) => setFilter('status', event.target.value)} aria-label="Estado">
          <option value="">Todos los estados</option>
          <SelectOptions values={activityStatuses} labels={activityStatusLabels} />
        </Select>
      </div>
      <ListState messages={{ failed: 'No se pudieron cargar las actividades. Intente nuevamente.', loading: 'Cargando actividades…', empty: 'No hay actividades con estos filtros.' }} error={error} loading={isLoading || !data} empty={(data?.activities.length ?? 0) === 0}>
          <Table>
            <TableColumns columns={columns} />
            <TableBody>
              {data?.activities.map((activity) => (
                <TableRow key={activity.id} className={isOverdue(activity, now) ? 'bg-amber-50' : undefined}>
                  <TableCell>{activityTypeLabels[activity.type]}</TableCell>
                  <TableCell className="min-w-56">{activity.description}</TableCell>
                  <TableCell>
                    {activity.leadId ? (
                      <Link to={`/leads/${activity.leadId}`} className="underline-offset-2 hover:underline">
                        {activity.leadName ?? 'Cliente'}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatDate(activity.startsAt)}
                    {isOverdue(activity, now) ? <span className="ml-2 text-xs font-semibold text-amber-900">Vencida</span> : null}
                  </TableCell>
                  <TableCell>
                    <Badge tone={activity.status === 'completada' ? 'success' : activity.status === 'pendiente' ? 'warning' : 'neutral'}>
                      {activityStatusLabels[activity.status]}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <Button type="button" size="sm" variant="secondary" onClick={() => void toggle(activity)}>
                      {activity.status === 'completada' ? 'Reabrir' : 'Completar'}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
      </ListState>
    </div>
  );
}
