import { CHAT_MAX_MESSAGE_LENGTH, formatAgencyTime, type LiveChatMessage } from '@prestigio/contracts';
import { ArrowLeft, Bot, Hand, ListChecks, MessageSquare, Send, XCircle } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { apiErrorBody } from '../../../lib/api-client';
import type { AgentIdentity, PendingMessage } from '../api/agent-chat-client';
import { useConversationDetail } from '../api/conversations';
import { useLiveChat, useLiveChatClient } from '../hooks/use-live-chat';
import { ConversationDetails } from './conversation-details';
import { ConversationStateBadge } from './conversation-state-badge';

const EMPTY: readonly never[] = [];

const notConnected = () =>
  toast({ title: 'Sin conexión', description: 'No hay conexión con el chat; se reintenta sola. Vuelve a intentarlo en unos segundos.', variant: 'destructive' });

/** One conversation: its transcript live, the actions on it, your replies, and (beside it) its criteria and matches. */
export function ConversationView({ conversationId }: { conversationId: string }) {
  const client = useLiveChatClient();
  const live = useLiveChat();
  const detail = useConversationDetail(conversationId);
  const [showDetails, setShowDetails] = useState(false);

  const { data } = detail;
  useEffect(() => {
    if (data) client.seedConversation(data.conversation, data.messages);
  }, [client, data]);
  useEffect(() => client.watch(conversationId), [client, conversationId]);

  const conversation = live.conversations.find((item) => item.id === conversationId) ?? data?.conversation;
  const messages = live.transcripts[conversationId] ?? data?.messages ?? EMPTY;
  const pending = live.pending[conversationId] ?? EMPTY;
  const lastSeq = messages.at(-1)?.seq;

  // What the agent has on screen is read: the unread count drops for everybody.
  const unread = conversation?.unread ?? 0;
  useEffect(() => {
    if (unread > 0 && lastSeq !== undefined && document.visibilityState === 'visible') client.markRead(conversationId, lastSeq);
  }, [client, conversationId, unread, lastSeq, live.status]);

  if (!conversation) {
    if (detail.error) {
      const notFound = apiErrorBody(detail.error)?.statusCode === 404;
      return (
        <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center" role="alert">
          <p className="text-navy-800">{notFound ? 'Conversación no encontrada.' : 'No se pudo cargar la conversación.'}</p>
          <Link to="/conversations" className="text-sm font-semibold text-navy-900 underline">
            Volver a las conversaciones
          </Link>
        </div>
      );
    }
    return <p className="p-6 text-sm text-navy-600">Cargando conversación…</p>;
  }

  const me = live.me;
  const iHold = conversation.state === 'agent' && conversation.advisor?.id === me?.id;
  const canTake =
    conversation.state === 'waiting' || conversation.state === 'assistant' || (conversation.state === 'agent' && !iHold && me?.role === 'admin');
  const act = (type: 'take' | 'hand_back' | 'close') => {
    if (!client.act(type, conversationId)) notConnected();
  };
  const name = conversation.visitorName ?? 'Visitante sin nombre';

  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-navy-100 px-4 py-3">
        <Link to="/conversations" className="-ml-1 rounded-md p-1 text-navy-700 hover:bg-navy-50 lg:hidden" aria-label="Volver a la lista">
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        </Link>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-navy-900">{name}</h2>
          <div className="mt-0.5 flex items-center gap-2">
            <ConversationStateBadge conversation={conversation} meId={me?.id} />
            {live.status !== 'open' ? <span className="text-xs text-amber-800">{live.status === 'connecting' ? 'Conectando…' : 'Sin conexión, reconectando…'}</span> : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {canTake ? (
            <Button size="sm" variant="gold" onClick={() => act('take')}>
              <Hand className="h-4 w-4" aria-hidden="true" /> Tomar conversación
            </Button>
          ) : null}
          {iHold ? (
            <Button size="sm" variant="secondary" onClick={() => act('hand_back')}>
              <Bot className="h-4 w-4" aria-hidden="true" /> Devolver al asistente
            </Button>
          ) : null}
          {iHold || conversation.state === 'waiting' ? (
            <Button size="sm" variant="secondary" onClick={() => act('close')}>
              <XCircle className="h-4 w-4" aria-hidden="true" /> Cerrar conversación
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" className="xl:hidden" aria-pressed={showDetails} onClick={() => setShowDetails((shown) => !shown)}>
            {showDetails ? <MessageSquare className="h-4 w-4" aria-hidden="true" /> : <ListChecks className="h-4 w-4" aria-hidden="true" />}
            {showDetails ? 'Ver el chat' : 'Lo que busca'}
          </Button>
        </div>
      </header>

      <div className="flex min-h-0 flex-1">
        <div className={cn('min-w-0 flex-1 flex-col', showDetails ? 'hidden xl:flex' : 'flex')}>
          <Transcript
            messages={messages}
            pending={pending}
            me={me}
            visitorName={name}
            typing={live.typing[conversationId]}
            onRetry={(id) => client.retry(conversationId, id)}
            onDiscard={(id) => client.discard(conversationId, id)}
          />
          {iHold ? (
            <Composer conversationId={conversationId} />
          ) : (
            <p className="border-t border-navy-100 bg-navy-50 px-4 py-3 text-sm text-navy-700">
              {conversation.state === 'closed'
                ? 'La conversación está cerrada. Si el visitante vuelve a escribir, la retoma el asistente.'
                : conversation.state === 'agent'
                  ? `La atiende ${conversation.advisor?.name ?? 'otro asesor'}.`
                  : 'Toma la conversación para responder al visitante.'}
            </p>
          )}
        </div>
        <aside
          aria-label="Lo que busca y propiedades"
          className={cn('min-h-0 w-full overflow-y-auto border-navy-100 xl:block xl:w-72 xl:shrink-0 xl:border-l', showDetails ? 'block' : 'hidden')}
        >
          <ConversationDetails
            conversation={conversation}
            matches={data?.matches}
            matchesFailed={Boolean(detail.error)}
            canSend={iHold}
            onSend={(match) => {
              client.sendProperty(conversationId, match);
              setShowDetails(false);
            }}
          />
        </aside>
      </div>
    </div>
  );
}

interface TranscriptProps {
  messages: readonly LiveChatMessage[];
  pending: readonly PendingMessage[];
  me: AgentIdentity | null;
  visitorName: string;
  typing: 'visitor' | 'advisor' | undefined;
  onRetry: (messageId: string) => void;
  onDiscard: (messageId: string) => void;
}

function Transcript({ messages, pending, me, visitorName, typing, onRetry, onDiscard }: TranscriptProps) {
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages.length, pending.length, typing]);

  return (
    <ol ref={listRef} aria-label="Mensajes" aria-live="polite" className="min-h-0 flex-1 space-y-3 overflow-y-auto bg-navy-50/50 px-4 py-4">
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} me={me} visitorName={visitorName} />
      ))}
      {pending.map((message) => (
        <li key={message.id} className="flex flex-col items-end">
          <Bubble mine text={message.text} properties={message.properties} className="opacity-70" />
          {message.failed ? (
            <span className="mt-1 flex gap-2 text-xs text-red-700">
              No se envió.
              <button type="button" className="font-semibold underline" onClick={() => onRetry(message.id)}>
                Reintentar
              </button>
              <button type="button" className="font-semibold underline" onClick={() => onDiscard(message.id)}>
                Descartar
              </button>
            </span>
          ) : (
            <span className="mt-1 text-xs text-navy-500">Enviando…</span>
          )}
        </li>
      ))}
      {typing ? (
        <li className="text-sm text-navy-600 italic" role="status">
          {typing === 'visitor' ? `${visitorName} está escribiendo…` : 'Otro asesor está escribiendo…'}
        </li>
      ) : null}
    </ol>
  );
}

