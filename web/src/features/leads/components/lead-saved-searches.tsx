import { formatPropertyPrice, savedSearchFrequencyLabels, savedSearchStatusLabels, type ClientSavedSearches } from '@prestigio/contracts';
import { BellRing } from 'lucide-react';
import useSWR from 'swr';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format-date';

/**
 * The client's saved searches (issue 27): what they asked to be alerted about, how often, their state, and the
 * listings sent for each. Nothing at all when the client has none.
 */
export function LeadSavedSearches({ leadId }: { leadId: string }) {
  const { data, error } = useSWR<ClientSavedSearches>(`/api/leads/${encodeURIComponent(leadId)}/saved-searches`);
  if (error) {
    return <p className="rounded-xl bg-white p-6 text-sm text-navy-500 shadow-sm ring-1 ring-navy-100">No se pudieron cargar las búsquedas guardadas.</p>;
  }
  if (!data || data.searches.length === 0) return null;
  return (
    <section aria-labelledby="lead-saved-searches" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
      <h2 id="lead-saved-searches" className="flex items-center gap-2 font-semibold text-navy-900">
        <BellRing className="h-4 w-4 text-gold-600" aria-hidden="true" />
        Búsquedas guardadas ({data.searches.length})
      </h2>
      <ul className="mt-3 space-y-4">
        {data.searches.map((search) => (
          <li key={search.id} className="border-l-2 border-gold-300 pl-3 text-sm" data-testid="lead-saved-search">
            <p className="font-medium text-navy-900">{search.name}</p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-navy-500">
              <Badge>{savedSearchStatusLabels[search.status]}</Badge>
              {savedSearchFrequencyLabels[search.frequency]} · guardada el {formatDate(search.createdAt)} ·{' '}
              {search.alertsSent === 0 ? 'sin avisos aún' : `${search.alertsSent} ${search.alertsSent === 1 ? 'propiedad enviada' : 'propiedades enviadas'}`}
            </p>
            {search.recentAlerts.length > 0 && (
              <ul className="mt-2 space-y-1 text-navy-700">
                {search.recentAlerts.map((alert) => (
                  <li key={`${alert.propertyId}-${alert.reason}`}>
                    {alert.title} · {formatPropertyPrice(alert.price, alert.operationType)}
                    {alert.reason === 'bajo_de_precio' ? ' (bajó de precio)' : ''}
                    {alert.sentAt ? ` · ${formatDate(alert.sentAt)}` : ' · por enviar'}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
