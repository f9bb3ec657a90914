import { leadSortLabels, leadSorts, leadSourceLabels, leadSources, leadStageLabels, leadStages, type LeadSummary, type PublicUser } from '@prestigio/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ListState } from '../../../components/ui/list-state';
import { Pagination } from '../../../components/ui/pagination';
import { Select, SelectOptions } from '../../../components/ui/select';
import { Table, TableBody, TableCell, TableColumns, TableRow, type TableColumn } from '../../../components/ui/table';
import { formatDate } from '../../../lib/format-date';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { leadListUrl, useAssignableAgents, useLeadPage } from '../api/leads';
import { LeadStageBadge } from './lead-stage-badge';
import { ReviewMark } from './review-mark';

const columns: readonly TableColumn[] = [
  { label: 'Cliente' },
  { label: 'Contacto' },
  { label: 'Origen' },
  { label: 'Etapa' },
  { label: 'Agente' },
  { label: 'Seguimiento' },
  { label: 'Último contacto' },
];

/** The next follow-up, marked when it is overdue (the complaint every CRM hears: follow-ups forgotten). */
export function FollowUp({ at }: { at: string | null }) {
  // The moment the page was drawn: a render stays the same however often React repeats it.
  const [now] = useState(() => Date.now());
  if (!at) return <span className="text-navy-400">—</span>;
  const overdue = new Date(at).getTime() < now;
  return overdue ? (
    <span className="font-semibold text-red-700">
      Vencido · {formatDate(at)}
    </span>
  ) : (
    <span>{formatDate(at)}</span>
  );
}

/** The filters every view of the clients shares, kept in the URL (shareable; Back restores them). */
export function LeadFilters({ user, showStage = true }: { user: PublicUser; showStage?: boolean }) {
  const { search, setFilter } = useUrlFilters();
  const { agents } = useAssignableAgents();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <label className="sm:col-span-2">
        <span className="sr-only">Buscar por nombre, correo o teléfono</span>
        <input
          type="search"
          defaultValue={search.get('text') ?? ''}
          placeholder="Buscar por nombre, correo o teléfono"
          onChange={(event) => setFilter('text', event.target.value.trim())}
          className="h-10 w-full rounded-md border border-navy-200 bg-white px-3 text-sm"
        />
      </label>
      {showStage ? (
        <Select value={search.get('stage') ?? ''} onChange={(event) => setFilter('stage', event.target.value)} aria-label="Etapa">
          <option value="">Todas las etapas</option>
          <SelectOptions values={leadStages} labels={leadStageLabels} />
        </Select>
      ) : null}
      <Select value={search.get('source') ?? ''} onChange={(event) => setFilter('source', event.target.value)} aria-label="Origen">
        <option value="">Todos los orígenes</option>
        <SelectOptions values={leadSources} labels={leadSourceLabels} />
      </Select>
      <Select value={search.get('agent') ?? ''} onChange={(event) => setFilter('agent', event.target.value)} aria-label="Agente">
        <option value="">{user.role === 'admin' ? 'Todos los agentes' : 'Todos los que veo'}</option>
        <option value="me">Asignados a mí</option>
        <option value="none">Sin asignar</option>
        {user.role === 'admin'
          ? agents
              .filter((agent) => agent.id !== user.id)
              .map((agent) => (
                <option key={agent.id} value={agent.id}>
                  {agent.name}
                </option>
              ))
          : null}
      </Select>
      <label className="flex items-center gap-2 text-sm text-navy-700">
        Desde
        <input type="date" value={search.get('from') ?? ''} onChange={(event) => setFilter('from', event.target.value)} className="h-10 min-w-0 flex-1 rounded-md border border-navy-200 bg-white px-2" />
      </label>
      <label className="flex items-center gap-2 text-sm text-navy-700">
        Hasta
        <input type="date" value={search.get('to') ?? ''} onChange={(event) => setFilter('to', event.target.value)} className="h-10 min-w-0 flex-1 rounded-md border border-navy-200 bg-white px-2" />
      </label>
      <Select value={search.get('sort') ?? 'recent'} onChange={(event) => setFilter('sort', event.target.value === 'recent' ? '' : event.target.value)} aria-label="Orden">
        <SelectOptions values={leadSorts} labels={leadSortLabels} />
      </Select>
    </div>
  );
}