function MessageItem({ message, me, visitorName }: { message: LiveChatMessage; me: AgentIdentity | null; visitorName: string }) {
  const time = formatAgencyTime(new Date(message.at));
  if (message.author === 'system') {
    return (
      <li className="text-center text-xs text-navy-500">
        {message.text} · {time}
      </li>
    );
  }
  const fromVisitor = message.author === 'visitor';
  const who = fromVisitor
    ? visitorName
    : message.author === 'assistant'
      ? 'Asistente'
      : message.advisor?.id === me?.id
        ? 'Tú'
        : (message.advisor?.name ?? 'Asesor');
  return (
    <li className={cn('flex flex-col', fromVisitor ? 'items-start' : 'items-end')}>
      <span className="mb-0.5 text-xs text-navy-500">
        {who} · {time}
      </span>
      <Bubble mine={!fromVisitor} assistant={message.author === 'assistant'} text={message.text} properties={message.properties} />
    </li>
  );
}

function Bubble({
  mine,
  assistant = false,
  text,
  properties,
  className,
}: {
  mine: boolean;
  assistant?: boolean;
  text: string;
  properties: LiveChatMessage['properties'];
  className?: string;
}) {
  return (
    <div
      className={cn(
        'max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-line',
        !mine ? 'bg-white text-navy-900 ring-1 ring-navy-100' : assistant ? 'bg-gold-100 text-navy-900' : 'bg-navy-900 text-white',
        className,
      )}
    >
      {text}
      {properties.length ? (
        <ul className={cn('space-y-1', text && 'mt-2')}>
          {properties.map((property) => (
            <li key={property.url}>
              <a href={property.url} target="_blank" rel="noreferrer" className="font-medium underline decoration-gold-400 underline-offset-2">
                {property.title}
              </a>{' '}
              <span className="opacity-80">{property.price}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Your reply: Enter sends, Shift+Enter starts a new line; while you type the visitor sees "escribiendo…". */
function Composer({ conversationId }: { conversationId: string }) {
  const client = useLiveChatClient();
  const [draft, setDraft] = useState('');
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const content = draft.trim();
    if (!content) return;
    client.reply(conversationId, content);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-navy-100 bg-white p-3">
      <label htmlFor={`reply-${conversationId}`} className="sr-only">
        Tu respuesta
      </label>
      <textarea
        id={`reply-${conversationId}`}
        rows={2}
        value={draft}
        maxLength={CHAT_MAX_MESSAGE_LENGTH}
        onChange={(event) => {
          setDraft(event.target.value);
          if (event.target.value.trim()) client.typing(conversationId);
        }}
        onKeyDown={onKeyDown}
        placeholder="Escribe tu respuesta…"
        className="min-h-11 flex-1 resize-none rounded-md border border-navy-200 px-3 py-2 text-sm text-navy-900 focus:border-gold-500 focus:outline-none"
      />
      <Button type="submit" size="md" variant="gold" aria-label="Enviar respuesta" disabled={!draft.trim()}>
        <Send className="h-4 w-4" aria-hidden="true" />
      </Button>
    </form>
  );
}

