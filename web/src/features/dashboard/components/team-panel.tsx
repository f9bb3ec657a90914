import { addDaysToDate, agencyParts, leadStageLabels, leadStages, type TeamAgentFigures } from '@prestigio/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Select } from '../../../components/ui/select';
import { useAssignableAgents } from '../../../lib/use-assignable-agents';
import { useTeamSummary } from '../api/get-team-summary';

const periods = { '7': 'Últimos 7 días', '30': 'Últimos 30 días', '90': 'Últimos 90 días' } as const;
type Period = keyof typeof periods;

const figureLabels = ['Clientes nuevos', 'Clientes por etapa', 'Actividades vencidas', 'Primera respuesta (mediana)', 'Videollamadas'] as const;

const noFigures: Omit<TeamAgentFigures, 'agentId'> = {
  newClients: 0,
  byStage: Object.fromEntries(leadStages.map((stage) => [stage, 0])) as TeamAgentFigures['byStage'],
  overdueActivities: 0,
  medianFirstResponseMinutes: null,
  callsBooked: 0,
};

/** "2 h 15 min", "3 d 4 h": a median response time as a manager reads it. */
function duration(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return `${Math.floor(minutes / 1440)} d ${Math.floor((minutes % 1440) / 60)} h`;
}

/**
 * The administrators' team view on the dashboard: per agent, the period's new clients, first-response time and calls
 * booked, and now their clients by stage and overdue activities; each figure opens the list it counts.
 */
export function TeamPanel() {
  const [period, setPeriod] = useState<Period>('30');
  const [today] = useState(() => agencyParts(new Date()).date);
  const range = { from: addDaysToDate(today, 1 - Number(period)), to: today };
  const { data, error } = useTeamSummary(range);
  const { agents, nameOf } = useAssignableAgents();
  // Every active agent has a row, with zeros when the period left nothing to count.
  const rows = agents
    .map((agent): TeamAgentFigures => data?.agents.find((row) => row.agentId === agent.id) ?? { ...noFigures, agentId: agent.id })
    .sort((a, b) => nameOf(a.agentId).localeCompare(nameOf(b.agentId), 'es'));
  const agentParam = (row: TeamAgentFigures) => row.agentId ?? 'none';
  /** One agent's figures in the order of `figureLabels`, each opening the list it counts. */
  const figuresOf = (row: TeamAgentFigures): ReactNode[] => [
    <Link to={`/leads?agent=${agentParam(row)}&from=${range.from}&to=${range.to}`} className="underline">
      {row.newClients.toLocaleString('es-MX')}
    </Link>,
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      {leadStages
        .filter((stage) => row.byStage[stage] > 0)
        .map((stage) => (
          <li key={stage}>
            <Link to={`/leads?agent=${agentParam(row)}&stage=${stage}`} className="underline">
              {leadStageLabels[stage]}: {row.byStage[stage].toLocaleString('es-MX')}
            </Link>
          </li>
        ))}
    </ul>,
    <Link to={`/activities?owner=${agentParam(row)}&to=${today}`} className={row.overdueActivities > 0 ? 'font-semibold text-amber-900 underline' : 'underline'}>
      {row.overdueActivities.toLocaleString('es-MX')}
    </Link>,
    duration(row.medianFirstResponseMinutes),
    <Link to={`/activities?owner=${agentParam(row)}&type=videollamada&from=${range.from}&to=${range.to}`} className="underline">
      {row.callsBooked.toLocaleString('es-MX')}
    </Link>,
  ];
  return (
    <section aria-labelledby="team-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="team-heading" className="text-xl font-semibold text-navy-900">
          Equipo
        </h2>
        <Select value={period} onChange={(event) => setPeriod(event.target.value as Period)} aria-label="Periodo" className="w-auto">
          {Object.entries(periods).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      {error ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          No se pudieron cargar las cifras del equipo.
        </p>
      ) : !data ? (
        <p className="mt-4 text-sm text-navy-600">Cargando cifras del equipo…</p>
      ) : (
        <>
          <div className="mt-4 hidden xl:block">
            <table className="w-full text-left text-sm">
              <thead className="text-navy-600">
                <tr>
                  <th className="py-2 pr-4 font-medium">Agente</th>
                  {figureLabels.map((label) => (
                    <th key={label} className="py-2 pr-4 font-medium last:pr-0">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-navy-100">
                {rows.map((row) => (
                  <tr key={row.agentId} data-testid="team-row">
                    <th scope="row" className="py-2 pr-4 font-medium text-navy-900">
                      {nameOf(row.agentId)}
                    </th>
                    {figuresOf(row).map((figure, index) => (
                      <td key={figureLabels[index]} className="py-2 pr-4 last:pr-0">
                        {figure}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {/* Six columns do not fit below `xl`: one card per agent, the same figures and links. */}
          <ul className="mt-4 divide-y divide-navy-100 xl:hidden" aria-label="Equipo">
            {rows.map((row) => (
              <li key={row.agentId} className="py-3">
                <p className="font-medium text-navy-900">{nameOf(row.agentId)}</p>
                <dl className="mt-2 grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
                  {figuresOf(row).map((figure, index) => (
                    <div key={figureLabels[index]}>
                      <dt className="text-navy-600">{figureLabels[index]}</dt>
                      <dd>{figure}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
