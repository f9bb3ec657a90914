import { CHAT_INFO_PROMPT_DELAY_MS, CHAT_MAX_MESSAGE_LENGTH, type ChatBookedCall, type ChatInfoField } from '@prestigio/contracts';
import { CalendarDays, MessageCircle, Send, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Portrait } from '../../../components/ui/portrait';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useChatConnection, type ChatEntry, type ChatLiveState } from '../hooks/use-chat-connection';
import { InfoPrompt } from './info-prompt';

/** What the page gives the booking dialog it renders for a video-call offer. */
export interface BookingDialogSlotProps {
  leadId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBooked: (confirmationText: string, call: ChatBookedCall) => void;
}

/** What the chat's "Agendar videollamada" action says: an ordinary message, which brings the offer again. */
const ASK_FOR_CALL = 'Sí, quiero agendar una videollamada';

interface ChatWidgetProps {
  /** The booking dialog, composed by the page (features do not import each other). */
  renderBookingDialog: (props: BookingDialogSlotProps) => ReactNode;
}

/**
 * The landing's chat (spec §2): a round button; open, a 500 px panel connected to the assistant. Closing it ends the
 * conversation. The assistant's questions are answered in the panel; its video-call offer opens the booking dialog.
 */
export function ChatWidget({ renderBookingDialog }: ChatWidgetProps) {
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<ChatInfoField | null>(null);
  const [offerLeadId, setOfferLeadId] = useState<string | null>(null);
  const [bookingOpen, setBookingOpen] = useState(false);
  /** The visitor closed the booking dialog without booking: the chat keeps a way back to it. */
  const [offerDismissed, setOfferDismissed] = useState(false);
  const askTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const chat = useChatConnection(open, {
    onRequestInfo: (field) => {
      clearTimeout(askTimer.current);
      // Spec §4: the visitor is asked 300 ms after the request arrives.
      askTimer.current = setTimeout(() => setAsking(field), CHAT_INFO_PROMPT_DELAY_MS);
    },
    onVideoCallOffer: (leadId) => {
      setOfferLeadId(leadId);
      setOfferDismissed(false);
      setBookingOpen(true);
    },
  });
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => () => clearTimeout(askTimer.current), []);
  // Also when a form opens below the list and makes it shorter: the question it answers stays in view.
  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [chat.entries.length, chat.typing, asking, offerDismissed]);

  const close = () => {
    setOpen(false);
    setAsking(null);
    setDraft('');
    setOfferDismissed(false);
  };
  const quickReplies = asking ? undefined : pendingQuickReplies(chat.entries);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chat.sendMessage(draft)) setDraft('');
  };

  return (
    <>
      {open ? (
        <section
          aria-label="Chat con el asistente de Prestigio"
          className="fixed right-4 bottom-4 z-40 flex h-[500px] max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-sm flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-navy-100"
        >
          <header className="flex items-center justify-between bg-navy-900 px-4 py-3 text-white">
            <ChatHeading liveState={chat.liveState} ready={chat.ready} />
            <button type="button" onClick={close} aria-label="Cerrar chat" className="rounded-md p-1.5 hover:bg-white/10">
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          </header>

          {chat.ready || chat.entries.length > 0 ? (
            <ol ref={listRef} aria-live="polite" className="flex-1 space-y-3 overflow-y-auto px-4 py-3">
              {chat.entries.map((entry) => (
                <ChatBubble key={entry.id} entry={entry} />
              ))}
              {chat.typing ? (
                <li
                  aria-label={chat.typing.advisor ? `${firstName(chat.typing.advisor.name)} está escribiendo` : 'El asistente está escribiendo'}
                  className="flex items-center gap-2"
                >
                  <span className="flex w-16 gap-1 rounded-2xl bg-navy-50 px-3 py-3">
                    {[0, 150, 300].map((delay) => (
                      <span key={delay} className="h-2 w-2 animate-bounce rounded-full bg-navy-400 motion-reduce:animate-none" style={{ animationDelay: `${delay}ms` }} />
                    ))}
                  </span>
                  {chat.typing.advisor ? <span className="text-xs text-navy-600">{firstName(chat.typing.advisor.name)} está escribiendo…</span> : null}
                </li>
              ) : null}
              {quickReplies?.length && chat.ready ? (
                <li role="group" aria-label="Respuestas rápidas" className="flex flex-wrap justify-end gap-2">
                  {quickReplies.map((reply) => (
                    <button
                      key={reply}
                      type="button"
                      onClick={() => chat.sendMessage(reply)}
                      className="rounded-full border border-navy-300 bg-white px-3 py-1.5 text-sm font-medium text-navy-900 hover:border-gold-500 hover:bg-gold-50"
                    >
                      {reply}
                    </button>
                  ))}
                </li>
              ) : null}
            </ol>
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 text-navy-700" role="status">
              <Spinner />
              <p>Conectando al chat...</p>
            </div>
          )}

          {offerDismissed && chat.ready && !asking ? (
            <div className="border-t border-navy-100 bg-navy-50 px-3 py-2">
              <button
                type="button"
                onClick={() => {
                  if (chat.sendMessage(ASK_FOR_CALL)) setOfferDismissed(false);
                }}
                className="flex w-full items-center justify-center gap-2 rounded-md bg-gold-400 px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-gold-300"
              >
                <CalendarDays className="h-4 w-4" aria-hidden="true" />
                Agendar videollamada
              </button>
            </div>
          ) : null}

          {asking ? (
            <InfoPrompt
              field={asking}
              onCancel={() => setAsking(null)}
              onAnswer={(field, value) => {
                if (chat.sendInfo(field, value)) setAsking(null);
              }}
            />
          ) : null}

          <form onSubmit={submit} className="flex gap-2 border-t border-navy-100 p-3">
            <label htmlFor="chat-message" className="sr-only">
              Escriba su mensaje
            </label>
            <input
              id="chat-message"
              value={draft}
              maxLength={CHAT_MAX_MESSAGE_LENGTH}
              onChange={(event) => {
                setDraft(event.target.value);
                if (event.target.value.trim()) chat.sendTyping();
              }}
              disabled={!chat.ready}
              placeholder="Escriba su mensaje..."
              autoComplete="off"
              className="h-10 min-w-0 flex-1 rounded-md border border-navy-200 px-3 text-sm text-navy-900 focus:border-gold-500 focus:outline-none disabled:bg-navy-50"
            />
            <button
              type="submit"
              disabled={!chat.ready}
              aria-label="Enviar mensaje"
              className="flex h-10 w-10 items-center justify-center rounded-md bg-gold-400 text-navy-900 hover:bg-gold-300 disabled:opacity-50"
            >
              <Send className="h-4 w-4" aria-hidden="true" />
            </button>
          </form>
          <p className="px-3 pb-2 text-[11px] leading-snug text-navy-500">
            La información que comparta se usa conforme a nuestro{' '}
            <Link to="/aviso-de-privacidad" className="underline hover:text-navy-800">
              aviso de privacidad
            </Link>
            .
          </p>
        </section>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label="Abrir chat con un asistente"
          className="fixed right-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-gold-400 text-navy-900 shadow-xl hover:bg-gold-300 focus-visible:ring-4 focus-visible:ring-gold-200"
        >
          <MessageCircle className="h-6 w-6" aria-hidden="true" />
        </button>
      )}
      {renderBookingDialog({
        leadId: offerLeadId,
        open: bookingOpen,
        onOpenChange: (next) => {
          setBookingOpen(next);
          if (!next) {
            setOfferLeadId(null);
            setOfferDismissed(true);
          }
        },
        onBooked: (confirmationText, call) => {
          setBookingOpen(false);
          setOfferLeadId(null);
          setOfferDismissed(false);
          // Spec §8: the confirmation is also posted into the chat as the visitor's message; the call's own data lets
          // the assistant answer with its join and manage links.
          chat.sendMessage(confirmationText, call);
        },
      })}
    </>
  );
}

