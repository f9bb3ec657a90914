import { leadSourceLabels, leadSources, leadStageLabels, leadStages, type DashboardSummary } from '@prestigio/contracts';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/format-date';

/** Horizontal bars with their figures written out: readable without colour, and as a list by screen readers. */
function BarChart({ title, rows, hrefOf }: { title: string; rows: Array<{ key: string; label: string; value: number }>; hrefOf: (key: string) => string }) {
  const top = Math.max(1, ...rows.map((row) => row.value));
  return (
    <section aria-label={title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
      <h2 className="font-semibold text-navy-900">{title}</h2>
      <ul className="mt-4 space-y-2">
        {rows.map((row) => (
          <li key={row.key}>
            <Link to={hrefOf(row.key)} className="grid grid-cols-[8.5rem_1fr_2.5rem] items-center gap-3 rounded text-sm hover:bg-navy-50">
              <span className="truncate text-navy-700">{row.label}</span>
              <span className="h-2.5 rounded-full bg-navy-50" aria-hidden="true">
                <span className="block h-full rounded-full bg-gold-400" style={{ width: `${(row.value / top) * 100}%` }} />
              </span>
              <span className="text-right font-semibold text-navy-900 tabular-nums">{row.value.toLocaleString('es-MX')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Beyond the spec's cards: the pipeline by stage, the last 30 days' new clients by source, and my follow-ups due. */
export function PipelineCharts({ summary }: { summary: DashboardSummary }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <BarChart
        title="Clientes por etapa"
        rows={leadStages.map((stage) => ({ key: stage, label: leadStageLabels[stage], value: summary.leadsByStage[stage] }))}
        hrefOf={(stage) => `/leads?stage=${stage}`}
      />
      <BarChart
        title="Nuevos por origen (30 días)"
        rows={leadSources.map((source) => ({ key: source, label: leadSourceLabels[source], value: summary.leadsBySource30Days[source] }))}
        hrefOf={(source) => `/leads?source=${source}`}
      />
      <section aria-labelledby="my-follow-ups" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="my-follow-ups" className="font-semibold text-navy-900">
            Mis seguimientos para hoy
          </h2>
          {summary.myFollowUpsOverdue > 0 ? (
            <span className="text-sm font-semibold text-amber-900">
              {summary.myFollowUpsOverdue.toLocaleString('es-MX')} {summary.myFollowUpsOverdue === 1 ? 'vencido' : 'vencidos'}
            </span>
          ) : null}
        </div>
        {summary.myFollowUps.length === 0 ? (
          <p className="mt-4 text-sm text-navy-600">No tienes seguimientos pendientes para hoy.</p>
        ) : (
          <ul className="mt-4 divide-y divide-navy-100 text-sm">
            {summary.myFollowUps.map((lead) => (
              <li key={lead.id} className="flex items-center justify-between gap-3 py-2">
                <Link to={`/leads/${lead.id}`} className="font-medium text-navy-900 underline-offset-2 hover:underline">
                  {lead.name ?? 'Sin nombre'}
                </Link>
                <span className="text-navy-600">{formatDate(lead.nextFollowUpAt)}</span>
              </li>
            ))}
          </ul>
        )}
        {summary.followUpsDueToday > summary.myFollowUps.length ? (
          <Link to="/leads?sort=follow_up" className="mt-3 inline-block text-sm text-navy-700 underline">
            Ver los {summary.followUpsDueToday.toLocaleString('es-MX')} seguimientos vencidos o de hoy
          </Link>
        ) : null}
      </section>
    </div>
  );
}
