import {
  chatHistoryQuerySchema,
  chatHistorySchema,
  chatMessageSchema,
  chatUnreadSchema,
  friendIdParamsSchema,
  sendChatBodySchema,
} from '@fff/contracts';
import { authOf, declareRoutes } from '@fff/service-kit';
import type { SocialDeps } from '../shared/deps';
import { conversation, sendMessage, unreadCounts } from './service';

const route = declareRoutes<SocialDeps>();
const common = { auth: 'bearer', tags: ['chat'] } as const;

/** /api/chat* (app.ts puts requireAuth in front). */
export const chatRoutes = [
  route(
    {
      ...common,
      method: 'post',
      path: '/api/chat',
      summary: "Send a friend a message ('Message was filtered out' when nothing remains after the filter)",
      body: sendChatBodySchema,
      responses: { 201: { description: 'The stored message', schema: chatMessageSchema } },
      errors: [403],
    },
    ({ body }, { res, deps }) => sendMessage(authOf(res), body.receiverId, body.message, deps),
  ),
  // Before /api/chat/{friendId}: 'unread' is never a user id (identity issues ObjectIds).
  route(
    {
      ...common,
      method: 'get',
      path: '/api/chat/unread',
      summary: 'Unread message counts per friend',
      responses: { 200: { description: 'Counts', schema: chatUnreadSchema } },
    },
    (_in, { res }) => unreadCounts(authOf(res)),
  ),
  route(
    {
      ...common,
      method: 'get',
      path: '/api/chat/{friendId}',
      summary: 'A conversation with a friend, newest first, paged with before=<message id>',
      params: friendIdParamsSchema,
      query: chatHistoryQuerySchema,
      responses: { 200: { description: 'Messages', schema: chatHistorySchema } },
      errors: [403],
    },
    ({ params, query }, { res, deps }) => conversation(authOf(res), params.friendId, query, deps),
  ),
];
