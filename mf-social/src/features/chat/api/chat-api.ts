// Chat calls (spec part 2 §7): a conversation (newest first from the server), send, unread counts
// (the last through @fff/platform, which the shell's chat button reads too).
import { api, CACHE, CHAT_UNREAD_TAG, errorStatus, fromContract, useChatUnread } from '@fff/platform';
import { chatHistorySchema, chatMessageSchema, type ChatMessage } from '@fff/contracts';
import { useEffect, useState } from 'react';

const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConversation: build.query<ChatMessage[], string>({
      transformResponse: fromContract(chatHistorySchema),
      query: (friendId) => `/chat/${encodeURIComponent(friendId)}`,
      providesTags: (_r, _e, friendId) => [{ type: 'Chat', id: friendId }],
      // Reading marks messages read, so the unread counts change with it.
      async onQueryStarted(_friendId, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(chatApi.util.invalidateTags([CHAT_UNREAD_TAG]));
      },
    }),
    sendChatMessage: build.mutation<ChatMessage, { receiverId: string; message: string }>({
      transformResponse: fromContract(chatMessageSchema),
      query: (body) => ({ url: '/chat', method: 'POST', body }),
      // Success refetches that conversation (spec §7).
      invalidatesTags: (_r, _e, { receiverId }) => [{ type: 'Chat', id: receiverId }],
    }),
  }),
});

export const { useSendChatMessageMutation } = chatApi;

/**
 * A conversation polled every `pollMs` (15 s on the Friends screen, 3 s in the drawer), oldest first
 * for display. A 403 (not, or no longer, friends) stops the polling: asking again cannot change the
 * answer while this conversation is open, and a chat opened afresh asks once more.
 */
export function useConversation(friendId: string, pollMs: number) {
  const [refused, setRefused] = useState(false);
  const result = chatApi.useGetConversationQuery(friendId, {
    pollingInterval: refused ? 0 : pollMs,
    refetchOnMountOrArgChange: CACHE.chat.freshS,
  });
  const nowRefused = errorStatus(result.error) === 403;
  useEffect(() => setRefused(nowRefused), [nowRefused]);
  return { ...result, messages: result.data ? [...result.data].reverse() : undefined };
}

/** Unread messages per friend, polled with the friends list (or faster while the drawer is open). */
export function useUnread(pollMs: number = CACHE.friends.pollMs, skip = false) {
  return useChatUnread(pollMs, skip);
}
