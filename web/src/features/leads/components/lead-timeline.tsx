import { timelineKindLabels, type TimelineEntry } from '@prestigio/contracts';
import { formatDateTime } from '../../../lib/format-date';
import { useAssignableAgents } from '../api/leads';

/**
 * Who wrote an entry: the name the server gives (an agent deactivated since included), else the active agents' list,
 * "Sistema" for what nobody did by hand (the site's form, the chat, rotation).
 */
function useAuthorOf() {
  const { nameOf } = useAssignableAgents();
  return ({ actorId, actorName }: TimelineEntry) => (actorId === null ? 'Sistema' : (actorName ?? nameOf(actorId)));
}

/**
 * A client's history, newest first: what happened, when (the agency's day and time) and who did it. Kinds with a
 * label of their own (a saved search's alert) are headed by it, the listings sent in the summary below.
 */
export function LeadTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const authorOf = useAuthorOf();
  return (
    <ol className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-lg bg-white px-4 py-3 text-sm shadow-sm ring-1 ring-navy-100">
          {timelineKindLabels[entry.kind] && <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-gold-700">{timelineKindLabels[entry.kind]}</p>}
          <p className="whitespace-pre-line text-navy-900">{entry.summary}</p>
          <p className="mt-1 text-xs text-navy-500">
            {formatDateTime(entry.at)} · {authorOf(entry)}
          </p>
        </li>
      ))}
    </ol>
  );
}
