import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AgentChatClient, LiveChatState } from '../api/agent-chat-client';

export const LiveChatContext = createContext<AgentChatClient | null>(null);

/** The portal's live-chat connection (LiveChatProvider, mounted by the portal's layout). */
export function useLiveChatClient(): AgentChatClient {
  const client = useContext(LiveChatContext);
  if (!client) throw new Error('useLiveChatClient needs a LiveChatProvider above it');
  return client;
}

/** The live chat's state, re-rendering on every change. */
export function useLiveChat(): LiveChatState {
  const client = useLiveChatClient();
  return useSyncExternalStore(client.subscribe, client.getState, client.getState);
}

/** How many conversations wait for an advisor (the menu's badge); 0 outside a LiveChatProvider. */
export function useWaitingCount(): number {
  const client = useContext(LiveChatContext);
  const state = useSyncExternalStore(
    (listener) => client?.subscribe(listener) ?? (() => undefined),
    () => client?.getState(),
    () => client?.getState(),
  );
  return state?.conversations.filter((conversation) => conversation.state === 'waiting').length ?? 0;
}
