import { liveChatStateLabel, type LiveChatConversation } from '@prestigio/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast';
import { AgentChatClient } from '../api/agent-chat-client';
import { isSoundMuted } from '../hooks/use-alert-preferences';
import { LiveChatContext } from '../hooks/use-live-chat';

export const conversationPath = (conversationId: string) => `/conversations/${conversationId}`;

let audio: AudioContext | undefined;

/** Two short notes, made by the browser (no file to load); silent where Web Audio is missing or not yet allowed. */
function playChime(): void {
  const AudioContextClass = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass) return;
  try {
    audio ??= new AudioContextClass();
    void audio.resume();
    const start = audio.currentTime;
    [880, 1320].forEach((frequency, index) => {
      const oscillator = audio!.createOscillator();
      const gain = audio!.createGain();
      oscillator.frequency.value = frequency;
      const at = start + index * 0.18;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
      oscillator.connect(gain).connect(audio!.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.32);
    });
  } catch {
    // No sound is better than a broken page.
  }
}

function visitorLabel(conversation: LiveChatConversation): string {
  return conversation.visitorName ?? 'Un visitante';
}

/**
 * The live chat of every portal page: the agents' socket, and the alerts for a conversation offered to you (the
 * toast, one at a time as spec §2 has it; a chime unless muted; the browser's notification when permitted and the
 * portal is not in front).
 */
export function LiveChatProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => new AgentChatClient());
  const navigate = useNavigate();

  useEffect(() => {
    client.start();
    return () => client.stop();
  }, [client]);

  useEffect(() => {
    client.setHandlers({
      onWaiting: (conversation, forYou) => {
        if (!forYou) return;
        const open = () => void navigate(conversationPath(conversation.id));
        const waitingCount = client.getState().conversations.filter((item) => item.state === 'waiting').length;
        const title = `${visitorLabel(conversation)} ${liveChatStateLabel('waiting')}`;
        const description = waitingCount > 1 ? `${conversation.preview} · ${waitingCount} conversaciones esperan.` : conversation.preview;
        const shown = toast({
          title,
          description,
          duration: 15_000,
          action: (
            <button
              type="button"
              onClick={() => {
                shown.dismiss();
                open();
              }}
              className="inline-flex h-8 shrink-0 items-center rounded-md border border-current px-3 text-sm font-medium hover:bg-black/10"
            >
              Ver conversación
            </button>
          ),
        });
        if (!isSoundMuted()) playChime();
        if (typeof Notification !== 'undefined' && Notification.permission === 'granted' && !document.hasFocus()) {
          try {
            const notice = new Notification(title, { body: conversation.preview, tag: `conversacion-${conversation.id}` });
            notice.onclick = () => {
              notice.close();
              window.focus();
              open();
            };
          } catch {
            // Android's Chrome allows notifications only from a service worker: the toast and the chime remain.
          }
        }
      },
      onError: (frame) => {
        toast({ title: 'No se pudo completar', description: frame.message, variant: 'destructive' });
      },
    });
  }, [client, navigate]);

  return <LiveChatContext.Provider value={client}>{children}</LiveChatContext.Provider>;
}