/** The quick replies of the assistant's latest question, while the visitor has not written since (an after-hours note may follow it). */
function pendingQuickReplies(entries: ChatEntry[]): string[] | undefined {
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index]!;
    if (entry.sender === 'user') return undefined;
    if (entry.quickReplies?.length) return entry.quickReplies;
  }
  return undefined;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : (words[0]?.[0] ?? '')).toUpperCase();
}

/** Who answers: the assistant, or (once one takes over) the advisor by name and portrait; while waiting, the estimate. */
function ChatHeading({ liveState, ready }: { liveState: ChatLiveState | null; ready: boolean }) {
  const advisor = liveState?.state === 'agent' ? liveState.advisor : null;
  const status = !ready
    ? 'Conectando...'
    : liveState?.state === 'waiting'
      ? liveState.estimatedWaitMinutes
        ? `Esperando a un asesor · unos ${liveState.estimatedWaitMinutes} min`
        : 'Esperando a un asesor'
      : advisor
        ? 'Asesor de Prestigio · En línea'
        : 'En línea';
  return (
    <div className="flex min-w-0 items-center gap-3">
      {advisor ? (
        <Portrait
          src={advisor.portraitUrl ?? undefined}
          initials={initialsOf(advisor.name)}
          className="h-9 w-9 bg-gold-400"
          initialsClassName="text-sm font-semibold text-navy-900"
        />
      ) : null}
      <div className="min-w-0">
        <h2 className="truncate font-serif text-lg font-semibold">{advisor ? advisor.name : 'Asistente Prestigio'}</h2>
        <p className="text-xs text-navy-200">{status}</p>
      </div>
    </div>
  );
}

