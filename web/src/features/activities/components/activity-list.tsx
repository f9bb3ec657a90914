import { activityStatuses, activityStatusLabels, activityTypeLabels, activityTypes, formatAgencyTime, isOpenActivityStatus, type Activity, type PublicUser } from '@prestigio/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ActivityStatusBadge } from '../../../components/ui/activity-status-badge';
import { Button } from '../../../components/ui/button';
import { Select, SelectOptions } from '../../../components/ui/select';
import { ListState } from '../../../components/ui/list-state';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from '../../../components/ui/table';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format-date';
import { Pagination } from '../../../components/ui/pagination';
import { useAssignableAgents } from '../../../lib/use-assignable-agents';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { activityListUrl, useActivityPage, useChangeActivityStatus, useReopenActivity } from '../api/activities';

const columns: readonly TableColumn[] = [
  { label: 'Actividad', className: 'px-4' },
  { label: 'Cliente', className: 'px-3' },
  { label: 'Fecha', className: 'px-3' },
  { label: 'Responsable', className: 'px-3' },
  { label: 'Estado', className: 'px-3' },
  { label: 'Acciones', className: 'px-4', srOnly: true },
];

/** Pending work whose time has passed stands out. */
function isOverdue(activity: Activity, now: number): boolean {
  return isOpenActivityStatus(activity.status) && new Date(activity.startsAt).getTime() < now;
}

function ActivityLink({ activity }: { activity: Activity }) {
  return (
    <Link to={`/activities/${activity.id}/edit`} className="font-medium text-navy-900 underline-offset-2 hover:underline" aria-label={`Editar: ${activity.description}`}>
      {activity.description}
    </Link>
  );
}

function ClientLink({ activity }: { activity: Activity }) {
  if (!activity.leadId) return <>—</>;
  return (
    <Link to={`/leads/${activity.leadId}`} className="underline-offset-2 hover:underline">
      {activity.leadName ?? 'Cliente'}
    </Link>
  );
}

/** The day, then the agency's time on its own line; overdue work says so. */
function ActivityWhen({ activity, overdue }: { activity: Activity; overdue: boolean }) {
  return (
    <>
      <span className="whitespace-nowrap">{formatDate(activity.startsAt)}</span>{' '}
      <span className="whitespace-nowrap">{formatAgencyTime(new Date(activity.startsAt))}</span>
      {overdue ? <span className="ml-2 text-xs font-semibold whitespace-nowrap text-amber-900">Vencida</span> : null}
    </>
  );
}

/** Complete or reopen; a booked call's status follows its call, changed in /video-calls (joined from here). */
function ToggleButton({ activity, onToggle }: { activity: Activity; onToggle: (activity: Activity) => Promise<void> }) {
  if (activity.videoCallId) {
    return activity.status === 'programada' && activity.meetingUrl ? (
      <Button asChild size="sm" variant="secondary">
        <a href={activity.meetingUrl} target="_blank" rel="noreferrer">
          Unirse
        </a>
      </Button>
    ) : null;
  }
  return (
    <Button type="button" size="sm" variant="secondary" onClick={() => void onToggle(activity)}>
      {isOpenActivityStatus(activity.status) ? 'Completar' : 'Reabrir'}
    </Button>
  );
}

/** /activities: filters in the URL (type, status, owner, days), complete or reopen in one click, overdue ones marked. */
export function ActivityList({ user }: { user: PublicUser }) {
  const { search, setFilter, setPage } = useUrlFilters();
  const { agents, nameOf } = useAssignableAgents();
  const { data, error, isLoading } = useActivityPage(activityListUrl(search));
  const changeStatus = useChangeActivityStatus();
  const reopen = useReopenActivity();
  // "Overdue" is judged against when the page was opened: stable across renders.
  const [now] = useState(() => Date.now());
  const toggle = async (activity: Activity) => {
    const completing = isOpenActivityStatus(activity.status);
    try {
      await (completing ? changeStatus(activity.id, 'completada') : reopen(activity.id));
      toast({ title: completing ? 'Actividad completada' : 'Actividad reabierta', description: activity.description });
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
      <ListState messages={{ failed: 'No se pudieron cargar las actividades. Intenta nuevamente.', loading: 'Cargando actividades…', empty: 'No hay actividades con estos filtros.' }} error={error} loading={isLoading || !data} empty={(data?.activities.length ?? 0) === 0}>
        <ResponsiveTable
          columns={columns}
          rows={data?.activities.map((activity) => {
            const overdue = isOverdue(activity, now);
            return (
              <TableRow key={activity.id} className={overdue ? 'bg-amber-50' : undefined}>
                <TableCell className="px-4">
                  <p className="text-xs font-medium text-navy-500">{activityTypeLabels[activity.type]}</p>
                  <ActivityLink activity={activity} />
                </TableCell>
                <TableCell className="px-3 [overflow-wrap:anywhere]">
                  <ClientLink activity={activity} />
                </TableCell>
                <TableCell className="px-3">
                  <ActivityWhen activity={activity} overdue={overdue} />
                </TableCell>
                <TableCell className="px-3">{nameOf(activity.ownerId, { me: user.id })}</TableCell>
                <TableCell className="px-3">
                  <ActivityStatusBadge status={activity.status} />
                </TableCell>
                <TableCell className="px-4">
                  <ToggleButton activity={activity} onToggle={toggle} />
                </TableCell>
              </TableRow>
            );
          })}
          cards={data?.activities.map((activity) => {
            const overdue = isOverdue(activity, now);
            return (
              <li
                key={activity.id}
                className={cn('rounded-xl p-5 shadow-sm ring-1 ring-navy-100', overdue ? 'bg-amber-50' : 'bg-white')}
              >
                <div className="flex items-start justify-between gap-3">
                  <p className="text-xs font-medium text-navy-500">{activityTypeLabels[activity.type]}</p>
                  <ActivityStatusBadge status={activity.status} />
                </div>
                <div className="mt-1 min-w-0 [overflow-wrap:anywhere]">
                  <ActivityLink activity={activity} />
                </div>
                <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
                  <dt className="text-navy-500">Cliente</dt>
                  <dd className="text-navy-800 [overflow-wrap:anywhere]">
                    <ClientLink activity={activity} />
                  </dd>
                  <dt className="text-navy-500">Fecha</dt>
                  <dd className="text-navy-800">
                    <ActivityWhen activity={activity} overdue={overdue} />
                  </dd>
                  <dt className="text-navy-500">Responsable</dt>
                  <dd className="text-navy-800">{nameOf(activity.ownerId, { me: user.id })}</dd>
                </dl>
                <div className="mt-4 border-t border-navy-100 pt-4">
                  <ToggleButton activity={activity} onToggle={toggle} />
                </div>
              </li>
            );
          })}
        />
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