/** A client as a card: the phone's list and the kanban's. */
export function LeadCard({ lead, agentName }: { lead: LeadSummary; agentName: string }) {
  return (
    <div className="space-y-1 text-sm">
      <div className="flex items-start justify-between gap-2">
        {/* Not natively draggable: on the kanban, dragging the card by its name must move the card. */}
        <Link to={`/leads/${lead.id}`} draggable={false} className="font-semibold break-words text-navy-900 underline-offset-2 hover:underline">
          {lead.name ?? 'Sin nombre'}
        </Link>
        <LeadStageBadge stage={lead.stage} />
      </div>
      <ReviewMark lead={lead} />
      <div className="break-all text-navy-700">{lead.email ?? lead.phone ?? ''}</div>
      <div className="text-navy-600">
        {leadSourceLabels[lead.source]} · {agentName}
      </div>
      {lead.nextFollowUpAt ? (
        <div>
          Seguimiento: <FollowUp at={lead.nextFollowUpAt} />
        </div>
      ) : null}
    </div>
  );
}

/** The portal's clients as a table from `xl` up (cards below, where seven columns do not fit), newest activity first unless sorted otherwise. */
export function LeadList({ user }: { user: PublicUser }) {
  const { search, setPage } = useUrlFilters();
  const { data, error, isLoading } = useLeadPage(leadListUrl(search));
  const { nameOf } = useAssignableAgents();
  const agentOf = (agentId: string | null) => nameOf(agentId, { me: user.id });

  return (
    <div className="space-y-6">
      <LeadFilters user={user} />
      <ListState messages={{ failed: 'No se pudieron cargar los clientes. Intenta nuevamente.', loading: 'Cargando clientes…', empty: 'No hay clientes con estos filtros.' }} error={error} loading={isLoading || !data} empty={(data?.leads.length ?? 0) === 0}>
        <div className="hidden xl:block">
          <Table>
            <TableColumns columns={columns} />
            <TableBody>
              {data?.leads.map((lead) => (
                <TableRow key={lead.id}>
                  <TableCell className="[overflow-wrap:anywhere]">
                    <Link to={`/leads/${lead.id}`} className="font-semibold text-navy-900 underline-offset-2 hover:underline">
                      {lead.name ?? 'Sin nombre'}
                    </Link>
                    <ReviewMark lead={lead} />
                  </TableCell>
                  <TableCell className="text-sm">
                    <div className="break-all">{lead.email ?? '—'}</div>
                    <div>{lead.phone ?? ''}</div>
                  </TableCell>
                  <TableCell>{leadSourceLabels[lead.source]}</TableCell>
                  <TableCell>
                    <LeadStageBadge stage={lead.stage} />
                  </TableCell>
                  <TableCell className="[overflow-wrap:anywhere]">{agentOf(lead.assignedAgentId)}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    <FollowUp at={lead.nextFollowUpAt} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(lead.lastInquiryAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <ul className="divide-y divide-navy-100 xl:hidden" aria-label="Clientes">
          {data?.leads.map((lead) => (
            <li key={lead.id} className="px-4 py-3">
              <LeadCard lead={lead} agentName={agentOf(lead.assignedAgentId)} />
            </li>
          ))}
        </ul>
      </ListState>
      {data ? (
        <Pagination
          page={data.page}
          pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))}
          summary={`${data.total.toLocaleString('es-MX')} ${data.total === 1 ? 'cliente' : 'clientes'}`}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}
