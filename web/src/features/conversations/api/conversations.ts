import { liveChatDetailSchema, liveChatListSchema, type LiveChatDetail, type LiveChatList } from '@prestigio/contracts';
import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';

export const CONVERSATIONS_URL = '/api/conversations';

/** GET /api/conversations: the ones you may see, newest activity first (the socket's `hello` then keeps them live). */
export function useConversationList() {
  return useSWR<LiveChatList>(CONVERSATIONS_URL, async () => liveChatListSchema.parse(await apiRequest('GET', CONVERSATIONS_URL)));
}

/** GET /api/conversations/:id: the conversation, its whole transcript and the listings matching its criteria. */
export function useConversationDetail(conversationId: string) {
  const url = `${CONVERSATIONS_URL}/${encodeURIComponent(conversationId)}`;
  return useSWR<LiveChatDetail>(url, async () => liveChatDetailSchema.parse(await apiRequest('GET', url)));
}
