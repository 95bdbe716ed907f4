// Chat calls (spec part 2 §7): a conversation (newest first from the server), send, unread counts.
import { api, CACHE } from '@fff/platform';
import type { ChatMessage, ChatUnread } from '@fff/contracts';

const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConversation: build.query<ChatMessage[], string>({
      query: (friendId) => `/chat/${encodeURIComponent(friendId)}`,
      providesTags: (_r, _e, friendId) => [{ type: 'Chat', id: friendId }],
      // Reading marks messages read, so the unread counts change with it.
      async onQueryStarted(_friendId, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(chatApi.util.invalidateTags([{ type: 'Chat', id: 'UNREAD' }]));
      },
    }),
    sendChatMessage: build.mutation<ChatMessage, { receiverId: string; message: string }>({
      query: (body) => ({ url: '/chat', method: 'POST', body }),
      // Success refetches that conversation (spec §7).
      invalidatesTags: (_r, _e, { receiverId }) => [{ type: 'Chat', id: receiverId }],
    }),
    getUnread: build.query<ChatUnread, void>({
      query: () => '/chat/unread',
      providesTags: [{ type: 'Chat', id: 'UNREAD' }],
    }),
  }),
});

export const { useSendChatMessageMutation } = chatApi;

/** A conversation polled every `pollMs` (15 s on the Friends screen, 3 s in the drawer), oldest first for display. */
export function useConversation(friendId: string, pollMs: number) {
  const result = chatApi.useGetConversationQuery(friendId, {
    pollingInterval: pollMs,
    refetchOnMountOrArgChange: CACHE.chat.freshS,
  });
  return { ...result, messages: result.data ? [...result.data].reverse() : undefined };
}

/** Unread messages per friend, polled with the friends list (or faster while the drawer is open). */
export function useUnread(pollMs: number = CACHE.friends.pollMs, skip = false) {
  return chatApi.useGetUnreadQuery(undefined, { pollingInterval: pollMs, skip });
}
