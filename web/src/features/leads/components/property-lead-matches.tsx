import { formatMXN } from '@prestigio/contracts';
import { Link } from 'react-router-dom';
import { apiErrorBody } from '../../../lib/api-client';
import { usePropertyLeadMatches } from '../api/leads';
import { LeadStageBadge } from './lead-stage-badge';

/** On a listing's page in the portal: the open clients it fits (those the agent sees), best first. */
export function PropertyLeadMatches({ propertyId }: { propertyId: string }) {
  const { data, error } = usePropertyLeadMatches(propertyId);
  // An unpublished listing fits nobody yet: nothing to show rather than an error.
  if (apiErrorBody(error)?.statusCode === 404) return null;
  return (
    <section aria-labelledby="property-lead-matches" className="mt-10 rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
      <h2 id="property-lead-matches" className="font-semibold text-navy-900">
        Clientes a los que les puede interesar
      </h2>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          No se pudieron buscar clientes para esta propiedad.
        </p>
      ) : !data ? (
        <p className="mt-3 text-sm text-navy-600">Buscando clientes…</p>
      ) : data.leads.length === 0 ? (
        <p className="mt-3 text-sm text-navy-600">Ningún cliente abierto busca algo así por ahora.</p>
      ) : (
        <ul className="mt-3 divide-y divide-navy-100 text-sm">
          {data.leads.map(({ lead }) => (
            <li key={lead.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <Link to={`/leads/${lead.id}`} className="font-medium text-navy-900 underline-offset-2 hover:underline">
                {lead.name ?? 'Sin nombre'}
              </Link>
              <span className="flex items-center gap-3 text-navy-600">
                {lead.budgetMax ?? lead.budgetMin ? formatMXN((lead.budgetMax ?? lead.budgetMin)!) : 'Sin presupuesto'}
                <LeadStageBadge stage={lead.stage} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
