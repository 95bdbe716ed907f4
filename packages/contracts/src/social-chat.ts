import { CHAT_MESSAGE_MAX, CHAT_PAGE } from '@fff/domain';
import * as z from 'zod/mini';
import { userIdSchema } from './common';
import { socialIdSchema } from './social-friends';

/** POST /api/chat: trimmed, non-blank and filtered by the service ('Message was filtered out'). */
export const sendChatBodySchema = z.object({
  receiverId: userIdSchema,
  message: z
    .string({ error: 'Please type a message.' })
    .check(z.maxLength(CHAT_MESSAGE_MAX, `A message is at most ${CHAT_MESSAGE_MAX} characters`)),
});

export const chatMessageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  message: z.string(),
  createdAt: z.string(),
});

/** GET /api/chat/:friendId?before=<message id>&limit= : newest first; page on with the last id. */
export const chatHistoryQuerySchema = z.object({
  before: z.optional(socialIdSchema),
  limit: z._default(
    z.coerce.number({ error: 'limit must be a number' }).check(z.int(), z.gte(1), z.lte(CHAT_PAGE.max)),
    CHAT_PAGE.default,
  ),
});
export const chatHistorySchema = z.array(chatMessageSchema);

/** GET /api/chat/unread: unread messages from each friend (only friends with any are listed). */
export const chatUnreadSchema = z.object({
  total: z.number().check(z.int(), z.gte(0)),
  byFriend: z.record(z.string(), z.number().check(z.int(), z.gte(1))),
});

export type SendChatBody = z.infer<typeof sendChatBodySchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ChatUnread = z.infer<typeof chatUnreadSchema>;