function ChatBubble({ entry }: { entry: ChatEntry }) {
  const mine = entry.sender === 'user';
  if (entry.stateChange) {
    return <li className="px-2 text-center text-xs text-navy-500">{entry.text}</li>;
  }
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      {entry.advisor ? <span className="mb-0.5 text-xs font-medium text-navy-600">{entry.advisor.name}</span> : null}
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-line',
          mine ? 'bg-navy-900 text-white' : entry.notice ? 'bg-red-50 text-red-800' : 'bg-navy-50 text-navy-900',
        )}
      >
        {entry.text}
        {entry.card ? (
          <Link to={entry.card.url} className="mt-2 block overflow-hidden rounded-xl bg-white text-navy-900 ring-1 ring-navy-100 hover:ring-gold-400">
            {entry.card.imageUrl ? <img src={entry.card.imageUrl} alt="" loading="lazy" className="h-28 w-full object-cover" /> : null}
            <span className="block px-3 py-2">
              <span className="block font-semibold">{entry.card.title}</span>
              <span className="block text-xs text-navy-600">{entry.card.location}</span>
              <span className="block font-medium text-gold-700">{entry.card.price}</span>
            </span>
          </Link>
        ) : entry.properties?.length ? (
          <ul className="mt-2 space-y-1">
            {entry.properties.map((property) => (
              <li key={property.url}>
                <Link to={property.url} className="font-medium text-navy-900 underline decoration-gold-400 underline-offset-2 hover:text-gold-700">
                  {property.title}
                </Link>{' '}
                <span className="text-navy-600">{property.price}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {entry.links?.length ? (
          <ul className="mt-2 space-y-1">
            {entry.links.map((link) => (
              <li key={link.url}>
                {link.url.startsWith('/') ? (
                  <Link to={link.url} className="font-medium text-navy-900 underline decoration-gold-400 underline-offset-2 hover:text-gold-700">
                    {link.label}
                  </Link>
                ) : (
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className="font-medium text-navy-900 underline decoration-gold-400 underline-offset-2 hover:text-gold-700">
                    {link.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
