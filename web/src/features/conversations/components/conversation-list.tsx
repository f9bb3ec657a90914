import { formatAgencyTime, type LiveChatConversation } from '@prestigio/contracts';
import { Link } from 'react-router-dom';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format-date';
import { conversationPath } from './live-chat-provider';
import { ConversationStateBadge } from './conversation-state-badge';

export type ConversationFilter = 'open' | 'waiting' | 'mine' | 'closed';

const filterLabels: Record<ConversationFilter, string> = {
  open: 'Abiertas',
  waiting: 'Esperan',
  mine: 'Contigo',
  closed: 'Cerradas',
};

export function filterConversations(conversations: readonly LiveChatConversation[], filter: ConversationFilter, meId: string | undefined) {
  switch (filter) {
    case 'open':
      return conversations.filter((conversation) => conversation.state !== 'closed');
    case 'waiting':
      return conversations.filter((conversation) => conversation.state === 'waiting');
    case 'mine':
      return conversations.filter((conversation) => conversation.state === 'agent' && conversation.advisor?.id === meId);
    case 'closed':
      return conversations.filter((conversation) => conversation.state === 'closed');
  }
}

/** Today's activity by its time, older by its day (the agency's clock). */
function activityTime(iso: string): string {
  const date = new Date(iso);
  return formatDate(iso) === formatDate(new Date().toISOString()) ? formatAgencyTime(date) : formatDate(iso);
}

interface ConversationListProps {
  conversations: readonly LiveChatConversation[];
  meId: string | undefined;
  selectedId: string | undefined;
  filter: ConversationFilter;
  onFilterChange: (filter: ConversationFilter) => void;
  loading: boolean;
  failed: boolean;
}

/** The inbox's list: newest activity first, with each one's state, unread count and the visitor's name once known. */
export function ConversationList({ conversations, meId, selectedId, filter, onFilterChange, loading, failed }: ConversationListProps) {
  const shown = filterConversations(conversations, filter, meId);
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div role="group" aria-label="Filtrar conversaciones" className="flex gap-1 border-b border-navy-100 p-2">
        {(Object.keys(filterLabels) as ConversationFilter[]).map((key) => {
          const count = filterConversations(conversations, key, meId).length;
          return (
            <button
              key={key}
              type="button"
              aria-pressed={filter === key}
              onClick={() => onFilterChange(key)}
              className={cn(
                'flex-1 rounded-md px-2 py-1.5 text-xs font-semibold transition-colors',
                filter === key ? 'bg-navy-900 text-white' : 'text-navy-700 hover:bg-navy-50',
              )}
            >
              {filterLabels[key]}
              {key !== 'closed' && count > 0 ? ` (${count})` : ''}
            </button>
          );
        })}
      </div>
      {failed && conversations.length === 0 ? (
        <p role="alert" className="m-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          No se pudieron cargar las conversaciones. Revisa tu conexión.
        </p>
      ) : loading ? (
        <p className="p-4 text-sm text-navy-600">Cargando conversaciones…</p>
      ) : shown.length === 0 ? (
        <p className="p-6 text-center text-sm text-navy-600">
          {filter === 'waiting' ? 'Nadie espera a un asesor ahora.' : filter === 'mine' ? 'No atiendes ninguna conversación.' : 'No hay conversaciones aquí.'}
        </p>
      ) : (
        <ul aria-label="Conversaciones" className="min-h-0 flex-1 divide-y divide-navy-100 overflow-y-auto">
          {shown.map((conversation) => (
            <li key={conversation.id}>
              <ConversationRow conversation={conversation} meId={meId} selected={conversation.id === selectedId} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ConversationRow({ conversation, meId, selected }: { conversation: LiveChatConversation; meId: string | undefined; selected: boolean }) {
  const name = conversation.visitorName ?? 'Visitante sin nombre';
  const forYou = conversation.state === 'waiting' && conversation.offeredTo !== null && conversation.offeredTo === meId;
  return (
    <Link
      to={conversationPath(conversation.id)}
      aria-current={selected ? 'page' : undefined}
      className={cn('block px-4 py-3 transition-colors hover:bg-navy-50', selected && 'bg-gold-50 hover:bg-gold-50')}
    >
      <span className="flex items-baseline justify-between gap-2">
        <span className={cn('truncate text-sm text-navy-900', conversation.unread > 0 ? 'font-bold' : 'font-semibold')}>{name}</span>
        <span className="shrink-0 text-xs text-navy-500">{activityTime(conversation.lastActivityAt)}</span>
      </span>
      <span className="mt-1 flex items-center gap-2">
        <span className="min-w-0 flex-1 truncate text-sm text-navy-600">{conversation.preview}</span>
        {conversation.unread > 0 ? (
          <span
            aria-label={`${conversation.unread} sin leer`}
            className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-gold-500 px-1.5 text-xs font-bold text-navy-900"
          >
            {conversation.unread}
          </span>
        ) : null}
      </span>
      <span className="mt-1.5 flex flex-wrap items-center gap-1.5">
        <ConversationStateBadge conversation={conversation} meId={meId} />
        {forYou ? <span className="text-xs font-semibold text-gold-700">Te la ofrecen a ti</span> : null}
      </span>
    </Link>
  );
}
