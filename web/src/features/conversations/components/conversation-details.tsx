import {
  formatMXN,
  operationOptionLabels,
  propertyTypeLabels,
  type LiveChatConversation,
  type LiveChatMatch,
} from '@prestigio/contracts';
import { ExternalLink, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';

/** What the assistant understood, in the portal's words; the fields it did not learn are left out. */
export function criteriaLines(criteria: LiveChatConversation['criteria']): [string, string][] {
  const lines: [string, string][] = [];
  if (criteria.operationType) lines.push(['Operación', operationOptionLabels[criteria.operationType]]);
  if (criteria.propertyType) lines.push(['Tipo', propertyTypeLabels[criteria.propertyType]]);
  const place = [criteria.location, criteria.state].filter(Boolean).join(', ');
  if (place) lines.push(['Zona', place]);
  const { minPrice, maxPrice } = criteria;
  if (minPrice || maxPrice) {
    lines.push(['Presupuesto', minPrice && maxPrice ? `${formatMXN(minPrice)} a ${formatMXN(maxPrice)}` : maxPrice ? `hasta ${formatMXN(maxPrice)}` : `desde ${formatMXN(minPrice!)}`]);
  }
  if (criteria.bedrooms) lines.push(['Recámaras', `${criteria.bedrooms} o más`]);
  if (criteria.bathrooms) lines.push(['Baños', `${criteria.bathrooms} o más`]);
  if (criteria.parkingSpaces) lines.push(['Estacionamientos', `${criteria.parkingSpaces} o más`]);
  if (criteria.hasGarden) lines.push(['Jardín', 'Sí']);
  return lines;
}

interface ConversationDetailsProps {
  conversation: LiveChatConversation;
  matches: readonly LiveChatMatch[] | undefined;
  matchesFailed: boolean;
  /** You hold the conversation: you may send a listing as a card. */
  canSend: boolean;
  onSend: (match: LiveChatMatch) => void;
}

/** Beside the transcript: what the visitor looks for, and the published listings that fit, to send as cards. */
export function ConversationDetails({ conversation, matches, matchesFailed, canSend, onSend }: ConversationDetailsProps) {
  const lines = criteriaLines(conversation.criteria);
  return (
    <div className="space-y-6 p-4">
      <section aria-labelledby="conversation-criteria">
        <h3 id="conversation-criteria" className="text-sm font-semibold text-navy-900">
          Lo que busca
        </h3>
        {lines.length === 0 ? (
          <p className="mt-2 text-sm text-navy-600">El asistente aún no sabe qué busca.</p>
        ) : (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {lines.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-navy-500">{label}</dt>
                <dd className="text-navy-900">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {conversation.clientLeadId ? (
          <Link to={`/leads/${conversation.clientLeadId}`} className="mt-3 inline-block text-sm font-semibold text-navy-900 underline decoration-gold-400 underline-offset-2">
            Ver cliente
          </Link>
        ) : null}
      </section>

      <section aria-labelledby="conversation-matches">
        <h3 id="conversation-matches" className="text-sm font-semibold text-navy-900">
          Propiedades que coinciden
        </h3>
        {matchesFailed ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            No se pudieron buscar coincidencias.
          </p>
        ) : !matches ? (
          <p className="mt-2 text-sm text-navy-600">Buscando propiedades…</p>
        ) : matches.length === 0 ? (
          <p className="mt-2 text-sm text-navy-600">Ninguna propiedad publicada coincide por ahora.</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {matches.map((match) => (
              <li key={match.propertyId} className="overflow-hidden rounded-lg ring-1 ring-navy-100">
                {match.imageUrl ? <MatchPhoto src={match.imageUrl} /> : null}
                <div className="space-y-1 p-3 text-sm">
                  <a href={match.url} target="_blank" rel="noreferrer" className="flex items-start gap-1 font-medium text-navy-900 hover:underline">
                    <span className="min-w-0 break-words">{match.title}</span>
                    <ExternalLink className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                  </a>
                  <p className="text-navy-600">
                    {match.location} · {match.price}
                  </p>
                  {canSend ? (
                    <Button type="button" size="sm" variant="secondary" className="mt-1 w-full" onClick={() => onSend(match)} aria-label={`Enviar ${match.title} al visitante`}>
                      <Send className="h-3.5 w-3.5" aria-hidden="true" /> Enviar al visitante
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        {!canSend && matches?.length ? <p className="mt-2 text-xs text-navy-500">Toma la conversación para enviar una propiedad.</p> : null}
      </section>
    </div>
  );
}

/** A listing's photo; one that cannot load leaves the listing's words, not a broken image. */
function MatchPhoto({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img src={src} alt="" loading="lazy" className="h-24 w-full object-cover" onError={() => setFailed(true)} />;
}
