import { Bell, BellOff, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../../lib/cn';
import { useConversationList } from '../api/conversations';
import { useNotificationPermission, useSoundMuted } from '../hooks/use-alert-preferences';
import { useLiveChat, useLiveChatClient } from '../hooks/use-live-chat';
import { ConversationList, type ConversationFilter } from './conversation-list';
import { ConversationView } from './conversation-view';

/**
 * "Conversaciones": the list beside the open conversation on a wide screen; on a phone the list, then the conversation
 * alone (with a way back). The alerts' settings sit above.
 */
export function ConversationsInbox({ selectedId }: { selectedId: string | undefined }) {
  const client = useLiveChatClient();
  const live = useLiveChat();
  const list = useConversationList();
  const [filter, setFilter] = useState<ConversationFilter>('open');

  useEffect(() => {
    if (list.data) client.seedConversations(list.data.conversations);
  }, [client, list.data]);

  return (
    <div className="space-y-3">
      {/* On a phone an open conversation takes the screen: the settings wait on the list. */}
      <div className={cn(selectedId && 'hidden lg:block')}>
        <AlertSettings status={live.status} agencyOpen={live.agencyOpen} />
      </div>
      <div className="grid h-[calc(100dvh-16rem)] min-h-[26rem] overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-navy-100 lg:h-[min(calc(100dvh-14rem),54rem)] lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section aria-label="Lista de conversaciones" className={cn('min-h-0 border-navy-100 lg:block lg:border-r', selectedId ? 'hidden' : 'block')}>
          <ConversationList
            conversations={live.conversations}
            meId={live.me?.id}
            selectedId={selectedId}
            filter={filter}
            onFilterChange={setFilter}
            loading={!live.listLoaded && !list.error}
            failed={Boolean(list.error) && !live.listLoaded}
          />
        </section>
        <section aria-label="Conversación" className={cn('min-h-0 lg:block', selectedId ? 'block' : 'hidden')}>
          {selectedId ? (
            <ConversationView key={selectedId} conversationId={selectedId} />
          ) : (
            <p className="flex h-full items-center justify-center p-6 text-center text-navy-600">Elige una conversación para ver lo que se ha dicho.</p>
          )}
        </section>
      </div>
    </div>
  );
}

function AlertSettings({ status, agencyOpen }: { status: string; agencyOpen: boolean | null }) {
  const [muted, setMuted] = useSoundMuted();
  const [permission, requestPermission] = useNotificationPermission();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-navy-700">
      <span role="status" className="flex items-center gap-2">
        <span className={cn('h-2.5 w-2.5 rounded-full', status === 'open' ? 'bg-emerald-500' : 'bg-amber-500')} aria-hidden="true" />
        {status === 'open'
          ? 'Conectado: te avisaremos cuando un visitante espere a un asesor.'
          : status === 'signed_out'
            ? 'Tu sesión terminó: vuelve a iniciar sesión para recibir conversaciones.'
            : status === 'forbidden'
              ? 'Tu cuenta no puede atender conversaciones.'
              : 'Conectando con el chat…'}
      </span>
      {agencyOpen === false ? <span className="text-navy-500">Fuera de horario: el asistente ofrece videollamadas.</span> : null}
      <span className="ml-auto flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={muted}
          onClick={() => setMuted(!muted)}
          className="inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 font-medium text-navy-800 ring-1 ring-navy-200 hover:bg-navy-50"
        >
          {muted ? <VolumeX className="h-4 w-4" aria-hidden="true" /> : <Volume2 className="h-4 w-4" aria-hidden="true" />}
          {muted ? 'Sonido silenciado' : 'Silenciar sonido'}
        </button>
        {permission === 'default' ? (
          <button
            type="button"
            onClick={() => void requestPermission()}
            className="inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 font-medium text-navy-800 ring-1 ring-navy-200 hover:bg-navy-50"
          >
            <Bell className="h-4 w-4" aria-hidden="true" /> Activar avisos del navegador
          </button>
        ) : permission === 'denied' ? (
          <span className="inline-flex items-center gap-1.5 text-navy-500">
            <BellOff className="h-4 w-4" aria-hidden="true" /> Avisos del navegador bloqueados (actívalos en la configuración del navegador)
          </span>
        ) : null}
      </span>
    </div>
  );
}
