// GET /api/chat/unread in one place for the shell and mf-social: the shell's floating chat button
// shows the total on every signed-in screen without loading the social remote, and mf-social's
// drawer and Friends screen read the per-friend counts. One endpoint of the one api means one
// cache entry and one request per poll, whichever of them are mounted (RTK Query polls at the
// shortest interval asked for).
import { chatUnreadSchema, type ChatUnread } from '@fff/contracts';
import { api } from './api';
import { CACHE } from './cache';
import { fromContract } from './contract';

/** The unread counts' cache tag: reading a conversation invalidates it. */
export const CHAT_UNREAD_TAG = { type: 'Chat', id: 'UNREAD' } as const;

const chatUnreadApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChatUnread: build.query<ChatUnread, void>({
      query: () => '/chat/unread',
      transformResponse: fromContract(chatUnreadSchema),
      providesTags: [CHAT_UNREAD_TAG],
    }),
  }),
});

/** Unread chat messages (total and per friend), polled every `pollMs`. */
export function useChatUnread(pollMs: number = CACHE.friends.pollMs, skip = false) {
  return chatUnreadApi.useGetChatUnreadQuery(undefined, { pollingInterval: pollMs, skip });
}

/** Props of mf-social's exposed `ChatDrawer`: the shell mounts it open, on the learner's intent. */
export interface ChatDrawerProps {
  /** Closes the drawer (the shell unmounts it; focus returns to the chat button). */
  onClose: () => void;
}
