import { leadSourceLabels, leadStageLabels, leadStages, type PublicUser } from '@prestigio/contracts';
import { Link } from 'react-router-dom';
import { Select, SelectOptions } from '../../../components/ui/select';
import { ListState } from '../../../components/ui/list-state';
import { Table, TableBody, TableCell, TableColumns, TableRow, type TableColumn } from '../../../components/ui/table';
import { formatDate } from '../../../lib/format-date';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { leadListUrl, useLeadPage } from '../api/leads';
import { LeadStageBadge } from './lead-stage-badge';

const columns: readonly TableColumn[] = [
  { label: 'Cliente' },
  { label: 'Contacto' },
  { label: 'Origen' },
  { label: 'Etapa' },
  { label: 'Agente' },
  { label: 'Último contacto' },
];

/** The portal's clients: filters live in the URL (shareable, Back restores them), newest activity first. */
export function LeadList({ user }: { user: PublicUser }) {
  const { search, setFilter } = useUrlFilters();
  const { data, error, isLoading } = useLeadPage(leadListUrl(search));
  const agentOf = (agentId: string | null) => (agentId === null ? 'Sin asignar' : agentId === user.id ? 'Yo' : 'Otro agente');

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row">
        <label className="flex-1">
          <span className="sr-only">Buscar por nombre, correo o teléfono</span>
          <input
            type="search"
            defaultValue={search.get('text') ?? ''}
            placeholder="Buscar por nombre, correo o teléfono"
            onChange={(event) => setFilter('text', event.target.value.trim())}
            className="h-10 w-full rounded-md border border-navy-200 bg-white px-3 text-sm"
          />
        </label>
        <label>
          <span className="sr-only">Etapa</span>
          <Select value={search.get('stage') ?? ''} onChange={(event) => setFilter('stage', event.target.value)} aria-label="Etapa">
            <option value="">Todas las etapas</option>
            <SelectOptions values={leadStages} labels={leadStageLabels} />
          </Select>
        </label>
        <label>
          <span className="sr-only">Agente</span>
          <Select value={search.get('agent') ?? ''} onChange={(event) => setFilter('agent', event.target.value)} aria-label="Agente">
            <option value="">Todos los que veo</option>
            <option value="me">Asignados a mí</option>
            <option value="none">Sin asignar</option>
          </Select>
        </label>
      </div>

      <ListState messages={{ failed: 'No se pudieron cargar los clientes. Intente nuevamente.', loading: 'Cargando clientes…', empty: 'No hay clientes con estos filtros.' }} error={error} loading={isLoading || !data} empty={(data?.leads.length ?? 0) === 0}>
          <Table>
            <TableColumns columns={columns} />
            <TableBody>
              {data?.leads.map((lead) => (
                <TableRow key={lead.id}>
                  <TableCell>
                    <Link to={`/leads/${lead.id}`} className="font-semibold text-navy-900 underline-offset-2 hover:underline">
                      {lead.name ?? 'Sin nombre'}
                    </Link>
                  </TableCell>
                  <TableCell className="text-sm">
                    <div className="break-all">{lead.email ?? '—'}</div>
                    <div>{lead.phone ?? ''}</div>
                  </TableCell>
                  <TableCell>{leadSourceLabels[lead.source]}</TableCell>
                  <TableCell>
                    <LeadStageBadge stage={lead.stage} />
                  </TableCell>
                  <TableCell>{agentOf(lead.assignedAgentId)}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(lead.lastInquiryAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
      </ListState>
      {data ? (
        <p className="text-sm text-navy-600">
          {data.total.toLocaleString('es-MX')} {data.total === 1 ? 'cliente' : 'clientes'}
        </p>
      ) : null}
    </div>
  );
}
