import { liveChatStateLabel, type LiveChatConversation } from '@prestigio/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const tones: Record<LiveChatConversation['state'], BadgeTone> = {
  assistant: 'neutral',
  waiting: 'warning',
  agent: 'success',
  closed: 'neutral',
};

/** con el asistente, espera a un asesor, con <asesor> ("contigo" when it is you), cerrada. */
export function ConversationStateBadge({ conversation, meId }: { conversation: LiveChatConversation; meId: string | undefined }) {
  const { state, advisor } = conversation;
  const label = state === 'agent' && advisor?.id === meId ? 'contigo' : liveChatStateLabel(state, advisor?.name);
  return (
    <Badge tone={tones[state]} className={state === 'closed' ? 'opacity-70' : undefined}>
      {label}
    </Badge>
  );
}
