import { activityStatuses, activityStatusLabels, activityTypeLabels, activityTypes, formatAgencyTime, type Activity, type PublicUser } from '@prestigio/contracts';
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
import { Pagination } from '../../../components/ui/pagination';
import { useCrmAgents } from '../../../lib/use-crm-agents';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { activityListUrl, useActivityPage, useChangeActivityStatus } from '../api/activities';

const columns: readonly TableColumn[] = [
  { label: 'Tipo' },
  { label: 'Descripción' },
  { label: 'Cliente' },
  { label: 'Fecha' },
  { label: 'Responsable' },
  { label: 'Estado' },
  { label: 'Acciones', srOnly: true },
];

/** Pending work whose time has passed stands out. */
function isOverdue(activity: Activity, now: number): boolean {
  return activity.status !== 'completada' && new Date(activity.startsAt).getTime() < now;
}

/** /activities: filters in the URL (type, status, owner, days), complete or reopen in one click, overdue ones marked. */
export function ActivityList({ user }: { user: PublicUser }) {
  const { search, setFilter, setPage } = useUrlFilters();
  const { agents, nameOf } = useCrmAgents();
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
      <div className="flex flex-col flex-wrap gap-3 sm:flex-row">
        <Select value={search.get('type') ?? ''} onChange={(event) => setFilter('type', event.target.value)} aria-label="Tipo">
          <option value="">Todos los tipos</option>
          <SelectOptions values={activityTypes} labels={activityTypeLabels} />
        </Select>
        <Select value={search.get('status') ?? ''} onChange={(event) => setFilter('status', event.target.value)} aria-label="Estado">
          <option value="">Todos los estados</option>
          <SelectOptions values={activityStatuses} labels={activityStatusLabels} />
        </Select>
        {user.role === 'admin' ? (
          <Select value={search.get('owner') ?? ''} onChange={(event) => setFilter('owner', event.target.value)} aria-label="Responsable">
            <option value="">Todos los responsables</option>
            <option value="me">Mías</option>
            {agents
              .filter((agent) => agent.id !== user.id)
              .map((agent) => (
                <option key={agent.id} value={agent.id}>
                  {agent.name}
                </option>
              ))}
          </Select>
        ) : null}
        <label className="flex items-center gap-2 text-sm text-navy-700">
          Desde
          <input type="date" value={search.get('from') ?? ''} onChange={(event) => setFilter('from', event.target.value)} className="h-10 rounded-md border border-navy-200 bg-white px-2" />
        </label>
        <label className="flex items-center gap-2 text-sm text-navy-700">
          Hasta
          <input type="date" value={search.get('to') ?? ''} onChange={(event) => setFilter('to', event.target.value)} className="h-10 rounded-md border border-navy-200 bg-white px-2" />
        </label>
      </div>
      <ListState messages={{ failed: 'No se pudieron cargar las actividades. Intente nuevamente.', loading: 'Cargando actividades…', empty: 'No hay actividades con estos filtros.' }} error={error} loading={isLoading || !data} empty={(data?.activities.length ?? 0) === 0}>
          <Table>
            <TableColumns columns={columns} />
            <TableBody>
              {data?.activities.map((activity) => (
                <TableRow key={activity.id} className={isOverdue(activity, now) ? 'bg-amber-50' : undefined}>
                  <TableCell>{activityTypeLabels[activity.type]}</TableCell>
                  <TableCell className="min-w-56">
                    <Link to={`/activities/${activity.id}/edit`} className="underline-offset-2 hover:underline" aria-label={`Editar: ${activity.description}`}>
                      {activity.description}
                    </Link>
                  </TableCell>
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
                    {formatDate(activity.startsAt)} · {formatAgencyTime(new Date(activity.startsAt))}
                    {isOverdue(activity, now) ? <span className="ml-2 text-xs font-semibold text-amber-900">Vencida</span> : null}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{activity.ownerId === user.id ? 'Yo' : nameOf(activity.ownerId)}</TableCell>
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
      {data ? (
        <Pagination
          page={data.page}
          pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))}
          summary={`${data.total.toLocaleString('es-MX')} ${data.total === 1 ? 'actividad' : 'actividades'}`}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}
